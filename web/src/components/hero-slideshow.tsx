// The home hero: HERO_IMAGE_COUNT images, each shown for HERO_INTERVAL_MS, looping from the last
// to the first, with previous/next/pause controls and the four network profiles. Under
// prefers-reduced-motion it starts paused. The first image is the page's largest paint: loaded
// eagerly with high priority; the others load lazily. On the page the app starts on, the first
// image's time counts from the page's first display (lib/first-display.ts): the server showed it.
import { HERO_IMAGE_COUNT, HERO_INTERVAL_MS } from '@bindings';
import { useEffect, useState, type ReactNode } from 'react';
import { mediaUrl } from '@/config/env';
import { SocialLinks } from '@/components/social-links';
import { words } from '@/components/words';
import { timeLeft } from '@/lib/first-display';
import { useReducedMotion } from '@/lib/use-media-query';
import './hero-slideshow.css';

/** hero-1.svg .. hero-4.svg, described by `words.heroAlts` in order (read at render: French loads later). */
export function heroSlides() {
  return Array.from({ length: HERO_IMAGE_COUNT }, (_, index) => ({
    src: mediaUrl(`hero/hero-${index + 1}.svg`),
    alt: words.heroAlts[index] ?? '',
  }));
}

export function HeroSlideshow({ label = words.highlights, children }: { label?: string; children?: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // Until the slides first move (by the timer or by hand) or pause, the first image's time counts
  // from the page's first display, taken when its timer is set.
  const [first, setFirst] = useState(true);
  // null until the visitor presses pause or play: then their choice wins over the system setting.
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const playing = pausedByUser === null ? !reducedMotion : !pausedByUser;
  const slides = heroSlides();
  const count = slides.length;

  const go = (next: number) => {
    setFirst(false);
    setIndex((next + count) % count);
  };

  // One timer per shown slide: moving by hand restarts the full interval.
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setTimeout(() => {
      setFirst(false);
      setIndex((current) => (current + 1) % count);
    }, first ? timeLeft(HERO_INTERVAL_MS) : HERO_INTERVAL_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [index, playing, count, first]);

  return (
    <section className="hero" aria-roledescription={words.carouselRole} aria-label={label}>
      <div className="hero__slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={slide.src}
            className={`hero__slide${position === index ? ' hero__slide--current' : ''}`}
            role="group"
            aria-roledescription={words.slideRole}
            aria-label={words.slidePosition(position + 1, count)}
            aria-hidden={position !== index}
          >
            <img
              className="hero__image"
              src={slide.src}
              alt={slide.alt}
              width="1600"
              height="900"
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              decoding={position === 0 ? 'sync' : 'async'}
            />
          </div>
        ))}
      </div>
      <div className="hero__content container">{children}</div>
      <div className="hero__bar container">
        <div className="hero__controls">
          <button
            type="button"
            className="hero__control"
            aria-label={words.previousSlide}
            onClick={() => {
              go(index - 1);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
          <button
            type="button"
            className="hero__control"
            aria-label={playing ? words.pauseSlideshow : words.playSlideshow}
            onClick={() => {
              setFirst(false);
              setPausedByUser(playing);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              {playing ? <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" /> : <path d="M7 4l13 8-13 8z" fill="currentColor" />}
            </svg>
          </button>
          <button
            type="button"
            className="hero__control"
            aria-label={words.nextSlide}
            onClick={() => {
              go(index + 1);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            </svg>
          </button>
          <span className="hero__position" aria-hidden="true">
            {index + 1} / {count}
          </span>
        </div>
        <SocialLinks className="hero__social" label={words.ourProfiles} />
      </div>
    </section>
  );
}
