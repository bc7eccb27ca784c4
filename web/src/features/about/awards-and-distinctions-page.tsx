// Awards and distinctions: what recognition means to us, then the list of awards. The markup is
// written once here (AwardsAndDistinctionsView); the French twin,
// awards-and-distinctions-page.fr.tsx, gives only its words.
import { pageWords } from '@/lib/i18n';
import { AboutChildrenSection } from './components/about-children-section';
import { AboutLayout } from './components/about-layout';
import { pageCrumbs } from '@/lib/pages';

export interface AwardsAndDistinctionsWords {
  /** What recognition means to us, before the list. */
  paragraphs: readonly string[];
  /** The heading of the loaded list of awards. */
  awardsHeading: string;
}

export const awardsAndDistinctionsWords: AwardsAndDistinctionsWords = {
  paragraphs: [
    'We do not work for prizes, but we are proud when independent juries recognize the work of our teams and the success of our clients. Each distinction below was awarded by an organization outside Cedarline, based on its own criteria.',
    'These awards belong first to the entrepreneurs we serve, who trusted us with their projects, and to our employees, who put the interests of those entrepreneurs first every day.',
  ],
  awardsHeading: 'Our awards',
};

export function AwardsAndDistinctionsView({ words }: { words: AwardsAndDistinctionsWords }) {
  return (
    <AboutLayout title={pageWords('awardsAndDistinctions').title} crumbs={pageCrumbs('awardsAndDistinctions')}>
      {words.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <AboutChildrenSection slug="awards-and-distinctions" heading={words.awardsHeading} />
    </AboutLayout>
  );
}

export default function AwardsAndDistinctionsPage() {
  return <AwardsAndDistinctionsView words={awardsAndDistinctionsWords} />;
}
