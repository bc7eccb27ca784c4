// What is left of a time counted from the current page's first display: on the page the app
// started on, the time it was shown before; on any later page, all of it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStarted, firstPageLeft, timeLeft } from './first-display';

afterEach(() => {
  firstPageLeft();
  vi.restoreAllMocks();
});

describe('timeLeft', () => {
  it('is the whole time before the app says when it started, and after the first page is left', () => {
    expect(timeLeft(2000)).toBe(2000);
    appStarted(500);
    firstPageLeft();
    expect(timeLeft(2000)).toBe(2000);
  });

  it("counts from the first page's first display, then runs down with the clock to nothing", () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(10_000);
    // First displayed 1.2 s before now.
    appStarted(10_000 - 1200);
    expect(timeLeft(2000)).toBe(800);
    expect(timeLeft(8000)).toBe(6800);
    now.mockReturnValue(10_500);
    expect(timeLeft(2000)).toBe(300);
    now.mockReturnValue(12_000);
    expect(timeLeft(2000)).toBe(0);
    expect(timeLeft(8000)).toBe(4800);
  });
});
