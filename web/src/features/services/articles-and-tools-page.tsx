// Articles and tools: the service's text, its children and the way to the newsletters and
// economic letter.
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

const PERMALINK = 'services/articles-and-tools';
const NEWSLETTERS_PATH = PAGES.newsletters.path;

export default function ArticlesAndToolsPage() {
  const { data, error, loading } = useApi((signal) => getServiceTree(PERMALINK, signal), PERMALINK);
  const parent = data?.parent;
  const title = parent ? displayHeading(parent.heading) : 'Articles And Tools';

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
          <h2 id="newsletters-heading">Newsletters and economic letter</h2>
          <p>
            Read our latest newsletters and economic letters: regional trends, financing news and practical tips for
            Canadian entrepreneurs, and subscribe to receive them by email.
          </p>
          <LinkButton to={NEWSLETTERS_PATH}>Read the newsletters</LinkButton>
        </section>
        {data && data.allChildren.length > 0 && (
          <section className="service-page__section" aria-labelledby="tools-heading">
            <h2 id="tools-heading">Articles, guides and tools</h2>
            <CardList items={data.allChildren.map((child) => serviceCard(child, child.perma_link))} />
          </section>
        )}
      </div>
    </>
  );
}
