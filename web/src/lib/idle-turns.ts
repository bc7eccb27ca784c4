// The app's start in turns (issue: no long task at start). The first render shows the frame and
// each page's first screen; the parts below it (the home page's sections, a form behind its splash
// loader, the footer) wait their turn here and are mounted one at a time, in the order they asked,
// each when the browser is idle (or after TURN_TIMEOUT_MS at the latest), so no single task
// renders, lays out and paints the whole page. The loading overlay covers the page meanwhile
// (LOADING_OVERLAY_MS), and each part is added below the ones before it, so nothing on screen
// moves.
//
// Only the app's start takes turns: once every part of the first page is in, later pages (in-app
// navigation) render whole at once, as before. Where the browser has no requestIdleCallback (and in
// tests, and in the build's prerender) there are no turns: everything renders at once.

/** The longest a part waits for an idle moment once its turn has come. */
export const TURN_TIMEOUT_MS = 300;

type Start = () => void;

const waiting: Start[] = [];
let busy = false;
let started = false;

/** Whether parts still take turns: during the app's start, in a browser that can wait for idle time. */
export function takesTurns(): boolean {
  return !started && typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function';
}

function next(): void {
  const start = waiting.shift();
  if (!start) {
    busy = false;
    return;
  }
  busy = true;
  window.requestIdleCallback(start, { timeout: TURN_TIMEOUT_MS });
}

/**
 * Queues `start`, called in the part's turn; the part calls the function returned by `done`
 * (see `useTurn`) once it is on screen, which gives the next part its turn.
 */
export function awaitTurn(start: Start): () => void {
  let gone = false;
  const entry: Start = () => {
    // The part left while its idle moment was coming (a navigation as the app starts): it will
    // never be on screen to pass the turn on, so the turn passes now.
    if (gone) {
      turnDone();
      return;
    }
    start();
  };
  waiting.push(entry);
  if (!busy) next();
  return () => {
    // A part gone before its turn (a navigation) gives up its place.
    gone = true;
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/** The part whose turn it was is on screen: the next one's turn. After the last, turns are over. */
export function turnDone(): void {
  if (waiting.length === 0) {
    busy = false;
    started = true;
    return;
  }
  next();
}

/** Tests: back to the app's start. */
export function resetTurns(): void {
  waiting.length = 0;
  busy = false;
  started = false;
}
