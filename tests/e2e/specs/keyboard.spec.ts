// Every form completed with the keyboard alone: Tab / Shift+Tab to move, typing, arrow keys in
// selects and radio groups, Space for checkboxes and radios, Enter to submit. No clicks.
import type { Locator, Page } from '@playwright/test';
import { message as m, optionList } from '../lib/bindings';
import { leadsWithEmail, subscriptionsOf } from '../lib/db';
import { appStarted, expect, overlayGone, test } from '../lib/fixtures';
import { openForm, uniqueEmail } from '../lib/forms';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 150; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

type Step =
  | { field: string; type: string }
  | { field: string; option: string; options: readonly string[] }
  | { group: string; choice: 'Yes' | 'No' }
  | { check: string };

const fieldLabel = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

async function complete(page: Page, form: Locator, steps: Step[]) {
  for (const step of steps) {
    if ('type' in step) {
      await tabTo(page, form.getByLabel(fieldLabel(step.field)));
      await page.keyboard.type(step.type);
    } else if ('option' in step) {
      const select = form.getByLabel(fieldLabel(step.field));
      await tabTo(page, select);
      // Arrow keys move through the closed select's options (the placeholder comes first).
      for (let index = 0; index <= step.options.indexOf(step.option); index += 1) await page.keyboard.press('ArrowDown');
      await expect(select).toHaveValue(step.option);
    } else if ('group' in step) {
      const group = form.getByRole('radiogroup', { name: step.group });
      await tabTo(page, group.getByRole('radio', { name: 'Yes' }));
      await page.keyboard.press('Space');
      if (step.choice === 'No') await page.keyboard.press('ArrowRight');
      await expect(group.getByRole('radio', { name: step.choice })).toBeChecked();
    } else {
      await tabTo(page, form.getByLabel(step.check));
      await page.keyboard.press('Space');
      await expect(form.getByLabel(step.check)).toBeChecked();
    }
  }
}

/** Back to the first field with Shift+Tab, then forward to the submit button and Enter. */
async function submitByKeyboard(page: Page, form: Locator, first: string, button: string) {
  await tabTo(page, form.getByLabel(fieldLabel(first)), 'Shift+Tab');
  await tabTo(page, form.getByRole('button', { name: button }));
  await page.keyboard.press('Enter');
}

test('contact form by keyboard', async ({ page }) => {
  const form = await openForm(page, '/contact/write-us', 'Send us your request');
  const email = uniqueEmail('kbd-contact');
  await complete(page, form, [
    { field: 'First name', type: 'Noor' },
    { field: 'Last name', type: 'Haddad' },
    { field: 'Telephone', type: '416-555-0188' },
    { field: 'Your role', option: optionList('JOB_ROLES')[3], options: optionList('JOB_ROLES') },
    { field: 'Email', type: email },
    { field: 'Confirm email', type: email },
    { field: 'How did you hear about us?', option: optionList('SOURCES')[1], options: optionList('SOURCES') },
    { field: 'Company name', type: 'Haddad Foods' },
    { field: 'Address', type: '9 King Street' },
    { field: 'City', type: 'Toronto' },
    { field: 'Province or territory', option: 'Ontario', options: optionList('PROVINCES') },
    { field: 'Postal code', type: 'M5H 1A1' },
    { field: 'Annual gross sales', option: optionList('SALES_RANGES')[2], options: optionList('SALES_RANGES') },
    { field: 'How can we help?', type: 'Financing a food truck.' },
    { check: m('UPDATES_CONSENT') },
  ]);
  await submitByKeyboard(page, form, 'First name', 'Send');
  await expect(form.getByRole('alert')).toHaveText(m('REQUEST_SENT'));
  expect(leadsWithEmail('contact', email)).toHaveLength(1);
});

test('help form by keyboard', async ({ page }) => {
  const form = await openForm(page, '/contact/terms-of-use/write-us', 'Your message');
  const email = uniqueEmail('kbd-help');
  await complete(page, form, [
    { field: 'Full name', type: 'Noor Haddad' },
    { field: 'Email', type: email },
    { field: 'Phone', type: '4165550188' },
    { field: 'Subject', type: 'Keyboard' },
    { field: 'Message', type: 'Sent without a mouse.' },
  ]);
  await submitByKeyboard(page, form, 'Full name', 'Send message');
  await expect(form.getByRole('alert')).toHaveText(m('REQUEST_SENT'));
  expect(leadsWithEmail('help', email)).toHaveLength(1);
});

