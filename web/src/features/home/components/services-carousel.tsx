// The home services carousel: one card per top-level service (heading, subheading), linking to
// '/services/' plus the lowercased heading (spec §2 "Services list cards"). 5 cards at
// 3000-4000 px, 3 at 1024-3000 px, 1 below (HOME_CAROUSEL_BREAKPOINTS).
import { HOME_CAROUSEL_BREAKPOINTS, type Service } from '@bindings';
import { Link } from 'react-router';
import { Carousel, byBreakpoints } from '@/components/carousel';
import { LoadingIndicator } from '@/components/loading-indicator';
import { displayHeading } from '@/lib/service-heading';
import { useApi } from '@/lib/use-api';
import { getServices } from '@/lib/api/get-services';

export const homeItemsPerView = byBreakpoints(HOME_CAROUSEL_BREAKPOINTS);

/** The link of a service card: '/services/' plus the lowercased heading. */
export function serviceCardLink(service: Pick<Service, 'heading'>): string {
  return `/services/${service.heading.toLowerCase()}`;
}

function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="service-card">
      <img className="service-card__image" src={service.image_url} alt="" width="800" height="450" loading="lazy" />
      <div className="service-card__body">
        <h3 className="service-card__heading">
          <Link className="service-card__link" to={serviceCardLink(service)}>
            {displayHeading(service.heading)}
          </Link>
        </h3>
        <p>{service.subHeading}</p>
      </div>
    </article>
  );
}

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
            Our services could not be loaded just now. <Link to="/services">See all our services</Link>.
          </p>
        )}
        {services.length > 0 && (
          <Carousel
            label="Our services"
            itemsPerView={homeItemsPerView}
            loop
            items={services.map((service) => (
              <ServiceCard key={service._id} service={service} />
            ))}
          />
        )}
      </div>
    </section>
  );
}
