// What we do's services: one card per top-level service from GET /service/all, in the page's
// language. A card links to the English address: '/services/' plus the lowercased heading (as on
// the old site), which is the service's id; on a French page the heading is French
// ('Services-conseils'), so the link is built from the id.
import { LoadingIndicator } from '@/components/loading-indicator';
import { CardList, serviceCard } from '@/components/card-list';
import { useLang } from '@/lib/i18n';
import { useApi } from '@/lib/use-api';
import { getServices } from '@/lib/api/get-services';
import { serviceListLink } from '@/lib/service-heading';
import { words } from '../words';

export function WhatWeDoServices() {
  const lang = useLang();
  const services = useApi((signal) => getServices(signal), []);
  return (
    <section className="about-section" aria-labelledby="what-we-do-services">
      <h2 id="what-we-do-services">{words.servicesHeading}</h2>
      {services.loading ? (
        <LoadingIndicator />
      ) : services.data && services.data.length > 0 ? (
        <CardList
          items={services.data.map((service) =>
            serviceCard(service, serviceListLink(lang === 'en' ? service.heading : service._id)),
          )}
          label={words.servicesHeading}
        />
      ) : (
        <p className="about-notice">{words.servicesUnavailable}</p>
      )}
    </section>
  );
}
