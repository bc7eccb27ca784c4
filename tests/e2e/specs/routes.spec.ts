// Every route of core's inventory (crates/core/src/pages.rs) renders its h1, its document title and
// its main blocks with no script error, and axe-core finds no WCAG 2 A/AA violation on it. Unknown
// paths land on '/'. The server writes each page's title into its document, so the app's own title
// is checked after a navigation inside the app (no new document), where only the app can have set
// it.
import type { Page } from '@playwright/test';
import { text } from '../lib/bindings';
import { axeViolations } from '../lib/axe';
import { expect, test, visit } from '../lib/fixtures';
import { ROUTES } from '../lib/routes';

const ORGANISATION_NAME = text('ORGANISATION_NAME');

/** The title the app writes for a route (spec: the page's h1, then the organisation). */
const titleOf = (route: { path: string; h1: string }) => (route.path === '/' ? ORGANISATION_NAME : `${route.h1} | ${ORGANISATION_NAME}`);

/** Marks the current document, so that a later check can tell it was never replaced. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.dataset.e2eSameDocument = 'yes';
  });
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.dataset.e2eSameDocument === 'yes');

// One test per route, in two parts, so each route's page is opened once: the page as served, then
// an in-app navigation from it to the next route (the last leads to the first), where only the app
// can have set the title. Every route is thus the target of exactly one in-app navigation.
ROUTES.forEach((route, index) => {
  const next = ROUTES.slice(index + 1).concat(ROUTES.slice(0, index)).find((other) => titleOf(other) !== titleOf(route));
  if (!next) throw new Error(`no route titled otherwise than ${route.path}`);
  test(`route ${route.path}: renders, no script error, no axe violation; the app titles ${next.path} after a navigation inside the app`, async ({
    page,
    expectErrors,
  }) => {
    // A page answered with an error status on purpose (an email's link without its token).
    if (route.status !== undefined) expectErrors(new RegExp(`status of ${route.status} .*\\(http://[^)]+${route.path}\\)`));
    await visit(page, route.path);
    expect(new URL(page.url()).pathname).toBe(decodeURI(route.path) === route.path ? route.path : new URL(route.path, page.url()).pathname);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main h1, header h1').first()).toHaveText(route.h1);
    // The server's title.
    await expect(page).toHaveTitle(titleOf(route));
    for (const block of route.blocks) {
      await expect(page.locator('main').getByRole('heading', { level: 2, name: block, exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer.footer')).toContainText(`© 2021 ${ORGANISATION_NAME}`);
    expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(20);
    // Let lists loaded from the API settle before the accessibility check.
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), 'axe violations').toEqual([]);

    // The app's own title, on the next route: no new document, so no title from the server.
    await markDocument(page);
    // What the router's links do: a history entry and a popstate, no request for a document.
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, next.path);
    await expect(page.locator('main h1, header h1').first()).toHaveText(next.h1);
    await expect(page).toHaveTitle(titleOf(next));
    expect(await sameDocument(page), 'the document was not reloaded').toBe(true);
  });
});

test('clicking links sets each page title without a reload', async ({ page }) => {
  await visit(page, '/');
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page).toHaveTitle(`Blog | ${ORGANISATION_NAME}`);
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/about\/careers$/);
  await expect(page).toHaveTitle(`Careers | ${ORGANISATION_NAME}`);
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/contact\/security$/);
  await expect(page).toHaveTitle(`Security | ${ORGANISATION_NAME}`);
  expect(await sameDocument(page), 'the document was not reloaded').toBe(true);
});

test('an unknown path lands on /', async ({ page, expectErrors }) => {
  // The server answers an unknown path 404 (for crawlers), with the app, which redirects; the
  // browser logs the status.
  expectErrors(/404 \(Not Found\) \(http:\/\/[^)]+\/no\/such\/page\)/, /404 \(Not Found\) \(http:\/\/[^)]+\/services-nope\)/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toHaveText(ROUTES[0].h1);
  await page.goto('/services-nope');
  await expect(page).toHaveURL(/\/$/);
});
