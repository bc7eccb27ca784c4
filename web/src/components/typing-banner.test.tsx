// @vitest-environment jsdom
// The typing banner types at 70 ms a letter, holds the word 1 s, deletes at 60 ms a letter and
// moves to the next word; screen readers get the whole word; reduced motion shows it still.
import { TYPING_DELAY_MS, TYPING_DELETE_SPEED_MS, TYPING_TYPE_SPEED_MS, TYPING_WORDS } from '@bindings';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMedia } from '@/testing/media-query-stub';
import { TypingBanner } from './typing-banner';

const typed = () => screen.getByTestId('typing-text').textContent;
// One millisecond at a time, so each step's effect schedules the next timer as in a browser.
const advance = (ms: number) => {
  for (let elapsed = 0; elapsed < ms; elapsed += 1) {
    act(() => {
      vi.advanceTimersByTime(1);
    });
  }
};

beforeEach(() => {
  // Exact clock: the steps are tens of milliseconds apart.
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TypingBanner', () => {
  it('uses the spec timings', () => {
    expect([TYPING_TYPE_SPEED_MS, TYPING_DELETE_SPEED_MS, TYPING_DELAY_MS]).toEqual([70, 60, 1000]);
    expect(TYPING_WORDS).toHaveLength(12);
  });

  it('types, holds, deletes and moves to the next word, looping', () => {
    stubMedia();
    render(<TypingBanner words={['Hi', 'Yo']} lead="We help with" />);
    expect(typed()).toBe('');
    advance(TYPING_TYPE_SPEED_MS - 1);
    expect(typed()).toBe('');
    advance(1);
    expect(typed()).toBe('H');
    advance(TYPING_TYPE_SPEED_MS);
    expect(typed()).toBe('Hi');
    // Held for the delay, then deleted letter by letter.
    advance(TYPING_DELAY_MS + TYPING_DELETE_SPEED_MS - 1);
    expect(typed()).toBe('Hi');
    advance(1);
    expect(typed()).toBe('H');
    advance(TYPING_DELETE_SPEED_MS);
    expect(typed()).toBe('');
    advance(TYPING_TYPE_SPEED_MS);
    expect(typed()).toBe('Y');
    advance(TYPING_TYPE_SPEED_MS);
    expect(typed()).toBe('Yo');
    advance(TYPING_DELAY_MS + 2 * TYPING_DELETE_SPEED_MS + TYPING_TYPE_SPEED_MS);
    expect(typed()).toBe('H');
  });

  it('gives screen readers the whole current word, not the animation', () => {
    stubMedia();
    const { container } = render(<TypingBanner words={TYPING_WORDS} />);
    advance(TYPING_TYPE_SPEED_MS * 3);
    const first = TYPING_WORDS[0];
    expect(typed()).toBe(first.slice(0, 3));
    expect(screen.getByTestId('typing-text').getAttribute('aria-hidden')).toBe('true');
    const hidden = container.querySelector('.visually-hidden');
    expect(hidden?.textContent).toBe(first);
    expect(hidden?.getAttribute('aria-live')).toBe('off');
    // After the first word is typed, held and deleted, the static text names the second.
    advance(TYPING_TYPE_SPEED_MS * (first.length - 3) + TYPING_DELAY_MS + TYPING_DELETE_SPEED_MS * first.length);
    expect(hidden?.textContent).toBe(TYPING_WORDS[1]);
  });

  it('shows the first word, still, under reduced motion', () => {
    stubMedia({ reducedMotion: true });
    const { container } = render(<TypingBanner words={TYPING_WORDS} />);
    expect(typed()).toBe(TYPING_WORDS[0]);
    advance(10_000);
    expect(typed()).toBe(TYPING_WORDS[0]);
    expect(container.querySelector('.typing-banner__cursor')).toBeNull();
  });
});
