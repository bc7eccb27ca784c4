// Careers start page: why work with us, then the openings from GET /about/all/careers.
import { Link } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useApi } from '@/lib/use-api';
import { getAboutChildren } from '@/lib/api/get-about-children';
import { CardList, aboutChildCard } from '@/components/card-list';
import { CareersLayout } from './components/careers-layout';
import { pageCrumbs, pagePath, PAGES } from '@/lib/pages';

export default function CareersPage() {
  const careers = useApi((signal) => getAboutChildren('careers', signal), 'careers');
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
      <section className="careers-section" aria-labelledby="careers-openings">
        <h2 id="careers-openings">Current openings</h2>
        {careers.loading ? (
          <LoadingIndicator />
        ) : careers.error !== undefined ? (
          <p className="careers-notice">Our openings cannot be shown right now. Please try again later.</p>
        ) : careers.data && careers.data.length > 0 ? (
          <CardList
            items={careers.data.map((child) => aboutChildCard(child, pagePath('career', encodeURIComponent(child._id))))}
            label="Open positions"
          />
        ) : (
          <p>There are no openings at the moment. Please check again soon.</p>
        )}
      </section>
    </CareersLayout>
  );
}
