// Who we are: why startups fail, who can come to us, and our figures in progress circles.
// The markup is written once here (WhoWeAreView); the French twin, who-we-are-page.fr.tsx, gives
// only its words.
import { pageWords } from '@/lib/i18n';
import { AboutLayout } from './components/about-layout';
import { WhoWeAreFigures } from './components/who-we-are-figures';
import { pageCrumbs } from '@/lib/pages';

export interface WhoWeAreWords {
  failHeading: string;
  failParagraphs: readonly string[];
  audienceHeading: string;
  /** The sentence that introduces the list of who can come to us. */
  audienceIntro: string;
  audience: readonly string[];
  /** How and where we serve, after the list. */
  service: string;
}

export const whoWeAreWords: WhoWeAreWords = {
  failHeading: 'Why so many startups fail, and how to be the exception',
  failParagraphs: [
    'A large share of new businesses close within their first five years. The reasons are rarely a bad idea. Most often, the founders ran out of cash before sales took off, underestimated their costs, grew too fast without the right systems, or tried to do everything alone.',
    'Cedarline Business Group was founded by entrepreneurs and lenders who had seen these stories too often. We believe most of those failures can be avoided with a realistic plan, the right financing at the right time and an advisor who tells you the truth, even when it is not what you hoped to hear.',
  ],
  audienceHeading: 'Who can approach us',
  audienceIntro: 'Our door is open to anyone with a business project in Canada, at any stage:',
  audience: [
    'people with an idea who want to know whether it can become a business;',
    'founders launching a company, alone or with partners;',
    'owners of established businesses who want to grow, hire, invest or sell;',
    'newcomers who want to start or buy a business in their new country;',
    'investors and international companies setting up in Canada.',
  ],
  service:
    'We serve clients in English and French, in person in Montreal and Brampton and by video everywhere else. The first meeting is free and without obligation.',
};

export function WhoWeAreView({ words }: { words: WhoWeAreWords }) {
  return (
    <AboutLayout title={pageWords('whoWeAre').title} crumbs={pageCrumbs('whoWeAre')}>
      <h2>{words.failHeading}</h2>
      {words.failParagraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <h2>{words.audienceHeading}</h2>
      <p>{words.audienceIntro}</p>
      <ul>
        {words.audience.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <p>{words.service}</p>
      <WhoWeAreFigures />
    </AboutLayout>
  );
}

export default function WhoWeArePage() {
  return <WhoWeAreView words={whoWeAreWords} />;
}
