// @vitest-environment jsdom
// When the app starts: at the visitor's first reach for the page, or else once the overlay's time
// is over and the browser is idle, and only once; the server's overlay goes at its time either way,
// and a start that fails is reported.
import { LOADING_OVERLAY_MS } from '@bindings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, INTENT_EVENTS, startWhenWanted } from './app-start';

let idle: { callback: IdleRequestCallback; options?: IdleRequestOptions }[];
let cancel: (() => void) | undefined;
let clock: { mockReturnValue: (value: number) => unknown };

function serverOverlay(): HTMLElement {
  document.body.innerHTML = '<div id="root"><div class="loading-overlay"></div><main><h1>Page</h1></main></div>';
  const overlay = document.querySelector<HTMLElement>('.loading-overlay');
  if (!overlay) throw new Error('no overlay');
  return overlay;
}

/** Starts watching at `now` (`performance.now()`). */
function watch(now: number, start: (firstDisplay: number) => unknown = () => undefined) {
  clock = vi.spyOn(performance, 'now').mockReturnValue(now);
  const spy = vi.fn(start);
  cancel = startWhenWanted(spy);
  return spy;
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => idle.push({ callback, options }));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});
afterEach(() => {
  cancel?.();
  cancel = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('startWhenWanted', () => {
  it.each(INTENT_EVENTS)('starts the app at the first %s, once', (type) => {
    const overlay = serverOverlay();
    const start = watch(100);
    expect(start).not.toHaveBeenCalled();
    clock.mockReturnValue(160);
    window.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(1);
    // The page's first display: when the entry ran.
    expect(start).toHaveBeenCalledWith(100);
    for (const again of INTENT_EVENTS) window.dispatchEvent(new Event(again));
    vi.advanceTimersByTime(LOADING_OVERLAY_MS);
    for (const { callback } of idle) callback({ didTimeout: false, timeRemaining: () => 10 });
    expect(start).toHaveBeenCalledTimes(1);
    // The overlay still goes at its time, the app's own drawing notwithstanding.
    expect(overlay.isConnected).toBe(false);
  });

  it('hears events on elements, where they start (capture)', () => {
    serverOverlay();
    const start = watch(0);
    const heading = document.querySelector('h1');
    heading?.addEventListener('keydown', (event) => {
      event.stopPropagation();
    });
    heading?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("without a reach, removes the server's overlay at its time, then starts when the browser is idle", () => {
    const overlay = serverOverlay();
    const start = watch(400);
    vi.advanceTimersByTime(LOADING_OVERLAY_MS - 1);
    expect(overlay.isConnected).toBe(true);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(overlay.isConnected).toBe(false);
    expect(start).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]?.options).toEqual({ timeout: IDLE_TIMEOUT_MS });
    clock.mockReturnValue(400 + LOADING_OVERLAY_MS + 250);
    idle[0]?.callback({ didTimeout: false, timeRemaining: () => 10 });
    expect(start).toHaveBeenCalledTimes(1);
    // The page's first display, from which the app's own timers count.
    expect(start).toHaveBeenCalledWith(400);
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('leaves an overlay the app has already replaced alone', () => {
    const overlay = serverOverlay();
    watch(0);
    const root = document.getElementById('root');
    const appOverlay = document.createElement('div');
    appOverlay.className = 'loading-overlay';
    root?.replaceChildren(appOverlay);
    vi.advanceTimersByTime(LOADING_OVERLAY_MS);
    expect(overlay.isConnected).toBe(false);
    expect(appOverlay.isConnected).toBe(true);
  });

  it('says so when the app could not be loaded, and leaves the server page', async () => {
    serverOverlay();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const start = watch(0, () => Promise.reject(new Error('chunk')));
    window.dispatchEvent(new Event('pointerdown'));
    vi.useRealTimers();
    await flush();
    expect(error).toHaveBeenCalledWith('The app could not be loaded', expect.any(Error));
    expect(document.querySelector('main h1')?.textContent).toBe('Page');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    serverOverlay();
    const start = watch(0);
    vi.advanceTimersByTime(LOADING_OVERLAY_MS);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
