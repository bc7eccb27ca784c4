// The five forms through the UI (docs/decisions/0006-form-validation.md): every validation message
// reached by a real interaction, in the rules' order, the failing field marked and focused; the
// success path with its message, the fields cleared and the lead found stored; a failed request
// shows the alert titled Error and keeps what was typed. Messages come from bindings/messages.ts.
import type { Locator, Page } from '@playwright/test';
import { constant, message as m, optionList } from '../lib/bindings';
import { leadsWithEmail, subscriptionsOf } from '../lib/db';
import { expect, overlayGone, test } from '../lib/fixtures';
import { expectNotice, fillPerson, label, openForm, uniqueEmail } from '../lib/forms';

test.describe('contact form (/contact/write-us)', () => {
  test('every message in order, then success, stored with consent', async ({ page }) => {
    const form = await openForm(page, '/contact/write-us', 'Send us your request');
    const email = uniqueEmail('contact');
    await expectNotice(form, m('ALL_FIELDS_REQUIRED'));
    await label(form, 'How can we help?').fill('We want to export maple syrup to Ohio.');
    await label(form, 'City').fill('Brampton');
    await label(form, 'Company name').fill('Sucrerie Tremblay');
    await label(form, 'Address').fill('12 Main Street');
    await expectNotice(form, m('ALL_FIELDS_REQUIRED'), label(form, 'Postal code'));
    await label(form, 'Postal code').fill('L6V 1B2');
    await expectNotice(form, m('SELECT_ROLE'), label(form, 'Your role'));
    await label(form, 'Your role').selectOption(optionList('JOB_ROLES')[0]);
    await expectNotice(form, m('SELECT_SOURCE'), label(form, 'How did you hear about us?'));
    await label(form, 'How did you hear about us?').selectOption(optionList('SOURCES')[5]);
    await expectNotice(form, m('SELECT_SALE_RANGE'), label(form, 'Annual gross sales'));
    await label(form, 'Annual gross sales').selectOption(optionList('SALES_RANGES')[1]);
    await expectNotice(form, m('SELECT_STATE'), label(form, 'Province or territory'));
    await label(form, 'Province or territory').selectOption('Quebec');
    await expectNotice(form, m('ENTER_VALID_EMAIL'), label(form, 'Email'));
    await label(form, 'Email').fill('marie@tremblay');
    await expectNotice(form, m('ENTER_VALID_EMAIL'), label(form, 'Email'));
    await label(form, 'Email').fill(email);
    await expectNotice(form, m('FIRST_NAME_ALPHABET'), label(form, 'First name'));
    await label(form, 'First name').fill('R2D2');
    await expectNotice(form, m('FIRST_NAME_ALPHABET'), label(form, 'First name'));
    await label(form, 'First name').fill('Marie-Ève');
    await expectNotice(form, m('LAST_NAME_ALPHABET'), label(form, 'Last name'));
    await label(form, 'Last name').fill("O'Tremblay");
    await expectNotice(form, m('CONTACT_PHONE_INVALID'), label(form, 'Telephone'));
    await label(form, 'Telephone').fill('555-0123');
    await expectNotice(form, m('CONTACT_PHONE_INVALID'), label(form, 'Telephone'));
    await label(form, 'Telephone').fill('(416) 555-0123');
    await expectNotice(form, m('CONFIRM_EMAIL_MISMATCH'), label(form, 'Confirm email'));
    await label(form, 'Confirm email').fill(email);
    await label(form, 'Website (optional)').fill('not a website');
    await expectNotice(form, m('WEBSITE_INVALID'), label(form, 'Website (optional)'));
    await label(form, 'Website (optional)').fill('https://tremblay.ca');
    await form.getByLabel(m('UPDATES_CONSENT')).check();

    await expectNotice(form, m('REQUEST_SENT'));
    await expect(form.getByRole('alert')).toHaveAttribute('data-tone', 'success');
    for (const field of ['First name', 'Last name', 'Telephone', 'Email', 'Confirm email', 'City', 'Postal code', 'How can we help?']) {
      await expect(label(form, field)).toHaveValue('');
    }
    await expect(label(form, 'Your role')).toHaveValue('');
    await expect(form.getByLabel(m('UPDATES_CONSENT'))).not.toBeChecked();

    const stored = leadsWithEmail('contact', email);
    expect(stored).toHaveLength(1);
    expect(stored[0].payload).toMatchObject({ firstName: 'Marie-Ève', lastName: "O'Tremblay", state: 'Quebec', want_updates: true, website: 'https://tremblay.ca' });
    expect(stored[0].payload).not.toHaveProperty('confirmEmail');
    expect(stored[0].consent_text).toBe(m('UPDATES_CONSENT'));

    // The banner hides itself after NOTICE_HIDE_MS (on the page's clock; to the millisecond in
    // features.spec.ts).
    await page.clock.runFor(constant('NOTICE_HIDE_MS'));
    await expect(form.getByRole('alert')).toBeHidden();
  });

  test('a failed request shows the alert titled Error and keeps the form', async ({ page, expectErrors }) => {
    expectErrors(/The form could not be sent/, /net::ERR_FAILED|Failed to load resource/);
    const form = await openForm(page, '/contact/write-us', 'Send us your request');
    const email = uniqueEmail('contact-offline');
    await fillContact(form, email);
    await page.route('**/api/user', (route) => route.abort('failed'));
    await form.getByRole('button', { name: 'Send' }).click();
    const alert = page.getByRole('alertdialog', { name: m('ERROR_ALERT_TITLE') });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    await expect(label(form, 'Email')).toHaveValue(email);
    await expect(label(form, 'City')).toHaveValue('Montreal');
    expect(leadsWithEmail('contact', email)).toHaveLength(0);
  });
});

