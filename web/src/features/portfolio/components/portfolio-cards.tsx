// The projects of one category: PORTFOLIO_INITIAL_CARDS at first, 'view more' adds
// PORTFOLIO_CARDS_STEP more and hides itself once every project is shown. After 'view more', focus
// moves to the first newly shown project so keyboard users continue where the new content starts.
import { useEffect, useRef, useState } from 'react';
import { PORTFOLIO_CARDS_STEP, PORTFOLIO_INITIAL_CARDS, type PortfolioItem } from '@bindings';
import { Button } from '@/components/button';
import { MarkerText } from '@/components/marker-text';
import { words } from '../words';
import { portfolioImage } from './portfolio-media';
import './portfolio-cards.css';

export function PortfolioCards({ items, idPrefix }: { items: PortfolioItem[]; idPrefix: string }) {
  const [shown, setShown] = useState(PORTFOLIO_INITIAL_CARDS);
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined);
  const cards = useRef<(HTMLElement | null)[]>([]);
  const visible = items.slice(0, shown);

  useEffect(() => {
    if (focusIndex !== undefined) cards.current[focusIndex]?.focus();
  }, [focusIndex]);

  return (
    <div className="portfolio-cards">
      <ul className="portfolio-cards__list">
        {visible.map((item, index) => {
          const headingId = `${idPrefix}-project-${index}`;
          return (
            <li key={`${item.heading}-${index}`}>
              <article
                className="portfolio-card"
                aria-labelledby={headingId}
                tabIndex={-1}
                ref={(element) => {
                  cards.current[index] = element;
                }}
              >
                <img
                  className="portfolio-card__image"
                  src={portfolioImage(item.image)}
                  alt=""
                  width="800"
                  height="450"
                  loading="lazy"
                />
                <div className="portfolio-card__body">
                  <h3 id={headingId} className="portfolio-card__heading">
                    {item.heading}
                  </h3>
                  <p className="portfolio-card__sub">{item.sub_heading}</p>
                  <MarkerText className="marker-text portfolio-card__text" text={item.text_data} />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <p className="portfolio-cards__count" aria-live="polite">
        {words.showing(visible.length, items.length)}
      </p>
      {shown < items.length && (
        <Button
          type="button"
          tone="light"
          onClick={() => {
            setFocusIndex(shown);
            setShown(shown + PORTFOLIO_CARDS_STEP);
          }}
        >
          {words.viewMore}
        </Button>
      )}
    </div>
  );
}
