// Blog cards: image, heading and subheading, linking to the persona or the article.
import { Link } from 'react-router';
import { mediaUrl } from '@/config/env';
import type { BlogCard } from '../api/get-blog-cards';

export function BlogCardList({ cards, label }: { cards: readonly BlogCard[]; label: string }) {
  return (
    <ul className="blog-cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.id} className="blog-card">
          <img src={mediaUrl(`articles/${card.id}.svg`)} alt="" width="800" height="450" loading="lazy" />
          <div className="blog-card__body">
            <h3>
              <Link to={card.path}>{card.article.heading}</Link>
            </h3>
            <p>{card.article.sub_heading}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
