// Site search against the real index: reached from the navbar icon, results as you type with
// the query in the URL, matched words marked, accents and case ignored, keyboard navigation, the
// empty and no-result states, and no axe violation with results shown.
import { axeViolations } from '../lib/axe';
import { expect, test, visit } from '../lib/fixtures';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

test('typing searches, marks the words, ignores accents and case, and keeps the query in the URL', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('Type a word or a phrase to search')).toBeVisible();

  const box = page.getByRole('searchbox', { name: 'Search the site' });
  // The content writes "Quebec"; the visitor types it with its accent, in capitals.
  await box.fill('QUÉBEC');
  await expect(page).toHaveURL(/\/search\?q=QU%C3%89BEC$/);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('.search__count')).toContainText(/\d+ results? for “QUÉBEC”/);
  const marks = await results.locator('mark').allInnerTexts();
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(fold(mark)).toBe('quebec');

  // A word of a café's page, without its accent.
  await box.fill('cafe');
  await expect(page).toHaveURL(/\?q=cafe$/);
  await expect(results.locator('mark').first()).toHaveText(/^caf[ée]s?$/i);

  await box.fill('zzqxv');
  await expect(page.getByText('No results for “zzqxv”.')).toBeVisible();
  await box.fill('');
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('Type a word or a phrase to search')).toBeVisible();
});

test('the keyboard moves from the box through the results and opens one', async ({ page }) => {
  await visit(page, '/search?q=loan');
  const results = page.getByRole('list', { name: 'Search results' });
  const links = results.locator('a.search-result__link');
  await expect(links.nth(1)).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await expect(box).toHaveValue('loan');
  await box.focus();
  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const href = await links.first().getAttribute('href');
  expect(href).toMatch(/^\//);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('main h1')).not.toBeEmpty();
});

test('results have no axe violation', async ({ page }) => {
  await visit(page, '/search?q=business%20plan');
  await expect(page.getByRole('list', { name: 'Search results' }).locator('mark').first()).toBeVisible();
  expect(await axeViolations(page), 'axe violations').toEqual([]);
});
