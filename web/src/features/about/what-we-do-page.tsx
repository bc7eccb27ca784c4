// What we do: going global, setting up in North America, then our services and our team. The
// markup is written once here (WhatWeDoView); the French twin, what-we-do-page.fr.tsx, gives only
// its words.
import { pageWords } from '@/lib/i18n';
import { AboutLayout } from './components/about-layout';
import { AboutSteps, AboutTeam, type TitledText } from './components/titled-lists';
import { WhatWeDoServices } from './components/what-we-do-services';
import { pageCrumbs } from '@/lib/pages';

export interface WhatWeDoWords {
  globalHeading: string;
  global: readonly string[];
  advantagesHeading: string;
  advantages: readonly string[];
  settingUpHeading: string;
  /** The sentence that introduces the founders' habits. */
  settingUp: string;
  habits: readonly TitledText[];
  teamHeading: string;
  teamIntro: string;
  team: readonly TitledText[];
}

export const whatWeDoWords: WhatWeDoWords = {
  globalHeading: 'Going global starts with a solid base',
  global: [
    'More and more entrepreneurs think beyond their home market from the very first day. Selling abroad, opening a second location in another country or moving your company altogether can multiply your opportunities, but it also multiplies the questions: which structure to choose, how to finance the move, which rules apply, and how to reach customers who do not know you yet.',
    'Cedarline Business Group accompanies entrepreneurs through each of these steps. We combine advice, financing and digital services under one roof, so that you deal with one team that knows your file from start to finish.',
  ],
  advantagesHeading: 'The advantages of doing business in Canada',
  advantages: [
    'A market of more than 40 million consumers in Canada, with access to the rest of North America through free trade agreements',
    'A stable banking system and clear, predictable rules for incorporating and operating a business',
    'A skilled, multilingual workforce and strong public support for research and innovation',
    'Government programs, tax credits and financing designed for small and medium-sized businesses',
    'A reputation for quality that opens doors with customers abroad',
  ],
  settingUpHeading: 'Setting up in North America',
  settingUp:
    'Establishing a business in a new market is a project in itself. Over the years we have seen that the founders who succeed share three habits.',
  habits: [
    {
      title: 'Determination',
      text: 'They know why they are coming, which customers they want to serve and what they are prepared to invest in time and money. We help you test that conviction against the facts before you commit.',
    },
    {
      title: 'Planning',
      text: 'They prepare a realistic business plan: market study, legal structure, permits, taxes, staffing and a cash-flow forecast for the first two years. Our advisors build it with you, line by line.',
    },
    {
      title: 'Action',
      text: 'They move step by step and adjust quickly. We stay at your side after the launch with financing, follow-up meetings and the digital tools you need to be found by your first customers.',
    },
  ],
  teamHeading: 'Our team',
  teamIntro:
    'Behind every file is a team of specialists who speak your language, in both official languages and many others.',
  team: [
    {
      title: 'Business advisors',
      text: 'Former owners, accountants and bankers who help you plan, price, hire and grow.',
    },
    {
      title: 'Loan officers',
      text: 'Lenders who read a business plan as carefully as a balance sheet and explain every decision.',
    },
    {
      title: 'Research analysts',
      text: 'Economists who turn public data and client surveys into practical market insight.',
    },
    {
      title: 'Digital specialists',
      text: 'Developers, designers and marketers who build the websites, stores and campaigns of our clients.',
    },
  ],
};

export function WhatWeDoView({ words }: { words: WhatWeDoWords }) {
  return (
    <AboutLayout title={pageWords('whatWeDo').title} crumbs={pageCrumbs('whatWeDo')}>
      <h2>{words.globalHeading}</h2>
      {words.global.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <h3>{words.advantagesHeading}</h3>
      <ul>
        {words.advantages.map((advantage) => (
          <li key={advantage}>{advantage}</li>
        ))}
      </ul>

      <h2>{words.settingUpHeading}</h2>
      <p>{words.settingUp}</p>
      <AboutSteps steps={words.habits} />

      <WhatWeDoServices />

      <section className="about-section" aria-labelledby="what-we-do-team">
        <h2 id="what-we-do-team">{words.teamHeading}</h2>
        <p>{words.teamIntro}</p>
        <AboutTeam members={words.team} />
      </section>
    </AboutLayout>
  );
}

export default function WhatWeDoPage() {
  return <WhatWeDoView words={whatWeDoWords} />;
}
