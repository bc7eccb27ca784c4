// The career openings as cards, each linking to /about/careers/{id}.
import type { AboutChild } from '@bindings';
import { Link } from 'react-router';
import { mediaUrl } from '@/config/env';
import { pagePath } from '@/lib/pages';

export function CareerCardList({ items }: { items: readonly AboutChild[] }) {
  return (
    <ul className="careers-cards" aria-label="Open positions">
      {items.map((item) => (
        <li key={item._id} className="careers-card">
          <img src={mediaUrl(`about/${item._id}.svg`)} alt="" width="800" height="450" loading="lazy" />
          <div className="careers-card__body">
            <h3>
              <Link to={pagePath('career', encodeURIComponent(item._id))}>{item.heading}</Link>
            </h3>
            <p>{item.subHeading}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
