// An about detail page (/about/{id}, /about/{section}/{id}): heading, subheading and marker text
// from GET /about/{id}, or a clear not-found state.
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { MarkerText } from '@/components/marker-text';
import { ApiError } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { getAboutPage } from '@/lib/api/get-about-page';
import { AboutLayout } from './components/about-layout';
import type { Crumb } from '@/components/page-header';
import { PAGES, pageAt, pageCrumbs } from '@/lib/pages';

export default function AboutDetailPage() {
  const { id = '', section } = useParams();
  const page = useApi((signal) => getAboutPage(id, signal), id);
  // The section page as the inventory names it (any about page can hold a child, as the server's
  // breadcrumb reads it too).
  const sectionPath = section ? `${PAGES.about.path}/${section}` : undefined;
  const sectionPage = sectionPath ? pageAt(sectionPath) : undefined;
  const sectionCrumbs: Crumb[] = sectionPath ? [{ label: sectionPage?.crumb ?? section?.replace(/-/g, ' ') ?? '', to: sectionPath }] : [];
  const backTo = sectionPath ?? PAGES.about.path;
  const backLabel = (sectionCrumbs[0]?.label ?? PAGES.about.crumb).toLowerCase();

  if (page.loading) {
    return (
      <AboutLayout title={PAGES.about.title} crumbs={pageCrumbs('aboutChild', ...sectionCrumbs)}>
        <LoadingIndicator />
      </AboutLayout>
    );
  }
  const notFound = (page.error instanceof ApiError && page.error.status === 404) || (!page.error && !page.data);
  if (notFound || page.error !== undefined || !page.data) {
    const title = notFound ? 'Page not available' : 'This page could not be loaded';
    return (
      <AboutLayout title={title} crumbs={pageCrumbs('aboutChild', ...sectionCrumbs, { label: title })}>
        <div className="about-notice" role={notFound ? undefined : 'alert'}>
          <p>
            {notFound
              ? 'We could not find the page you are looking for. It may have been moved or removed.'
              : 'Something prevented this page from loading. Please try again in a moment.'}
          </p>
          <p>
            <Link to={backTo}>Back to {backLabel}</Link>
          </p>
        </div>
      </AboutLayout>
    );
  }
  return (
    <AboutLayout
      title={page.data.heading}
      subtitle={page.data.subHeading}
      crumbs={pageCrumbs('aboutChild', ...sectionCrumbs, { label: page.data.heading })}
    >
      <MarkerText text={page.data.text} />
      <p className="about-section">
        <Link to={backTo}>Back to {backLabel}</Link>
      </p>
    </AboutLayout>
  );
}