async function fillContact(form: Locator, email: string) {
  await label(form, 'First name').fill('Jean');
  await label(form, 'Last name').fill('Roy');
  await label(form, 'Telephone').fill('514 555 0199');
  await label(form, 'Your role').selectOption(optionList('JOB_ROLES')[1]);
  await label(form, 'Email').fill(email);
  await label(form, 'Confirm email').fill(email);
  await label(form, 'How did you hear about us?').selectOption(optionList('SOURCES')[0]);
  await label(form, 'Company name').fill('Roy inc.');
  await label(form, 'Address').fill('1 rue Principale');
  await label(form, 'City').fill('Montreal');
  await label(form, 'Province or territory').selectOption('Quebec');
  await label(form, 'Postal code').fill('H2X 1Y4');
  await label(form, 'Annual gross sales').selectOption(optionList('SALES_RANGES')[0]);
  await label(form, 'How can we help?').fill('A loan for a second shop.');
}

test.describe('help form (/contact/terms-of-use/write-us)', () => {
  test('every message, then success, stored', async ({ page }) => {
    const form = await openForm(page, '/contact/terms-of-use/write-us', 'Your message');
    const email = uniqueEmail('help');
    await expectNotice(form, m('ALL_FIELDS_REQUIRED'));
    await label(form, 'Full name').fill('Amina Diallo');
    await label(form, 'Email').fill('amina');
    await label(form, 'Phone').fill('12');
    await label(form, 'Subject').fill('My account');
    await expectNotice(form, m('ALL_FIELDS_REQUIRED'), label(form, 'Message'));
    await label(form, 'Message').fill('I cannot reach the client space.');
    await expectNotice(form, m('ENTER_VALID_EMAIL'), label(form, 'Email'));
    await label(form, 'Email').fill(email);
    await expectNotice(form, m('HELP_PHONE_INVALID'), label(form, 'Phone'));
    await label(form, 'Phone').fill('+1 905 555 0142');
    await expectNotice(form, m('REQUEST_SENT'));
    for (const field of ['Full name', 'Email', 'Phone', 'Subject', 'Message']) {
      await expect(label(form, field)).toHaveValue('');
    }
    const stored = leadsWithEmail('help', email);
    expect(stored).toHaveLength(1);
    expect(stored[0].payload).toMatchObject({ name: 'Amina Diallo', subject: 'My account' });
    // The notice disappears after 5 seconds (on the page's clock).
    await page.clock.runFor(constant('NOTICE_HIDE_MS'));
    await expect(form.getByRole('alert')).toBeHidden();
  });

  test('a failed request shows the alert titled Error and keeps the form', async ({ page, expectErrors }) => {
    expectErrors(/The form could not be sent/, /net::ERR_FAILED|Failed to load resource/);
    const form = await openForm(page, '/contact/terms-of-use/write-us', 'Your message');
    const email = uniqueEmail('help-offline');
    await label(form, 'Full name').fill('Amina Diallo');
    await label(form, 'Email').fill(email);
    await label(form, 'Phone').fill('905 555 0142');
    await label(form, 'Subject').fill('Offline');
    await label(form, 'Message').fill('Sent while the network is down.');
    await page.route('**/api/help', (route) => route.abort('failed'));
    await form.getByRole('button', { name: 'Send message' }).click();
    const alert = page.getByRole('alertdialog', { name: m('ERROR_ALERT_TITLE') });
    await expect(alert).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(alert).toBeHidden();
    await expect(label(form, 'Message')).toHaveValue('Sent while the network is down.');
    expect(leadsWithEmail('help', email)).toHaveLength(0);
  });
});