const person = (email: string): Step[] => [
  { field: 'First name', type: 'Noor' },
  { field: 'Last name', type: 'Haddad' },
  { field: 'Mobile number', type: '4165550188' },
  { field: 'Your role', option: optionList('JOB_ROLES')[0], options: optionList('JOB_ROLES') },
  { field: 'Email', type: email },
  { field: 'Confirm email', type: email },
  { field: 'How did you hear about us?', option: optionList('SOURCES')[6], options: optionList('SOURCES') },
];

test('advisory request form by keyboard', async ({ page }) => {
  const form = await openForm(page, '/request-advisory-services', 'Your advisory request');
  const email = uniqueEmail('kbd-advisory');
  await complete(page, form, person(email));
  const service = form.getByLabel(fieldLabel('Service'));
  await tabTo(page, service);
  await page.keyboard.press('ArrowDown');
  await expect(service).not.toHaveValue('');
  const sub = form.getByLabel(fieldLabel('Sub-service'));
  await expect(sub).toBeVisible();
  await tabTo(page, sub);
  await page.keyboard.press('ArrowDown');
  await expect(sub).not.toHaveValue('');
  await complete(page, form, [{ field: 'Describe your needs', type: 'Typed, never clicked.' }]);
  await submitByKeyboard(page, form, 'First name', 'Send my request');
  await expect(form.getByRole('alert')).toHaveText(m('DATA_SAVED'));
  expect(leadsWithEmail('advisory', email)).toHaveLength(1);
});

test('loan request form by keyboard', async ({ page }) => {
  const form = await openForm(page, '/request-business-loan', 'Your loan request');
  const email = uniqueEmail('kbd-loan');
  await complete(page, form, [
    ...person(email),
    { group: 'Is this a new business?', choice: 'No' },
    { group: 'Is your business a startup?', choice: 'Yes' },
    { field: 'Introduce your business', type: 'A print shop.' },
    { field: 'Months in business', type: '48' },
    { field: 'Amount of loan', option: optionList('SALES_RANGES')[4], options: optionList('SALES_RANGES') },
    { field: 'Key points of your request', type: 'New press.' },
    { check: m('UPDATES_CONSENT') },
  ]);
  await submitByKeyboard(page, form, 'First name', 'Send my request');
  await expect(form.getByRole('alert')).toHaveText(m('DATA_SAVED'));
  const stored = leadsWithEmail('loan', email);
  expect(stored).toHaveLength(1);
  expect(stored[0].payload).toMatchObject({ fresh_business: false, is_startup: true, age: 48 });
});

test('newsletter subscription by keyboard', async ({ page }) => {
  await page.goto('/services/articles-and-tools/newsletters-and-economic-letter');
  await overlayGone(page);
  const form = page.getByRole('form', { name: /^Subscribe to / }).first();
  const email = uniqueEmail('kbd-reader');
  await tabTo(page, form.getByLabel('Your email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: m('SUBSCRIBED_TITLE') });
  await expect(panel).toBeVisible();
  await tabTo(page, panel.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(form.getByLabel('Your email')).toBeFocused();
  expect(subscriptionsOf(email)).toHaveLength(1);
});

test.describe('a keyboard visitor as the app starts', () => {
  // The app's own timers run (the start waits for the next task and idle moments).
  test.use({ fakeClock: false });

  test('keeps their place: the focus moves from the server’s link to the same link of the app', async ({ page }) => {
    // The first key starts the app; its script is held until the visitor has tabbed through the
    // server's markup, so the app replaces the very element that has the focus.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about/what-we-do');
    for (let presses = 0; presses < 4; presses += 1) await page.keyboard.press('Tab');
    const before = await page.evaluate(() => {
      const focused = document.activeElement as HTMLAnchorElement | null;
      if (!focused || focused === document.body) return null;
      (focused as unknown as { fromServer: boolean }).fromServer = true;
      return { tag: focused.tagName, href: focused.getAttribute('href'), text: focused.textContent.trim(), inRoot: Boolean(focused.closest('#root')) };
    });
    expect(before).toMatchObject({ tag: 'A', inRoot: true });
    expect(before?.href).toBeTruthy();
    release();
    await appStarted(page);
    const after = await page.evaluate(() => {
      const focused = document.activeElement as HTMLAnchorElement | null;
      if (!focused || focused === document.body) return null;
      return {
        tag: focused.tagName,
        href: focused.getAttribute('href'),
        text: focused.textContent.trim(),
        inRoot: Boolean(focused.closest('#root')),
        fromServer: Boolean((focused as unknown as { fromServer?: boolean }).fromServer),
      };
    });
    // The app's element, not the server's (gone), with the same address and words.
    expect(after).toEqual({ ...before, fromServer: false });
  });
});
