// The group's services as cards (What we do): heading and subHeading, linking to
// '/services/' plus the lowercased heading.
import type { Service } from '@bindings';
import { Link } from 'react-router';
import './child-card-list.css';
import { PAGES } from '@/lib/pages';

export function servicePath(service: Pick<Service, 'heading'>): string {
  return `${PAGES.services.path}/${service.heading.toLowerCase()}`;
}

export function ServiceCardList({ services }: { services: readonly Service[] }) {
  return (
    <ul className="child-cards" aria-label="Our services">
      {services.map((service) => (
        <li key={service._id} className="child-card">
          <img className="child-card__image" src={service.image_url} alt="" width="800" height="450" loading="lazy" />
          <div className="child-card__body">
            <h3 className="child-card__heading">
              <Link to={servicePath(service)} className="child-card__link">
                {service.heading}
              </Link>
            </h3>
            <p className="child-card__text">{service.subHeading}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
