// The home services carousel: one card per top-level service (heading, subheading), linking to
// '/services/' plus the lowercased heading (the old site's card links); on the French home
// the heading is French, so a card links by the service's id, the English heading's slug. 5 cards
// at 3000-4000 px, 3 at 1024-3000 px, 1 below (HOME_CAROUSEL_BREAKPOINTS).
import { HOME_CAROUSEL_BREAKPOINTS } from '@bindings';
import { Link } from '@/lib/router';
import { Card, serviceCard } from '@/components/card-list';
import { Carousel, byBreakpoints } from '@/components/carousel';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useLang } from '@/lib/i18n';
import { serviceListLink } from '@/lib/service-heading';
import { useApi } from '@/lib/use-api';
import { getServices } from '@/lib/api/get-services';
import { PAGES } from '@/lib/pages';
import { words } from '../words';
import { HomeSection } from './home-section';

export const homeItemsPerView = byBreakpoints(HOME_CAROUSEL_BREAKPOINTS);

export function ServicesCarousel() {
  const lang = useLang();
  const { data, error, loading } = useApi((signal) => getServices(signal), []);
  const services = data ?? [];
  return (
    <HomeSection name="services" heading={words.servicesHeading} lead={words.servicesLead}>
      {loading && <LoadingIndicator />}
      {error !== undefined && (
        <p role="alert">
          {words.servicesFailed} <Link to={PAGES.services.path}>{words.seeAllServices}</Link>.
        </p>
      )}
      {services.length > 0 && (
        <Carousel
          label={words.servicesHeading}
          itemsPerView={homeItemsPerView}
          loop
          items={services.map((service) => (
            <Card key={service._id} item={serviceCard(service, serviceListLink(lang === 'en' ? service.heading : service._id))} />
          ))}
        />
      )}
    </HomeSection>
  );
}
