// The home services carousel: one card per top-level service (heading, subheading), linking to
// '/services/' plus the lowercased heading (spec §2 "Services list cards"). 5 cards at
// 3000-4000 px, 3 at 1024-3000 px, 1 below (HOME_CAROUSEL_BREAKPOINTS).
import { HOME_CAROUSEL_BREAKPOINTS } from '@bindings';
import { Link } from 'react-router';
import { Card, serviceCard } from '@/components/card-list';
import { Carousel, byBreakpoints } from '@/components/carousel';
import { LoadingIndicator } from '@/components/loading-indicator';
import { serviceListLink } from '@/lib/service-heading';
import { useApi } from '@/lib/use-api';
import { getServices } from '@/lib/api/get-services';
import { PAGES } from '@/lib/pages';

export const homeItemsPerView = byBreakpoints(HOME_CAROUSEL_BREAKPOINTS);

export function ServicesCarousel() {
  const { data, error, loading } = useApi((signal) => getServices(signal), 'home-services');
  const services = data ?? [];
  return (
    <section className="home-section home-services" aria-labelledby="home-services-heading">
      <div className="container">
        <h2 id="home-services-heading" className="home-section__heading">
          Our services
        </h2>
        <p className="home-section__lead">
          From your first business plan to your first acquisition, our advisors work with you at every stage.
        </p>
        {loading && <LoadingIndicator />}
        {error !== undefined && (
          <p role="alert">
            Our services could not be loaded just now. <Link to={PAGES.services.path}>See all our services</Link>.
          </p>
        )}
        {services.length > 0 && (
          <Carousel
            label="Our services"
            itemsPerView={homeItemsPerView}
            loop
            items={services.map((service) => (
              <Card key={service._id} item={serviceCard(service, serviceListLink(service.heading))} />
            ))}
          />
        )}
      </div>
    </section>
  );
}
