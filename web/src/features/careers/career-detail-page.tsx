// A career opening (/about/careers/{id}) from GET /about/{id}, or a clear not-found state.
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { MarkerText } from '@/components/marker-text';
import { ApiError } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { getAboutPage } from '@/lib/api/get-about-page';
import { CareersLayout } from './components/careers-layout';
import { PAGES, pageCrumbs } from '@/lib/pages';

export default function CareerDetailPage() {
  const { id = '' } = useParams();
  const career = useApi((signal) => getAboutPage(id, signal), id);

  if (career.loading) {
    return (
      <CareersLayout title={PAGES.careers.title} crumbs={pageCrumbs('careers')}>
        <LoadingIndicator />
      </CareersLayout>
    );
  }
  if (career.error !== undefined || !career.data) {
    const notFound = !(career.error instanceof Error) || (career.error instanceof ApiError && career.error.status === 404);
    const title = notFound ? 'Position not available' : 'This page could not be loaded';
    return (
      <CareersLayout title={title} crumbs={pageCrumbs('career', { label: title })}>
        <div className="careers-notice" role={notFound ? undefined : 'alert'}>
          <p>
            {notFound
              ? 'This position could not be found. It may have been filled or removed.'
              : 'Something prevented this page from loading. Please try again in a moment.'}
          </p>
          <p>
            <Link to={PAGES.careers.path}>See all current openings</Link>
          </p>
        </div>
      </CareersLayout>
    );
  }
  return (
    <CareersLayout title={career.data.heading} subtitle={career.data.subHeading} crumbs={pageCrumbs('career', { label: career.data.heading })}>
      <MarkerText text={career.data.text} />
      <p className="careers-section">
        <Link to={PAGES.careers.path}>See all current openings</Link>
      </p>
    </CareersLayout>
  );
}
