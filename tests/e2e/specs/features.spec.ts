// Newsletters' Discover More button, the portfolio's tabs and cards, the loan page's tabs, and, on
// Playwright's clock frozen and stepped, the home hero slideshow and the spec's timed screens: the
// loading overlay and a form's splash loader for 2 s, a form's notice for 5 s. Each timed screen
// counts from the page's first display, whether the app starts at once (the visitor reaches for
// the page) or after the overlay's time (web/src/lib/app-start.ts).
import { constant, message as m } from '../lib/bindings';
import { STARTED, appStarted, expect, overlayGone, test, visit } from '../lib/fixtures';

/** What the fake requestIdleCallback waits while other timers are pending (Playwright's clock). */
const IDLE_MS = 50;

test('newsletters: Discover More until exhausted, no repeats', async ({ page }) => {
  await visit(page, '/services/articles-and-tools/newsletters-and-economic-letter');
  const subjects = page.locator('main .newsletter-card h2');
  const more = page.getByRole('button', { name: m('DISCOVER_MORE') });
  await expect(subjects).toHaveCount(constant('NEWSLETTER_BATCH_SIZE'));
  let clicks = 0;
  while (await more.isVisible()) {
    const before = await subjects.count();
    await more.click();
    await expect.poll(() => subjects.count()).toBeGreaterThan(before);
    expect((await subjects.count()) - before).toBeLessThanOrEqual(constant('NEWSLETTER_BATCH_SIZE'));
    clicks += 1;
    expect(clicks).toBeLessThan(50);
  }
  const all = await subjects.allTextContents();
  const ids = await page.locator('main .newsletter-card h2').evaluateAll((headings) => headings.map((h) => h.id));
  expect(new Set(ids).size).toBe(ids.length);
  expect(all.length).toBeGreaterThan(constant('NEWSLETTER_BATCH_SIZE'));
  // Every newsletter the API has is shown.
  const total = await page.evaluate(async () => {
    const answer = (await (await fetch('/api/newsletterandeventletters/all?limit=50')).json()) as { data: { foundNewsLetters: unknown[] }[] };
    return answer.data[0].foundNewsLetters.length;
  });
  expect(all.length).toBe(total);
  await expect(more).toBeHidden();
  await expect(page.getByText(m('LOADING'), { exact: true })).toBeHidden();
});

