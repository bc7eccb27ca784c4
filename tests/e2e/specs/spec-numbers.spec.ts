// The spec's breakpoints in a real browser, written out as the spec states them
// (docs/decisions/0001-keep-the-original-site.md): the
// mobile menu at widths of 810 px or less, the navbar's style once the page is scrolled past
// 100 px. (The suite's other tests follow the constants; these fail if a constant drifts.)
import { expect, test, visit } from '../lib/fixtures';

test('the mobile menu is used at 810 px and not at 811 px', async ({ page }) => {
  await page.setViewportSize({ width: 811, height: 900 });
  await visit(page, '/about/what-we-do');
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.setViewportSize({ width: 810, height: 900 });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('the navbar changes style past 100 px of scroll, not at 100 px', async ({ page }) => {
  await visit(page, '/about/what-we-do');
  const navbar = page.locator('header.navbar');
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
  await expect(navbar).not.toHaveClass(/navbar--scrolled/);
  await page.evaluate(() => window.scrollTo(0, 101));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(101);
  await expect(navbar).toHaveClass(/navbar--scrolled/);
});
