// A carousel of items (home services, portfolio categories, IT solution categories): shows
// `itemsPerView` items at once (a number, or a function of the viewport width), moves one item at
// a time with previous/next buttons, optionally loops and autoplays. Autoplay pauses while the
// pointer is over it or focus is inside, stops with the pause button, and never starts under
// prefers-reduced-motion. WAI-ARIA carousel pattern: each item is a labelled "n of m" slide.
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useReducedMotion, useViewportWidth } from '@/lib/use-media-query';
import { words } from '@/components/words';
import './carousel.css';

export interface CarouselProps {
  /** What the carousel shows, for screen readers. */
  label: string;
  items: ReactNode[];
  /** Items visible at once, or a function of the viewport width in px. */
  itemsPerView?: number | ((width: number) => number);
  /** Advance by itself every this many ms (stopped under reduced motion). */
  autoplayMs?: number;
  /** Wrap from the last item to the first and back. */
  loop?: boolean;
  /** Index of the first item shown. */
  initial?: number;
  onChange?: (index: number) => void;
}

/** Items per view from (min width, items) pairs in decreasing width order, e.g. HOME_CAROUSEL_BREAKPOINTS. */
export function byBreakpoints(breakpoints: readonly (readonly [number, number])[]): (width: number) => number {
  return (width) => breakpoints.find(([minWidth]) => width >= minWidth)?.[1] ?? 1;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function Carousel({ label, items, itemsPerView = 1, autoplayMs, loop = false, initial = 0, onChange }: CarouselProps) {
  const width = useViewportWidth();
  const reducedMotion = useReducedMotion();
  const trackId = useId();
  const count = items.length;
  const wanted = typeof itemsPerView === 'function' ? itemsPerView(width) : itemsPerView;
  const perView = clamp(Math.floor(wanted), 1, Math.max(count, 1));
  const lastStart = Math.max(count - perView, 0);

  const [index, setIndex] = useState(initial);
  // A new `initial` from the caller (e.g. a preselected category once data arrives) moves there.
  const [seenInitial, setSeenInitial] = useState(initial);
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    setIndex(initial);
  }
  const current = clamp(index, 0, lastStart);

  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const canAutoplay = autoplayMs !== undefined && autoplayMs > 0 && !reducedMotion && lastStart > 0;
  const playing = canAutoplay && !stopped && !hovered && !focused;

  // The latest onChange, so a caller's inline function does not restart the autoplay timer.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const go = (next: number) => {
    let target = next;
    if (next > lastStart) target = loop ? 0 : lastStart;
    if (next < 0) target = loop ? lastStart : 0;
    setIndex(target);
    if (target !== current) onChange?.(target);
  };

  useEffect(() => {
    if (!playing || (!loop && current >= lastStart)) return;
    const timer = setTimeout(() => {
      const next = current >= lastStart ? 0 : current + 1;
      setIndex(next);
      onChangeRef.current?.(next);
    }, autoplayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [playing, loop, current, lastStart, autoplayMs]);

  const atStart = !loop && current === 0;
  const atEnd = !loop && current >= lastStart;

  return (
    <section
      className="carousel"
      aria-roledescription={words.carouselRole}
      aria-label={label}
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="carousel__controls">
        {canAutoplay && (
          <button
            type="button"
            className="carousel__button"
            aria-label={stopped ? words.startAutoplay : words.stopAutoplay}
            onClick={() => {
              setStopped(!stopped);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              {stopped ? <path d="M7 4l13 8-13 8z" fill="currentColor" /> : <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" />}
            </svg>
          </button>
        )}
        <button
          type="button"
          className="carousel__button"
          aria-label={words.previous}
          aria-controls={trackId}
          disabled={atStart || count <= perView}
          onClick={() => {
            go(current - 1);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
        <button
          type="button"
          className="carousel__button"
          aria-label={words.next}
          aria-controls={trackId}
          disabled={atEnd || count <= perView}
          onClick={() => {
            go(current + 1);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      </div>
      <div className="carousel__viewport">
        <div
          id={trackId}
          className="carousel__track"
          aria-live={playing ? 'off' : 'polite'}
          style={{ '--carousel-per-view': perView, '--carousel-index': current } as CSSProperties}
        >
          {items.map((item, position) => {
            const visible = position >= current && position < current + perView;
            return (
              <div
                // Items are positional: the caller's order is the carousel's order.
                key={position}
                className="carousel__slide"
                role="group"
                aria-roledescription={words.slideRole}
                aria-label={words.slidePosition(position + 1, count)}
                aria-hidden={!visible}
                inert={!visible}
              >
                {item}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
