// Articles and tools: the service's text, its children and the way to the newsletters and
// economic letter. One module for both languages: the service comes from the API in the page's
// language, the interface words from words.ts.
import { LinkButton } from '@/components/button';
import { MarkerText } from '@/components/marker-text';
import { PageHeader } from '@/components/page-header';
import { useApi } from '@/lib/use-api';
import { getServiceTree } from '@/lib/api/get-service-tree';
import { ServiceLoadState } from './components/load-state';
import { CardList, serviceCard } from '@/components/card-list';
import { displayHeading } from '@/lib/service-heading';
import './components/service-sections.css';
import { PAGES, pageCrumbs } from '@/lib/pages';
import { words } from './words';

const PERMALINK = 'services/articles-and-tools';
const NEWSLETTERS_PATH = PAGES.newsletters.path;

export default function ArticlesAndToolsPage() {
  const { data, error, loading } = useApi((signal) => getServiceTree(PERMALINK, signal), []);
  const parent = data?.parent;
  const title = parent ? displayHeading(parent.heading) : words.articlesTitle;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={parent?.subHeading}
        crumbs={pageCrumbs('service', { label: title })}
      />
      <div className="container service-page">
        <ServiceLoadState loading={loading} error={error} />
        {parent && <MarkerText className="marker-text service-page__intro service-page__section" text={parent.text} />}
        <section className="service-page__section service-page__callout" aria-labelledby="newsletters-heading">
          <h2 id="newsletters-heading">{words.newslettersHeading}</h2>
          <p>{words.newslettersText}</p>
          <LinkButton to={NEWSLETTERS_PATH}>{words.readNewsletters}</LinkButton>
        </section>
        {data && data.allChildren.length > 0 && (
          <section className="service-page__section" aria-labelledby="tools-heading">
            <h2 id="tools-heading">{words.toolsHeading}</h2>
            <CardList items={data.allChildren.map((child) => serviceCard(child, child.perma_link))} />
          </section>
        )}
      </div>
    </>
  );
}
