// We're a B Corp: what the certification means, three testimonials, then our impact areas.
// French twin: b-corps-page.fr.tsx.
import { pageWords } from '@/lib/i18n';
import { AboutChildrenSection } from './components/about-children-section';
import { AboutLayout } from './components/about-layout';
import { Testimonials, type Testimonial } from './components/testimonials';
import { pageCrumbs } from '@/lib/pages';

const TESTIMONIALS: readonly Testimonial[] = [
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
];

export default function BCorpsPage() {
  return (
    <AboutLayout title={pageWords('bCorps').title} crumbs={pageCrumbs('bCorps')}>
      <p>
        Certified B Corporations are businesses that meet verified standards of social and environmental performance, public
        transparency and legal accountability. Cedarline Business Group earned the certification after an independent review
        of how we treat our clients, our employees, our community and the environment.
      </p>
      <p>
        For us, certification is not a finish line. It commits us to measure our impact, to publish the results, and to be
        reassessed every three years. It also means our directors must consider the interests of all our stakeholders, not
        only our financial results, when they make decisions.
      </p>
      <h2>What our clients and employees say</h2>
      <Testimonials items={TESTIMONIALS} />
      <AboutChildrenSection slug="b-corp" heading="Our impact areas" loadingWhileEmpty />
    </AboutLayout>
  );
}
