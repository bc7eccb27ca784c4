// Careers start page: why work with us, then the openings from GET /about/all/careers. The markup
// is written once here (CareersView); the French twin, careers-page.fr.tsx, gives only its words.
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { pageWords } from '@/lib/i18n';
import { CareersLayout } from './components/careers-layout';
import { CurrentOpenings } from './components/current-openings';
import { pageCrumbs, PAGES } from '@/lib/pages';

export interface CareersWords {
  /** Why work with us. A node, not a string: the French sentence names the group from the constants. */
  intro: ReactNode;
  /** The links to the other careers pages, where each language's sentence places them. */
  readMore: ReactNode;
}

export const careersWords: CareersWords = {
  intro:
    'At Cedarline Business Group, we measure our success by the success of the entrepreneurs we serve. If you want your work to help people build businesses, create jobs and strengthen their communities, we would like to meet you.',
  readMore: (
    <>
      Read about our <Link to={PAGES.availablePositions.path}>available positions</Link>, how we help our people{' '}
      <Link to={PAGES.progressWithoutBoundaries.path}>progress without boundaries</Link>, and{' '}
      <Link to={PAGES.meetOurTeam.path}>meet our team</Link>.
    </>
  ),
};

export function CareersView({ words }: { words: CareersWords }) {
  return (
    <CareersLayout title={pageWords('careers').title} crumbs={pageCrumbs('careers')}>
      <p>{words.intro}</p>
      <p>{words.readMore}</p>
      <CurrentOpenings />
    </CareersLayout>
  );
}

export default function CareersPage() {
  return <CareersView words={careersWords} />;
}
