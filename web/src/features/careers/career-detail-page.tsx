// A career opening (/about/careers/{id}) from GET /about/{id} (in the page's language), or a clear
// not-found state; one page for both languages, its words in words.ts.
import { Link, useParams } from '@/lib/router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { MarkerText } from '@/components/marker-text';
import { ApiError } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { getAboutPage } from '@/lib/api/get-about-page';
import { pageWords } from '@/lib/i18n';
import { CareersLayout } from './components/careers-layout';
import { words } from './words';
import { PAGES, pageCrumbs } from '@/lib/pages';

export default function CareerDetailPage() {
  const { id = '' } = useParams();
  const career = useApi((signal) => getAboutPage(id, signal), [id]);

  if (career.loading) {
    return (
      <CareersLayout title={pageWords('careers').title} crumbs={pageCrumbs('careers')}>
        <LoadingIndicator />
      </CareersLayout>
    );
  }
  if (career.error !== undefined || !career.data) {
    const notFound = !(career.error instanceof Error) || (career.error instanceof ApiError && career.error.status === 404);
    const title = notFound ? words.notFoundTitle : words.failedTitle;
    return (
      <CareersLayout title={title} crumbs={pageCrumbs('career', { label: title })}>
        <div className="careers-notice" role={notFound ? undefined : 'alert'}>
          <p>
            {notFound ? words.notFoundText : words.failedText}
          </p>
          <p>
            <Link to={PAGES.careers.path}>{words.seeAllOpenings}</Link>
          </p>
        </div>
      </CareersLayout>
    );
  }
  return (
    <CareersLayout title={career.data.heading} subtitle={career.data.subHeading} crumbs={pageCrumbs('career', { label: career.data.heading })}>
      <MarkerText text={career.data.text} />
      <p className="careers-section">
        <Link to={PAGES.careers.path}>{words.seeAllOpenings}</Link>
      </p>
    </CareersLayout>
  );
}
