// The services list: one card per top-level service (heading and subheading), each linking to
// '/services/' plus its lowercased heading.
import { PageHeader } from '@/components/page-header';
import { useApi } from '@/lib/use-api';
import { getServices } from '@/lib/api/get-services';
import { ServiceLoadState } from './components/load-state';
import { CardList, serviceCard } from '@/components/card-list';
import { serviceListLink } from '@/lib/service-heading';
import './components/service-sections.css';
import { PAGES, pageCrumbs } from '@/lib/pages';

export default function ServicesPage() {
  const { data, error, loading } = useApi(getServices, 'services');
  return (
    <>
      <PageHeader
        title={PAGES.services.title}
        subtitle="Advice, financing and digital tools for entrepreneurs across Canada."
        crumbs={pageCrumbs('services')}
      />
      <div className="container service-page">
        <ServiceLoadState loading={loading} error={error} />
        {data && (
          <section className="service-page__section" aria-labelledby="services-list-heading">
            <h2 id="services-list-heading">What we can do for your business</h2>
            <CardList items={data.map((service) => serviceCard(service, serviceListLink(service.heading)))} />
          </section>
        )}
      </div>
    </>
  );
}
