// @vitest-environment jsdom
// The hero slideshow: 8 s per image, 0 → 1 → 2 → 3 → 0, controls, reduced motion, LCP image.
import { HERO_IMAGE_COUNT, HERO_INTERVAL_MS, SOCIAL_PROFILES } from '@bindings';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStarted, firstPageLeft } from '@/lib/first-display';
import { HeroSlideshow } from './hero-slideshow';
import { stubMedia } from '@/testing/media-query-stub';

const slides = () => screen.getAllByRole('group', { hidden: true }).filter((el) => el.getAttribute('aria-roledescription') === 'slide');
const currentIndex = () => slides().findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  // Exact clock: no real time leaks into the measured intervals.
  vi.useFakeTimers();
});
afterEach(() => {
  firstPageLeft();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HeroSlideshow', () => {
  it('shows the four images, the first eager with high priority and the others lazy', () => {
    stubMedia();
    render(<HeroSlideshow />);
    const images = slides().map((slide) => slide.querySelector('img'));
    expect(images).toHaveLength(HERO_IMAGE_COUNT);
    expect(images.map((img) => img?.getAttribute('src'))).toEqual(['/media/hero/hero-1.svg', '/media/hero/hero-2.svg', '/media/hero/hero-3.svg', '/media/hero/hero-4.svg']);
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    for (const img of images.slice(1)) expect(img?.getAttribute('loading')).toBe('lazy');
    for (const img of images) {
      expect(img?.getAttribute('alt')).not.toBe('');
      expect(img?.getAttribute('width')).toBe('1600');
      expect(img?.getAttribute('height')).toBe('900');
    }
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
  });

  it('advances every 8 seconds and loops from the last image to the first', () => {
    stubMedia();
    render(<HeroSlideshow />);
    expect(currentIndex()).toBe(0);
    advance(HERO_INTERVAL_MS - 1);
    expect(currentIndex()).toBe(0);
    advance(1);
    expect(currentIndex()).toBe(1);
    advance(HERO_INTERVAL_MS);
    expect(currentIndex()).toBe(2);
    advance(HERO_INTERVAL_MS);
    expect(currentIndex()).toBe(3);
    advance(HERO_INTERVAL_MS);
    expect(currentIndex()).toBe(0);
  });

  it("on the page the app starts on, the first image's 8 s count from the page's first display, then every image has 8 s", () => {
    stubMedia();
    vi.spyOn(performance, 'now').mockReturnValue(20_000);
    appStarted(20_000 - 2600);
    render(<HeroSlideshow />);
    advance(HERO_INTERVAL_MS - 2600 - 1);
    expect(currentIndex()).toBe(0);
    advance(1);
    expect(currentIndex()).toBe(1);
    advance(HERO_INTERVAL_MS - 1);
    expect(currentIndex()).toBe(1);
    advance(1);
    expect(currentIndex()).toBe(2);
  });

  it('gives the first image its whole time again after a pause, even on the first page', () => {
    stubMedia();
    vi.spyOn(performance, 'now').mockReturnValue(20_000);
    appStarted(20_000 - 2600);
    render(<HeroSlideshow />);
    const pause = screen.getByRole('button', { name: 'Pause slideshow' });
    fireEvent.click(pause);
    advance(HERO_INTERVAL_MS * 2);
    expect(currentIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(HERO_INTERVAL_MS - 1);
    expect(currentIndex()).toBe(0);
    advance(1);
    expect(currentIndex()).toBe(1);
  });

  it('moves with previous and next, wrapping both ways, and restarts the interval', () => {
    stubMedia();
    render(<HeroSlideshow />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentIndex()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentIndex()).toBe(0);
    advance(HERO_INTERVAL_MS / 2);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    advance(HERO_INTERVAL_MS - 1);
    expect(currentIndex()).toBe(1);
    advance(1);
    expect(currentIndex()).toBe(2);
  });

  it('stops with pause and goes on with play', () => {
    stubMedia();
    render(<HeroSlideshow />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(HERO_INTERVAL_MS * 3);
    expect(currentIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(HERO_INTERVAL_MS);
    expect(currentIndex()).toBe(1);
  });

  it('starts paused under prefers-reduced-motion', () => {
    stubMedia({ reducedMotion: true });
    render(<HeroSlideshow />);
    advance(HERO_INTERVAL_MS * 2);
    expect(currentIndex()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });

  it('links to the four network profiles in a new tab', () => {
    stubMedia();
    render(<HeroSlideshow />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SOCIAL_PROFILES.map(([, href]) => href));
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(SOCIAL_PROFILES.map(([name]) => `${name} (opens in a new tab)`));
  });
});
