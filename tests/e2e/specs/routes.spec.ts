// Every route of spec §2 renders its h1, its document title and its main blocks with no script
// error, and axe-core finds no WCAG 2 A/AA violation on it. Unknown paths land on '/'.
import { text } from '../lib/bindings';
import { axeViolations } from '../lib/axe';
import { expect, test, visit } from '../lib/fixtures';
import { ROUTES } from '../lib/routes';

const ORGANISATION_NAME = text('ORGANISATION_NAME');

for (const route of ROUTES) {
  test(`route ${route.path}: renders, no script error, no axe violation`, async ({ page }) => {
    await visit(page, route.path);
    expect(new URL(page.url()).pathname).toBe(decodeURI(route.path) === route.path ? route.path : new URL(route.path, page.url()).pathname);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main h1, header h1').first()).toHaveText(route.h1);
    await expect(page).toHaveTitle(route.path === '/' ? ORGANISATION_NAME : `${route.h1} | ${ORGANISATION_NAME}`);
    for (const block of route.blocks) {
      await expect(page.locator('main').getByRole('heading', { level: 2, name: block, exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer.footer')).toContainText(`© 2021 ${ORGANISATION_NAME}`);
    expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(20);
    // Let lists loaded from the API settle before the accessibility check.
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), 'axe violations').toEqual([]);
  });
}

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
