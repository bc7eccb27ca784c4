// /about: an overview of the about sections, with the side menu. The markup is written once here
// (AboutView); the French twin, about-page.fr.tsx, gives only its words.
import { pageWords } from '@/lib/i18n';
import { AboutLayout } from './components/about-layout';
import { AboutOverview } from './components/about-overview';
import './about-page.css';
import { pageCrumbs } from '@/lib/pages';

export interface AboutWords {
  /** The lead paragraph: who we are in a few lines. */
  lead: string;
  /** The line that invites the reader into the sections below. */
  invitation: string;
}

export const aboutWords: AboutWords = {
  lead: 'Cedarline Business Group helps entrepreneurs start, finance and grow businesses in Canada. Our advisors, lenders and digital specialists work side by side, in English and French, from our offices in Montreal and Brampton and online across the country.',
  invitation: 'Learn who we are, how we work and what we stand for.',
};

export function AboutView({ words }: { words: AboutWords }) {
  return (
    <AboutLayout title={pageWords('about').title} crumbs={pageCrumbs('about')}>
      <p className="about-lead">{words.lead}</p>
      <p>{words.invitation}</p>
      <AboutOverview />
    </AboutLayout>
  );
}

export default function AboutPage() {
  return <AboutView words={aboutWords} />;
}
