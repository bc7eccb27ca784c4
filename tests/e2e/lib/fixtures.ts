// The suite's `test`: every page records its script errors (uncaught exceptions and console
// errors) and fails the test with them at the end. A test that provokes an error on purpose (a
// request aborted by `page.route`) names it with `expectErrors(...)`; each named pattern must then
// actually occur, so nothing is ignored silently. Any request to another host than the loopback
// server is aborted and reported as an error too.
//
// Every page runs on Playwright's clock (installed before the first navigation, its time flowing
// as real time does), so that the helpers below move it past the app's timed screens (the 2 s
// loading overlay, the forms' 2 s splash loader) instead of waiting them out; the tests of that
// timing itself freeze the clock and step it (features.spec.ts). A test that measures real time or
// reads the Performance API, which the clock replaces, opts out: `test.use({ fakeClock: false })`.
import { test as base, expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { constant, text } from './bindings';

export { expect };

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, injected into pages. */
export const AXE_PATH = require.resolve('axe-core/axe.min.js');

interface Fixtures {
  /** Script errors seen so far (console 'error' messages and page errors). */
  errors: string[];
  /** Declares errors the test provokes on purpose; each pattern must match at least one. */
  expectErrors: (...patterns: RegExp[]) => void;
}

interface Options {
  /** Playwright's clock in `page` (on by default; see above). */
  fakeClock: boolean;
}

/** The pages whose clock is Playwright's. */
const clocked = new WeakSet<Page>();
/** The pages that run scripts, where the app starts (web/src/lib/app-start.ts). */
const scripted = new WeakSet<Page>();
/** The root once the app has replaced the server's markup (web/src/app/start.tsx). */
export const STARTED = `#root[${text('APP_STARTED_ATTRIBUTE')}]`;

function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost';
}

export const test = base.extend<Fixtures & Options>({
  fakeClock: [true, { option: true }],
  errors: async ({}, use) => {
    await use([]);
  },
  // Automatic: its teardown, after the test body, is the check of the errors.
  expectErrors: [
    async ({ errors }, use) => {
      const expected: RegExp[] = [];
      await use((...patterns) => {
        expected.push(...patterns);
      });
      for (const pattern of expected) {
        expect(errors.some((error) => pattern.test(error)), `an error matching ${pattern} was expected`).toBe(true);
      }
      const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
      expect(unexpected, 'script errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, errors, fakeClock, javaScriptEnabled }, use) => {
    // Without JavaScript there is no timer to move.
    if (fakeClock && javaScriptEnabled !== false) {
      await page.clock.install();
      clocked.add(page);
    }
    if (javaScriptEnabled !== false) scripted.add(page);
    page.on('pageerror', (error) => {
      errors.push(`page error: ${error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') {
        const where = message.location().url;
        errors.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
      }
    });
    await page.route(
      (url) => !isLoopback(url) && (url.protocol === 'http:' || url.protocol === 'https:'),
      async (route) => {
        errors.push(`request outside loopback: ${route.request().url()}`);
        await route.abort('blockedbyclient');
      },
    );
    await use(page);
  },
});

/**
 * Waits until `settled` passes after a timer of the app (`ms` long) has fired. On the page's fake
 * clock, whenever it does not pass yet, the clock jumps `ms` ahead, which fires the timer at once
 * (it starts when the app has rendered, so the jump is repeated until it has); on the real clock
 * the timer is waited out. `settled` gets the time it may wait.
 */
export async function afterTimer(page: Page, ms: number, settled: (timeout: number) => Promise<unknown>): Promise<void> {
  if (!clocked.has(page)) {
    await settled(ms + 8_000);
    return;
  }
  await expect(async () => {
    if (await settled(1).then(
      () => true,
      () => false,
    ))
      return;
    await page.clock.fastForward(ms);
    await settled(250);
  }).toPass({ intervals: [50, 100, 250], timeout: ms + 8_000 });
}

/**
 * Waits for the first-display loading overlay (LOADING_OVERLAY_MS) to go and, where scripts run,
 * for the app to have started (it starts when the overlay's time is over and the browser is idle,
 * at the latest) and drawn the page.
 */
export async function overlayGone(page: Page): Promise<void> {
  const overlay = page.getByTestId('loading-overlay');
  await afterTimer(page, constant('LOADING_OVERLAY_MS'), (timeout) => expect(overlay).toBeHidden({ timeout }));
  if (scripted.has(page)) await appStarted(page);
}

/** Waits until the app has replaced the server's markup with its own. */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator(STARTED)).toBeAttached({ timeout: 15_000 });
}

/** Opens a path and waits until the page is shown (overlay gone, the h1 visible). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await overlayGone(page);
  await expect(page.locator('main h1, main [data-page-title]').first()).toBeVisible();
}
