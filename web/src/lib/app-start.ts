// When the app starts (no long task at start: docs/decisions/0017-the-first-load.md). Evaluating
// React's DOM renderer is one task of tens of milliseconds that nothing can split (four times that
// on a mid-range phone), and the app's first render follows it. The server's document already is
// the page (its first screen as the app draws it, the loading overlay over it, links that work
// without the app), so the app is started when it is wanted: as soon as the visitor reaches for the
// page (moves the pointer, touches, scrolls, presses a key, focuses something), or else when the
// overlay's time is over and the browser is idle. The page's load (its first paint, its largest
// image) never waits behind the app, and a visitor who reaches for the page early has it as early
// as before.
import { LOADING_OVERLAY_MS } from '@bindings/constants';

/** What counts as reaching for the page. */
export const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;
/** The longest the app waits for an idle moment once the overlay's time is over. */
export const IDLE_TIMEOUT_MS = 1000;
/** The server's overlay in its document (`crates/server/src/ssr/document.rs`). */
const SERVER_OVERLAY = '#root > .loading-overlay';

const LISTENER: AddEventListenerOptions = { capture: true, passive: true };

/**
 * Calls `start` once, with the page's first display (`performance.now()` as the entry ran): at the
 * first intent event, or when the browser is idle after the overlay's LOADING_OVERLAY_MS from now
 * (the entry runs as the page is first displayed). At that time the server's overlay goes, whether
 * or not the app has drawn the page yet (it shows for LOADING_OVERLAY_MS, 2 s); an app that started
 * earlier replaced it with its own, which keeps the same end. Returns a function that cancels all
 * of it.
 */
export function startWhenWanted(start: (firstDisplay: number) => unknown): () => void {
  const displayed = performance.now();
  let started = false;
  const listen = (on: boolean) => {
    for (const type of INTENT_EVENTS) {
      if (on) window.addEventListener(type, go, LISTENER);
      else window.removeEventListener(type, go, LISTENER);
    }
  };
  function go() {
    if (started) return;
    started = true;
    listen(false);
    Promise.resolve(start(displayed)).catch((error: unknown) => {
      // The server's page stays, whole and linked. Not tried again: browsers keep a module's
      // failed load for the document (whatwg/html#6768).
      console.error('The app could not be loaded', error);
    });
  }
  listen(true);
  const overlay = document.querySelector(SERVER_OVERLAY);
  let idle: Handle | undefined;
  const timer = setTimeout(
    () => {
      // Gone already when the app drew the page before its time was over.
      if (overlay?.isConnected) overlay.remove();
      idle = whenIdle(go);
    },
    LOADING_OVERLAY_MS,
  );
  // Forgets it all (a page that leaves before; the tests).
  return () => {
    started = true;
    listen(false);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdle(idle);
  };
}

type Handle = number | ReturnType<typeof setTimeout>;

// Looked up at each call: a browser without them (Safari) gets a timer.
const idleCallbacks = () => typeof globalThis.requestIdleCallback === 'function';

function whenIdle(callback: () => void): Handle {
  return idleCallbacks() ? requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(callback, 0);
}

function cancelIdle(handle: Handle): void {
  if (typeof handle === 'number' && idleCallbacks()) cancelIdleCallback(handle);
  else clearTimeout(handle);
}
