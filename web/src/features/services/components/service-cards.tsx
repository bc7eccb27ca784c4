// A grid of service cards: each shows the heading (dashes as spaces), the subheading and links
// to the service's page. The whole card is clickable through its heading link.
import { Link } from 'react-router';
import type { Service } from '@bindings';
import { displayHeading } from '@/lib/service-heading';
import './service-cards.css';

export interface ServiceCardItem {
  service: Service;
  to: string;
}

export function ServiceCards({ items, headingLevel = 'h3' }: { items: ServiceCardItem[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className="service-cards">
      {items.map(({ service, to }) => (
        <li key={service._id} className="service-card">
          {service.image_url && (
            <img className="service-card__image" src={service.image_url} alt="" width="800" height="450" loading="lazy" />
          )}
          <div className="service-card__body">
            <Heading className="service-card__heading">
              <Link className="service-card__link" to={to}>
                {displayHeading(service.heading)}
              </Link>
            </Heading>
            <p className="service-card__text">{service.subHeading}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Children of a service: each card links to the child's own permalink. */
export function childCards(children: Service[]): ServiceCardItem[] {
  return children.map((service) => ({ service, to: service.perma_link }));
}