/** The person fields both request forms open with. */
async function personSteps(form: Locator, email: string) {
  await expectNotice(form, m('FIRST_NAME_EMPTY'), label(form, 'First name'));
  await label(form, 'First name').fill('Li');
  await expectNotice(form, m('LAST_NAME_EMPTY'), label(form, 'Last name'));
  await label(form, 'Last name').fill('Wei');
  await expectNotice(form, m('MOBILE_EMPTY'), label(form, 'Mobile number'));
  await label(form, 'Mobile number').fill('416-555-01');
  await expectNotice(form, m('MOBILE_TEN_DIGITS'), label(form, 'Mobile number'));
  await label(form, 'Mobile number').fill('4165550123');
  await expectNotice(form, m('ROLE_EMPTY'), label(form, 'Your role'));
  await label(form, 'Your role').selectOption(optionList('JOB_ROLES')[2]);
  await expectNotice(form, m('EMAIL_EMPTY'), label(form, 'Email'));
  await label(form, 'Email').fill('li.wei@');
  await expectNotice(form, m('EMAIL_MALFORMED'), label(form, 'Email'));
  await label(form, 'Email').fill(email);
  await expectNotice(form, m('CONFIRM_EMAIL_EMPTY'), label(form, 'Confirm email'));
  await label(form, 'Confirm email').fill(`x${email}`);
  await expectNotice(form, m('EMAILS_DONT_MATCH'), label(form, 'Confirm email'));
  await label(form, 'Confirm email').fill(email);
  await expectNotice(form, m('SOURCE_EMPTY'), label(form, 'How did you hear about us?'));
  await label(form, 'How did you hear about us?').selectOption(optionList('SOURCES')[2]);
}

