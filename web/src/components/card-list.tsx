// The one card of the site (about children, careers, services, blog, IT categories, the home
// carousel): an image, a heading whose link covers the whole card, and a line of text. `CardList`
// lays cards out in a grid; a carousel places single `Card`s itself.
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import type { AboutChild, Service } from '@bindings';
import { mediaUrl } from '@/config/env';
import { displayHeading } from '@/lib/service-heading';
import './card-list.css';

export interface CardItem {
  /** A stable key (the item's `_id`). */
  id: string;
  heading: ReactNode;
  text: ReactNode;
  /** Where the card links. */
  to: string;
  /** The image's site address (a stored `image_url`, or `mediaUrl` of a stored `image`); none shows no image. */
  image?: string;
}

type HeadingLevel = 'h2' | 'h3';

export function Card({ item, as: Element = 'article', headingLevel = 'h3' }: { item: CardItem; as?: 'article' | 'li'; headingLevel?: HeadingLevel }) {
  const Heading = headingLevel;
  return (
    <Element className="card">
      {item.image !== undefined && item.image !== '' && (
        <img className="card__image" src={item.image} alt="" width="800" height="450" loading="lazy" />
      )}
      <div className="card__body">
        <Heading className="card__heading">
          <Link className="card__link" to={item.to}>
            {item.heading}
          </Link>
        </Heading>
        <p className="card__text">{item.text}</p>
      </div>
    </Element>
  );
}

export function CardList({ items, label, headingLevel }: { items: readonly CardItem[]; label?: string; headingLevel?: HeadingLevel }) {
  return (
    <ul className="card-list" aria-label={label}>
      {items.map((item) => (
        <Card key={item.id} item={item} as="li" headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

/** A service as a card: its heading with dashes as spaces, its subheading and its stored image. */
export function serviceCard(service: Service, to: string): CardItem {
  return { id: service._id, heading: displayHeading(service.heading), text: service.subHeading, to, image: service.image_url };
}

/**
 * An about child (an about section's child or a career opening) as a card linking to `to`. The
 * API's about children carry no image field yet, so the illustration is the one named after the
 * child's id (content/README).
 */
export function aboutChildCard(child: AboutChild, to: string): CardItem {
  return { id: child._id, heading: child.heading, text: child.subHeading, to, image: mediaUrl(`about/${child._id}.svg`) };
}
