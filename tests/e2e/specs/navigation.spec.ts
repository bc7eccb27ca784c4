// Reaching the parameterised pages by clicking (menus, footer, cards), scrolling to the top on
// navigation, the mobile menu at 800 px and the navbar's style after 100 px of scroll.
import type { Page } from '@playwright/test';
import { constant } from '../lib/bindings';
import { expect, overlayGone, test, visit } from '../lib/fixtures';

/**
 * The page at `path` is shown: its address, and its own heading. The heading is what says the app
 * has committed the page: the router moves the address first, and until React has rendered the
 * new page (scrolling to its top) the old heading is still there; a click in that moment could
 * land on the old layout as it jumps.
 */
async function arrived(page: Page, path: string | RegExp, h1: string) {
  await expect(page).toHaveURL(typeof path === 'string' ? new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : path);
  await overlayGone(page);
  await expect(page.locator('h1')).toHaveText(h1);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('navbar submenus lead to the about pages and the services catch-all', async ({ page }) => {
  await visit(page, '/');
  await mainNav(page).getByRole('button', { name: 'About Us' }).click();
  await mainNav(page).getByRole('link', { name: 'what we do' }).click();
  await arrived(page, '/about/what-we-do', 'What we do');
  await mainNav(page).getByRole('button', { name: 'Services' }).click();
  await mainNav(page).getByRole('link', { name: 'advisory' }).click();
  await arrived(page, '/services/advisory', 'Advisory');
  // A child service card: deeper into the catch-all.
  await page.locator('main a[href="/services/advisory/startup-coaching"]').first().click();
  await arrived(page, '/services/advisory/startup-coaching', 'Startup Coaching');
  await mainNav(page).getByRole('button', { name: 'Services' }).click();
  await mainNav(page).getByRole('link', { name: 'business acquisitions' }).click();
  await arrived(page, '/services/business-acquisitions', 'Business Acquisitions');
});

test('footer and blog cards lead to /blog/{id} and /iam/{id}', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('navigation', { name: 'I am' }).getByRole('link', { name: 'Woman entrepreneur' }).click();
  await arrived(page, '/blog/woman-entrepreneur', 'I am a woman entrepreneur');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Blog' }).click();
  await arrived(page, '/blog', 'Blog');
  await page.locator('main a[href="/iam/newcomer-entrepreneur"]').first().click();
  await arrived(page, '/iam/newcomer-entrepreneur', 'I am a newcomer entrepreneur');
  await mainNav(page).getByRole('link', { name: 'Blog' }).click();
  await arrived(page, '/blog', 'Blog');
  await page.locator('main a[href="/blog/thirteen-week-cash-flow-forecast"]').first().click();
  await arrived(page, '/blog/thirteen-week-cash-flow-forecast', 'The 13-week cash-flow forecast: a small business lifesaver');
});

test('about and careers cards lead to /about/{section}/{id} and /about/careers/{id}', async ({ page }) => {
  await visit(page, '/about/analysis-and-research');
  await page.locator('main a[href="/about/analysis-and-research/sector-benchmarks"]').first().click();
  await arrived(page, '/about/analysis-and-research/sector-benchmarks', 'Sector Benchmarks');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Careers' }).click();
  await arrived(page, '/about/careers', 'Careers');
  await page.locator('main a[href="/about/careers/web-developer-intern"]').first().click();
  await arrived(page, '/about/careers/web-developer-intern', 'Web Developer Intern');
  await visit(page, '/about/b-corps');
  await page.locator('main a[href="/about/b-corps/inclusive-lending"]').first().click();
  await arrived(page, '/about/b-corps/inclusive-lending', 'Inclusive Lending');
});

test('navigation scrolls to the top', async ({ page }) => {
  await visit(page, '/about/what-we-do');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Security' }).click();
  await arrived(page, '/contact/security', 'Security');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test(`the navbar changes style after ${constant('NAVBAR_SCROLL_THRESHOLD_PX')} px of scroll`, async ({ page }) => {
  const threshold = constant('NAVBAR_SCROLL_THRESHOLD_PX');
  await visit(page, '/about/what-we-do');
  const navbar = page.locator('header.navbar');
  await expect(navbar).not.toHaveClass(/navbar--scrolled/);
  const before = await navbar.evaluate((element) => getComputedStyle(element).boxShadow);
  await page.evaluate((y) => window.scrollTo(0, y), threshold - 50);
  await expect(navbar).not.toHaveClass(/navbar--scrolled/);
  await page.evaluate((y) => window.scrollTo(0, y), threshold + 50);
  await expect(navbar).toHaveClass(/navbar--scrolled/);
  expect(await navbar.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe(before);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(navbar).not.toHaveClass(/navbar--scrolled/);
});

test.describe('mobile menu at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('opens, closes, and closes on navigation', async ({ page }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = mainNav(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    // Submenus toggle on their own inside the open menu.
    await nav.getByRole('button', { name: 'About Us' }).click();
    await nav.getByRole('link', { name: 'media room' }).click();
    await arrived(page, '/about/media-room', 'Media room');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await arrived(page, '/contact', 'Contact us');
    await expect(nav).toBeHidden();
  });
});
