// The page the app starts on was on screen before the app: the server drew it, and the entry
// started the app later (lib/app-start.ts). What the spec times from a page's first display (the
// loading overlay, a form's splash loader, the hero's first slide) counts from that display on
// that page, and from its own first render on every page after it (in-app navigation).

/** When (`performance.now()`) the page the app started on was first displayed; null once left. */
let firstDisplayAt: number | null = null;

/** The app starts on a page first displayed at `firstDisplay` (`performance.now()`; app/start.tsx). */
export function appStarted(firstDisplay: number): void {
  firstDisplayAt = firstDisplay;
}

/** The visitor has left the page the app started on. */
export function firstPageLeft(): void {
  firstDisplayAt = null;
}

/** What is left of `ms` timed from the current page's first display: all of it on a page reached in the app. */
export function timeLeft(ms: number): number {
  return firstDisplayAt === null ? ms : Math.max(0, Math.round(firstDisplayAt + ms - performance.now()));
}