test.describe('advisory request form (/request-advisory-services)', () => {
  test('every message, the sub-service list after a service, then success, stored', async ({ page }) => {
    const form = await openForm(page, '/request-advisory-services', 'Your advisory request');
    const email = uniqueEmail('advisory');
    await personSteps(form, email);
    await expectNotice(form, m('SELECT_SERVICE'), label(form, 'Service'));
    await expect(label(form, 'Sub-service')).toHaveCount(0);
    await label(form, 'Service').selectOption({ label: 'Advisory' });
    // The sub-service list loads once a service is chosen.
    const sub = label(form, 'Sub-service');
    await expect(sub).toBeVisible();
    await expect(sub.locator('option')).toContainText(['Select...', 'Business Plan Template', 'Startup Coaching']);
    await expectNotice(form, m('SELECT_SUB_SERVICE'), sub);
    await sub.selectOption({ label: 'Startup Coaching' });
    await expectNotice(form, m('FILL_DESCRIPTION'), label(form, 'Describe your needs'));
    await label(form, 'Describe your needs').fill('Coaching for our first year.');
    await expectNotice(form, m('DATA_SAVED'));
    await expect(label(form, 'First name')).toHaveValue('');
    await expect(label(form, 'Service')).toHaveValue('');
    await expect(label(form, 'Describe your needs')).toHaveValue('');
    const stored = leadsWithEmail('advisory', email);
    expect(stored).toHaveLength(1);
    expect(stored[0].payload).toMatchObject({ parent_service: 'advisory', child_service: 'startup-coaching', wants_updates: false });
    expect(stored[0].consent_text).toBeNull();
  });

  test('a failed request shows the alert titled Error and keeps the form', async ({ page, expectErrors }) => {
    expectErrors(/The form could not be sent/, /net::ERR_FAILED|Failed to load resource/);
    const form = await openForm(page, '/request-advisory-services', 'Your advisory request');
    const email = uniqueEmail('advisory-offline');
    await fillPerson(form, email);
    await label(form, 'Service').selectOption({ label: 'Financing' });
    await label(form, 'Sub-service').selectOption({ index: 1 });
    await label(form, 'Describe your needs').fill('Offline');
    await page.route('**/api/form/advisory-service', (route) => route.abort('failed'));
    await form.getByRole('button', { name: 'Send my request' }).click();
    await expect(page.getByRole('alertdialog', { name: m('ERROR_ALERT_TITLE') })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(label(form, 'Describe your needs')).toHaveValue('Offline');
    expect(leadsWithEmail('advisory', email)).toHaveLength(0);
  });
});

test.describe('loan request form (/request-business-loan)', () => {
  test('every message, then success, stored with consent', async ({ page }) => {
    const form = await openForm(page, '/request-business-loan', 'Your loan request');
    const email = uniqueEmail('loan');
    await personSteps(form, email);
    const fresh = form.getByRole('radiogroup', { name: 'Is this a new business?' });
    const startup = form.getByRole('radiogroup', { name: 'Is your business a startup?' });
    await expectNotice(form, m('FRESH_BUSINESS_EMPTY'), fresh, fresh.getByRole('radio', { name: 'Yes' }));
    await fresh.getByRole('radio', { name: 'No' }).check();
    await expectNotice(form, m('IS_STARTUP_EMPTY'), startup, startup.getByRole('radio', { name: 'Yes' }));
    await startup.getByRole('radio', { name: 'Yes' }).check();
    await expectNotice(form, m('INTRODUCTION_EMPTY'), label(form, 'Introduce your business'));
    await label(form, 'Introduce your business').fill('A bakery in Halifax.');
    await expectNotice(form, m('DURATION_EMPTY'), label(form, 'Months in business'));
    await label(form, 'Months in business').fill('30');
    await expectNotice(form, m('LOAN_AMOUNT_EMPTY'), label(form, 'Amount of loan'));
    await label(form, 'Amount of loan').selectOption(optionList('SALES_RANGES')[2]);
    await expectNotice(form, m('KEY_POINTS_EMPTY'), label(form, 'Key points of your request'));
    await label(form, 'Key points of your request').fill('A second oven.');
    await form.getByLabel(m('UPDATES_CONSENT')).check();
    await expectNotice(form, m('DATA_SAVED'));
    await expect(label(form, 'Months in business')).toHaveValue('');
    await expect(fresh.getByRole('radio', { name: 'No' })).not.toBeChecked();
    await expect(form.getByLabel(m('UPDATES_CONSENT'))).not.toBeChecked();
    const stored = leadsWithEmail('loan', email);
    expect(stored).toHaveLength(1);
    expect(stored[0].payload).toMatchObject({ fresh_business: false, is_startup: true, age: 30, amount_of_loan: optionList('SALES_RANGES')[2], wants_updates: true });
    expect(stored[0].consent_text).toBe(m('UPDATES_CONSENT'));
  });

  test('a failed request shows the alert titled Error and keeps the form', async ({ page, expectErrors }) => {
    expectErrors(/The form could not be sent/, /net::ERR_FAILED|Failed to load resource/);
    const form = await openForm(page, '/request-business-loan', 'Your loan request');
    const email = uniqueEmail('loan-offline');
    await fillPerson(form, email);
    await form.getByRole('radiogroup', { name: 'Is this a new business?' }).getByRole('radio', { name: 'Yes' }).check();
    await form.getByRole('radiogroup', { name: 'Is your business a startup?' }).getByRole('radio', { name: 'Yes' }).check();
    await label(form, 'Introduce your business').fill('Offline');
    await label(form, 'Months in business').fill('0');
    await label(form, 'Amount of loan').selectOption(optionList('SALES_RANGES')[0]);
    await label(form, 'Key points of your request').fill('Offline');
    await page.route('**/api/form/business-loan', (route) => route.abort('failed'));
    await form.getByRole('button', { name: 'Send my request' }).click();
    await expect(page.getByRole('alertdialog', { name: m('ERROR_ALERT_TITLE') })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(label(form, 'Introduce your business')).toHaveValue('Offline');
    expect(leadsWithEmail('loan', email)).toHaveLength(0);
  });
});

test.describe('newsletter subscribe (/services/articles-and-tools/newsletters-and-economic-letter)', () => {
  async function firstCard(page: Page) {
    await page.goto('/services/articles-and-tools/newsletters-and-economic-letter');
    await overlayGone(page);
    const form = page.getByRole('form', { name: /^Subscribe to / }).first();
    await expect(form).toBeVisible();
    return form;
  }

  test('messages, Submitting..., the confirmation panel, stored', async ({ page }) => {
    const form = await firstCard(page);
    const input = form.getByLabel('Your email');
    const status = form.getByRole('status');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(status).toHaveText(m('PROVIDE_EMAIL'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill('reader@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(status).toHaveText(m('PROVIDE_VALID_EMAIL'));
    const email = uniqueEmail('reader');
    await input.fill(email);
    // Hold the answer back to see the progress message.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/newsletterandeventletters/addemail/*', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(status).toHaveText(m('SUBMITTING'));
    release();
    const panel = page.getByRole('region', { name: m('SUBSCRIBED_TITLE') });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(m('SUBSCRIBED_TEXT'));
    await expect(input).toHaveValue('');
    await expect(status).toHaveText('');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    expect(subscriptionsOf(email)).toHaveLength(1);
  });

  test('a failed request says Something went wrong...', async ({ page, expectErrors }) => {
    expectErrors(/The subscription failed/, /net::ERR_FAILED|Failed to load resource/);
    const form = await firstCard(page);
    await page.route('**/api/newsletterandeventletters/addemail/*', (route) => route.abort('failed'));
    const email = uniqueEmail('reader-offline');
    await form.getByLabel('Your email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(m('SOMETHING_WENT_WRONG'));
    await expect(form.getByLabel('Your email')).toHaveValue(email);
    expect(subscriptionsOf(email)).toHaveLength(0);
  });
});
