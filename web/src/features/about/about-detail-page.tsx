// An about detail page (/about/{id}, /about/{section}/{id}): heading, subheading and marker text
// from GET /about/{id}, or a clear not-found state. One module for both languages: the content
// comes from the API in the page's language, the interface words from words.ts.
import { Link, useParams } from '@/lib/router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { MarkerText } from '@/components/marker-text';
import { ApiError } from '@/lib/api-client';
import { pageWords } from '@/lib/i18n';
import { useApi } from '@/lib/use-api';
import { getAboutPage } from '@/lib/api/get-about-page';
import { AboutLayout } from './components/about-layout';
import type { Crumb } from '@/components/page-header';
import { PAGES, pageAt, pageCrumbs, type PageKey } from '@/lib/pages';
import { words } from './words';

export default function AboutDetailPage() {
  const { id = '', section } = useParams();
  const page = useApi((signal) => getAboutPage(id, signal), [id]);
  // The section page as the inventory names it (any about page can hold a child, as the server's
  // breadcrumb reads it too).
  const sectionPath = section ? `${PAGES.about.path}/${section}` : undefined;
  const sectionPage = sectionPath ? pageAt(sectionPath) : undefined;
  const sectionName = sectionPage ? pageWords(sectionPage.key as PageKey).crumb : section?.replace(/-/g, ' ');
  const sectionCrumbs: Crumb[] = sectionPath ? [{ label: sectionName ?? '', to: sectionPath }] : [];
  const backTo = sectionPath ?? PAGES.about.path;
  const back = words.backTo(sectionCrumbs[0]?.label ?? pageWords('about').crumb);
  const aboutTitle = pageWords('about').title;

  if (page.loading) {
    return (
      <AboutLayout title={aboutTitle} crumbs={pageCrumbs('aboutChild', ...sectionCrumbs)}>
        <LoadingIndicator />
      </AboutLayout>
    );
  }
  const notFound = (page.error instanceof ApiError && page.error.status === 404) || (!page.error && !page.data);
  if (notFound || page.error !== undefined || !page.data) {
    const title = notFound ? words.notFoundTitle : words.loadFailedTitle;
    return (
      <AboutLayout title={title} crumbs={pageCrumbs('aboutChild', ...sectionCrumbs, { label: title })}>
        <div className="about-notice" role={notFound ? undefined : 'alert'}>
          <p>{notFound ? words.notFoundText : words.loadFailedText}</p>
          <p>
            <Link to={backTo}>{back}</Link>
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
        <Link to={backTo}>{back}</Link>
      </p>
    </AboutLayout>
  );
}
