// axe-core in the states a visitor reaches by interacting: an open mobile menu and submenu, a
// form's error banner, the Error alert dialog, the subscription panel.
import { axeViolations } from '../lib/axe';
import { message as m } from '../lib/bindings';
import { expect, overlayGone, test, visit } from '../lib/fixtures';
import { openForm } from '../lib/forms';

test.describe('at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });
  test('open mobile menu and submenu', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('form error banner and the Error alert dialog', async ({ page, expectErrors }) => {
  expectErrors(/The form could not be sent/, /net::ERR_FAILED|Failed to load resource/);
  const form = await openForm(page, '/contact/terms-of-use/write-us', 'Your message');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText(m('ALL_FIELDS_REQUIRED'));
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('textbox', { name: 'Full name' }).fill('Ana Silva');
  await form.getByRole('textbox', { name: 'Email' }).fill('ana@example.ca');
  await form.getByRole('textbox', { name: 'Phone' }).fill('4165550123');
  await form.getByRole('textbox', { name: 'Subject' }).fill('Hi');
  await form.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await page.route('**/api/help', (route) => route.abort('failed'));
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alertdialog', { name: m('ERROR_ALERT_TITLE') })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('subscription confirmation panel', async ({ page }) => {
  await page.goto('/services/articles-and-tools/newsletters-and-economic-letter');
  await overlayGone(page);
  const form = page.getByRole('form', { name: /^Subscribe to / }).first();
  await form.getByLabel('Your email').fill(`panel.${Date.now()}@example.ca`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('region', { name: m('SUBSCRIBED_TITLE') })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
