// The suite's `test`: every page records its script errors (uncaught exceptions and console
// errors) and fails the test with them at the end. A test that provokes an error on purpose (a
// request aborted by `page.route`) names it with `expectErrors(...)`; each named pattern must then
// actually occur, so nothing is ignored silently. Any request to another host than the loopback
// server is aborted and reported as an error too.
import { test as base, expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { constant } from './bindings';

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

function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost';
}

export const test = base.extend<Fixtures>({
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
  page: async ({ page, errors }, use) => {
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

/** Waits for the first-display loading overlay (LOADING_OVERLAY_MS) to go. */
export async function overlayGone(page: Page): Promise<void> {
  await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: constant('LOADING_OVERLAY_MS') + 8_000 });
}

/** Opens a path and waits until the page is shown (overlay gone, the h1 visible). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await overlayGone(page);
  await expect(page.locator('main h1, main [data-page-title]').first()).toBeVisible();
}