test.describe('portfolio', () => {
  const tab = (page: import('@playwright/test').Page, name: string) =>
    page.getByRole('tablist', { name: 'Project categories' }).getByRole('tab', { name, exact: true });
  const cards = (page: import('@playwright/test').Page) => page.getByRole('tabpanel').locator('article.portfolio-card');

  test('the tab comes from ?q=, 3 cards then 6', async ({ page }) => {
    await visit(page, '/services/it-solutions/portfolio?q=Cloud%20Hosting');
    await expect(tab(page, 'Cloud Hosting')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(constant('PORTFOLIO_INITIAL_CARDS'));
    await page.getByRole('tabpanel').getByRole('button', { name: 'view more' }).click();
    await expect(cards(page)).toHaveCount(constant('PORTFOLIO_INITIAL_CARDS') + constant('PORTFOLIO_CARDS_STEP'));
  });

  test('the tab comes from the path, and falls back to the first', async ({ page }) => {
    await visit(page, '/services/it-solutions/portfolio/Data%20Analytics');
    await expect(tab(page, 'Data Analytics')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.page-header__subtitle')).toHaveText('Data Analytics');
    await visit(page, '/services/it-solutions/portfolio?q=Nothing');
    await expect(page.getByRole('tablist', { name: 'Project categories' }).getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Online Stores').click();
    await expect(tab(page, 'Online Stores')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(constant('PORTFOLIO_INITIAL_CARDS'));
  });

  test('a category tile on IT solutions leads to its portfolio tab', async ({ page }) => {
    await visit(page, '/services/it-solutions');
    await page.locator('main a[href="/services/it-solutions/portfolio/Online%20Stores"]').first().click();
    await expect(page).toHaveURL(/\/services\/it-solutions\/portfolio\/Online%20Stores$/);
    await overlayGone(page);
    await expect(tab(page, 'Online Stores')).toHaveAttribute('aria-selected', 'true');
  });
});

test('small business loans: the industry tabs swap content', async ({ page }) => {
  await visit(page, '/services/financing/small-business-loans');
  const tabs = page.getByRole('tablist', { name: /industries/i });
  const panel = page.getByRole('tabpanel');
  const first = tabs.getByRole('tab', { name: 'Supplement cash flow' });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const firstText = await panel.innerText();
  const firstImage = await panel.locator('img').first().getAttribute('src');
  await tabs.getByRole('tab', { name: 'Sell online' }).click();
  await expect(tabs.getByRole('tab', { name: 'Sell online' })).toHaveAttribute('aria-selected', 'true');
  await expect(first).toHaveAttribute('aria-selected', 'false');
  await expect(panel).not.toHaveText(firstText);
  expect(await panel.locator('img').first().getAttribute('src')).not.toBe(firstImage);
  await tabs.getByRole('tab', { name: 'Cover expenses' }).click();
  await expect(panel.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.locator('main a[href="/request-business-loan"]').first()).toBeVisible();
});

test('home hero slideshow advances every 8 s from the first display, and loops', async ({ page }) => {
  const interval = constant('HERO_INTERVAL_MS');
  const count = constant('HERO_IMAGE_COUNT');
  const overlay = constant('LOADING_OVERLAY_MS');
  // A frozen clock: page timers fire only when runFor moves it.
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
  await page.goto('/');
  const current = page.locator('.hero__slide--current');
  // The server's hero: the first image.
  await expect(current).toHaveAttribute('aria-label', `1 of ${count}`);
  // Nobody reaches for the page: the server's overlay goes at its time, then the app starts when
  // the browser is idle, and the first image keeps the time it was shown before.
  await page.clock.runFor(overlay);
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  await page.clock.runFor(IDLE_MS);
  await appStarted(page);
  await page.clock.runFor(interval - overlay - IDLE_MS - 1);
  await expect(current).toHaveAttribute('aria-label', `1 of ${count}`);
  await page.clock.runFor(1);
  await expect(current).toHaveAttribute('aria-label', `2 of ${count}`);
  for (let slide = 3; slide <= count + 1; slide += 1) {
    await page.clock.runFor(interval - 100);
    await expect(current).toHaveAttribute('aria-label', `${slide - 1} of ${count}`);
    await page.clock.runFor(100);
    // After the last slide comes the first again.
    await expect(current).toHaveAttribute('aria-label', `${slide > count ? 1 : slide} of ${count}`);
  }
  await expect(page.locator('.hero__slide')).toHaveCount(count);
});

test('a visitor who waits: the server overlay goes at 2 s, and the app then shows the form without a second wait', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
  await page.goto('/contact/terms-of-use/write-us');
  const overlay = page.getByTestId('loading-overlay');
  await page.clock.runFor(constant('LOADING_OVERLAY_MS') - 1);
  await expect(overlay).toBeVisible();
  await expect(page.locator(STARTED)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(overlay).toBeHidden();
  await page.clock.runFor(IDLE_MS);
  await appStarted(page);
  // The splash loader's 2 s were over before the app started: the form at once.
  await expect(page.getByRole('form', { name: 'Your message' })).toBeVisible();
  await expect(page.locator('.splash-loader')).toHaveCount(0);
  await expect(overlay).toBeHidden();
});

test('the loading overlay and the splash loader show for 2 s, a form notice hides after 5 s', async ({ page }) => {
  // A frozen clock: page timers fire only when runFor moves it, so each boundary is exact.
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
  await page.goto('/contact/terms-of-use/write-us');
  const overlay = page.getByTestId('loading-overlay');
  const splash = page.locator('.splash-loader');
  const form = page.getByRole('form', { name: 'Your message' });
  // The visitor reaches for the page at once: the app starts, renders (its own navigation and the
  // splash are there) and sets its timers, all on the frozen clock.
  await page.mouse.move(5, 5);
  await appStarted(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(splash).toBeVisible();
  const timed = [
    {
      ms: constant('LOADING_OVERLAY_MS'),
      showing: () => expect(overlay).toBeVisible(),
      gone: () => expect(overlay).toBeHidden(),
    },
    {
      ms: constant('SPLASH_LOADER_MS'),
      showing: async () => {
        await expect(splash).toBeVisible();
        await expect(form).toHaveCount(0);
      },
      gone: async () => {
        await expect(splash).toHaveCount(0);
        await expect(form).toBeVisible();
      },
    },
  ];
  // Each screen is still there 1 ms before its time and gone at it.
  const instants = [...new Set(timed.flatMap(({ ms }) => [ms - 1, ms]))].sort((a, b) => a - b);
  let now = 0;
  for (const instant of instants) {
    await page.clock.runFor(instant - now);
    now = instant;
    for (const { ms, showing, gone } of timed) await (instant < ms ? showing() : gone());
  }

  // A notice (the empty form sent) stays NOTICE_HIDE_MS, then hides itself.
  const notice = form.getByRole('alert');
  const send = form.getByRole('button', { name: 'Send message' });
  await send.click();
  await expect(notice).toHaveText(m('ALL_FIELDS_REQUIRED'));
  // The focus leaves the button in the effect after the one that starts the notice's timer.
  await expect(send).not.toBeFocused();
  await page.clock.runFor(constant('NOTICE_HIDE_MS') - 1);
  await expect(notice).toHaveText(m('ALL_FIELDS_REQUIRED'));
  await page.clock.runFor(1);
  await expect(notice).toBeHidden();
});
