// A service page (the /services/* catch-all, and the service pages the inventory names, such as
// /services/advisory): reads the path below /services from the address, loads
// /service/all/+services+{rest with / as +} and shows the service, its text and its children.
// One module for both languages: the service comes from the API in the page's language.
import { useLocation } from '@/lib/router';
import { PageHeader } from '@/components/page-header';
import { MarkerText } from '@/components/marker-text';
import { useApi } from '@/lib/use-api';
import { getServiceTree } from '@/lib/api/get-service-tree';
import { ServiceLoadState } from './components/load-state';
import { CardList, serviceCard } from '@/components/card-list';
import { displayHeading } from '@/lib/service-heading';
import { segmentName, serviceCrumbs } from './lib/service-text';
import { PAGES } from '@/lib/pages';
import { words } from './words';
import './components/service-sections.css';

export default function ServicePage() {
  // From the address, not the route's `*`: the named service pages have their own routes.
  const { pathname } = useLocation();
  const rest = pathname.startsWith(`${PAGES.services.path}/`) ? pathname.slice(PAGES.services.path.length + 1) : '';
  const segments = rest.split('/').filter((segment) => segment !== '');
  const permalink = ['services', ...segments].join('/');
  const { data, error, loading } = useApi((signal) => getServiceTree(permalink, signal), [permalink]);
  const parent = data?.parent;
  const fallbackTitle = segmentName(`/${permalink}`, segments.at(-1) ?? 'services');

  return (
    <>
      <PageHeader
        title={parent ? displayHeading(parent.heading) : fallbackTitle}
        subtitle={parent?.subHeading}
        crumbs={serviceCrumbs(segments, parent?.heading)}
      />
      <div className="container service-page">
        <ServiceLoadState loading={loading} error={error} />
        {parent && (
          <>
            <MarkerText className="marker-text service-page__intro service-page__section" text={parent.text} />
            {data.allChildren.length > 0 && (
              <section className="service-page__section" aria-labelledby="service-children-heading">
                <h2 id="service-children-heading">{words.explore(displayHeading(parent.heading))}</h2>
                <CardList items={data.allChildren.map((child) => serviceCard(child, child.perma_link))} />
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}
