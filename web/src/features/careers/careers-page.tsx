// Careers start page: why work with us, then the openings from GET /about/all/careers.
import { Link } from '@/lib/router';
import { CareersLayout } from './components/careers-layout';
import { CurrentOpenings } from './components/current-openings';
import { pageCrumbs, PAGES } from '@/lib/pages';

export default function CareersPage() {
  return (
    <CareersLayout title={PAGES.careers.title} crumbs={pageCrumbs('careers')}>
      <p>
        At Cedarline Business Group, we measure our success by the success of the entrepreneurs we serve. If you want your
        work to help people build businesses, create jobs and strengthen their communities, we would like to meet you.
      </p>
      <p>
        Read about our <Link to={PAGES.availablePositions.path}>available positions</Link>, how we help our people{' '}
        <Link to={PAGES.progressWithoutBoundaries.path}>progress without boundaries</Link>, and{' '}
        <Link to={PAGES.meetOurTeam.path}>meet our team</Link>.
      </p>
      <CurrentOpenings />
    </CareersLayout>
  );
}
