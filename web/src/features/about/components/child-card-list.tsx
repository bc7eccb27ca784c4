// The child cards of an about section, each linking to {base path}/{child id}.
import type { AboutChild } from '@bindings';
import { Link } from 'react-router';
import { mediaUrl } from '@/config/env';
import './child-card-list.css';

/** `{base}/{id}`, without a doubled slash when the base ends with one. */
export function childPath(base: string, id: string): string {
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;
}

interface ChildCardListProps {
  items: readonly AboutChild[];
  /** The path the cards link under: the current page's path. */
  basePath: string;
  /** What the list holds, for screen readers. */
  label: string;
}

export function ChildCardList({ items, basePath, label }: ChildCardListProps) {
  return (
    <ul className="child-cards" aria-label={label}>
      {items.map((item) => (
        <li key={item._id} className="child-card">
          {/* Each about child has an illustration named after its id (content/README). */}
          <img
            className="child-card__image"
            src={mediaUrl(`about/${item._id}.svg`)}
            alt=""
            width="800"
            height="450"
            loading="lazy"
          />
          <div className="child-card__body">
            <h3 className="child-card__heading">
              <Link to={childPath(basePath, item._id)} className="child-card__link">
                {item.heading}
              </Link>
            </h3>
            <p className="child-card__text">{item.subHeading}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
