// We're a B Corp: what the certification means, three testimonials, then our impact areas. The
// markup is written once here (BCorpsView); the French twin, b-corps-page.fr.tsx, gives only its
// words.
import { pageWords } from '@/lib/i18n';
import { AboutChildrenSection } from './components/about-children-section';
import { AboutLayout } from './components/about-layout';
import { Testimonials, type Testimonial } from './components/testimonials';
import { pageCrumbs } from '@/lib/pages';

export interface BCorpsWords {
  /** What the certification is and what it commits us to. */
  paragraphs: readonly string[];
  testimonialsHeading: string;
  testimonials: readonly Testimonial[];
  /** The heading of the loaded list of impact areas. */
  impactHeading: string;
}

export const bCorpsWords: BCorpsWords = {
  paragraphs: [
    'Certified B Corporations are businesses that meet verified standards of social and environmental performance, public transparency and legal accountability. Cedarline Business Group earned the certification after an independent review of how we treat our clients, our employees, our community and the environment.',
    'For us, certification is not a finish line. It commits us to measure our impact, to publish the results, and to be reassessed every three years. It also means our directors must consider the interests of all our stakeholders, not only our financial results, when they make decisions.',
  ],
  testimonialsHeading: 'What our clients and employees say',
  testimonials: [
    {
      quote:
        'When our bank said no, Cedarline looked at our plan, our orders and our team. Two years later we employ eleven people in Brampton.',
      author: 'Owner of a food manufacturing business, Brampton, Ontario',
    },
    {
      quote:
        'I arrived in Montreal with ten years of experience and no Canadian credit history. My advisor treated my experience as an asset, not a risk.',
      author: 'Founder of an engineering consultancy, Montreal, Quebec',
    },
    {
      quote:
        'Working here, I have time to really understand each file. Knowing that our impact is measured and published makes me proud of what we do.',
      author: 'Business advisor, Cedarline Business Group',
    },
  ],
  impactHeading: 'Our impact areas',
};

export function BCorpsView({ words }: { words: BCorpsWords }) {
  return (
    <AboutLayout title={pageWords('bCorps').title} crumbs={pageCrumbs('bCorps')}>
      {words.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <h2>{words.testimonialsHeading}</h2>
      <Testimonials items={words.testimonials} />
      <AboutChildrenSection slug="b-corp" heading={words.impactHeading} loadingWhileEmpty />
    </AboutLayout>
  );
}

export default function BCorpsPage() {
  return <BCorpsView words={bCorpsWords} />;
}
