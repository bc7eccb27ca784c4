// The services list: one card per top-level service (heading and subheading), each linking to
// '/services/' plus its lowercased heading. One module for both languages: on a French page the
// headings are French ('Services-conseils'), so a card links by the service's id, the English
// heading's slug.
import { PageHeader } from '@/components/page-header';
import { pageWords, useLang } from '@/lib/i18n';
import { useApi } from '@/lib/use-api';
import { getServices } from '@/lib/api/get-services';
import { ServiceLoadState } from './components/load-state';
import { CardList, serviceCard } from '@/components/card-list';
import { serviceListLink } from '@/lib/service-heading';
import './components/service-sections.css';
import { pageCrumbs } from '@/lib/pages';
import { words } from './words';

export default function ServicesPage() {
  const lang = useLang();
  const { data, error, loading } = useApi(getServices, []);
  return (
    <>
      <PageHeader title={pageWords('services').title} subtitle={words.listSubtitle} crumbs={pageCrumbs('services')} />
      <div className="container service-page">
        <ServiceLoadState loading={loading} error={error} />
        {data && (
          <section className="service-page__section" aria-labelledby="services-list-heading">
            <h2 id="services-list-heading">{words.listHeading}</h2>
            <CardList
              items={data.map((service) => serviceCard(service, serviceListLink(lang === 'en' ? service.heading : service._id)))}
            />
          </section>
        )}
      </div>
    </>
  );
}
