// @vitest-environment jsdom
// The shared carousel: items per view by viewport width, previous/next with and without looping,
// autoplay (paused on hover and focus, off under reduced motion), slide labels.
import { HOME_CAROUSEL_BREAKPOINTS } from '@bindings';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, byBreakpoints } from './carousel';
import { stubMedia } from '@/testing/media-query-stub';

const items = (count: number) => Array.from({ length: count }, (_, i) => <p key={i}>Item {i + 1}</p>);
const slides = () => screen.getAllByRole('group', { hidden: true }).filter((el) => el.getAttribute('aria-roledescription') === 'slide');
const visible = () => slides().filter((slide) => slide.getAttribute('aria-hidden') === 'false').map((slide) => slide.textContent);
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};
const homePerView = byBreakpoints(HOME_CAROUSEL_BREAKPOINTS);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('byBreakpoints with the home breakpoints', () => {
  it('gives 5 items at 3000-4000 px, 3 at 1024-3000 px and 1 below 1024 px', () => {
    expect([4000, 3500, 3000, 2999, 1500, 1024, 1023, 320].map(homePerView)).toEqual([5, 5, 5, 3, 3, 3, 1, 1]);
  });
});

describe('Carousel', () => {
  it('is a labelled carousel of "n of m" slides', () => {
    stubMedia();
    render(<Carousel label="Our services" items={items(3)} />);
    expect(screen.getByRole('region', { name: 'Our services' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('shows as many items as the width asks for, following resizes', () => {
    const media = stubMedia({ width: 3500 });
    render(<Carousel label="Services" items={items(7)} itemsPerView={homePerView} />);
    expect(visible()).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5']);
    act(() => {
      media.setWidth(2000);
    });
    expect(visible()).toEqual(['Item 1', 'Item 2', 'Item 3']);
    act(() => {
      media.setWidth(800);
    });
    expect(visible()).toEqual(['Item 1']);
    // Hidden slides are out of the tab order too.
    expect(slides()[1]?.hasAttribute('inert')).toBe(true);
  });

  it('moves one item at a time and stops at the ends without loop', () => {
    stubMedia({ width: 2000 });
    const onChange = vi.fn();
    render(<Carousel label="Services" items={items(5)} itemsPerView={homePerView} onChange={onChange} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toHaveProperty('disabled', true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(visible()).toEqual(['Item 3', 'Item 4', 'Item 5']);
    expect(next).toHaveProperty('disabled', true);
    expect(onChange.mock.calls).toEqual([[1], [2]]);
    fireEvent.click(previous);
    expect(visible()).toEqual(['Item 2', 'Item 3', 'Item 4']);
  });

  it('wraps both ways with loop', () => {
    stubMedia();
    const onChange = vi.fn();
    render(<Carousel label="Categories" items={items(3)} loop onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(visible()).toEqual(['Item 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(visible()).toEqual(['Item 1']);
    expect(onChange.mock.calls).toEqual([[2], [0]]);
  });

  it('starts on the initial item and follows a new initial', () => {
    stubMedia();
    const { rerender } = render(<Carousel label="Categories" items={items(4)} initial={2} />);
    expect(visible()).toEqual(['Item 3']);
    rerender(<Carousel label="Categories" items={items(4)} initial={1} />);
    expect(visible()).toEqual(['Item 2']);
  });

  it('autoplays, looping from the last item to the first', () => {
    stubMedia();
    const onChange = vi.fn();
    render(<Carousel label="Portfolio" items={items(3)} loop autoplayMs={6000} onChange={onChange} />);
    advance(5999);
    expect(visible()).toEqual(['Item 1']);
    advance(1);
    expect(visible()).toEqual(['Item 2']);
    advance(6000);
    expect(visible()).toEqual(['Item 3']);
    advance(6000);
    expect(visible()).toEqual(['Item 1']);
    expect(onChange.mock.calls).toEqual([[1], [2], [0]]);
  });

  it('does not autoplay past the end without loop', () => {
    stubMedia();
    render(<Carousel label="Portfolio" items={items(2)} autoplayMs={1000} />);
    advance(1000);
    expect(visible()).toEqual(['Item 2']);
    advance(5000);
    expect(visible()).toEqual(['Item 2']);
  });

  it('pauses while hovered or focused, and with the stop button', () => {
    stubMedia();
    render(<Carousel label="Portfolio" items={items(3)} loop autoplayMs={1000} />);
    const region = screen.getByRole('region', { name: 'Portfolio' });
    fireEvent.mouseEnter(region);
    advance(3000);
    expect(visible()).toEqual(['Item 1']);
    fireEvent.mouseLeave(region);
    advance(1000);
    expect(visible()).toEqual(['Item 2']);
    fireEvent.focus(screen.getByRole('button', { name: 'Next' }));
    advance(3000);
    expect(visible()).toEqual(['Item 2']);
    fireEvent.blur(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    advance(3000);
    expect(visible()).toEqual(['Item 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(1000);
    expect(visible()).toEqual(['Item 3']);
  });

  it('never autoplays under reduced motion', () => {
    stubMedia({ reducedMotion: true });
    render(<Carousel label="Portfolio" items={items(3)} loop autoplayMs={1000} />);
    advance(5000);
    expect(visible()).toEqual(['Item 1']);
    expect(screen.queryByRole('button', { name: 'Stop automatic slide show' })).toBeNull();
  });
});
