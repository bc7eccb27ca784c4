// The site in French through the UI (docs/decisions/0008-a-french-twin-for-every-page.md): each
// form filled in French shows core's French messages, computed by the wasm module in the page's
// language, on the failing field; a French lead is stored with `lang` = fr, its English option
// values and the French consent it showed; the EN/FR toggle opens the same page in the other
// language, both ways.
import type { Locator, Page } from '@playwright/test';
import { messageFr as fr, optionList, optionListFr, PAGES, FRENCH_TITLES } from '../lib/bindings';
import { leadsWithEmail, subscriptionRecords } from '../lib/db';
import { expect, overlayGone, test, visit } from '../lib/fixtures';
import { openForm, uniqueEmail } from '../lib/forms';

/** A control by its French label (required fields add an asterisk hidden from assistive technology). */
const label = (form: Locator, name: string) => form.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** Submits and expects the banner to show `message`, the failing `field` marked and focused. */
async function expectNotice(form: Locator, message: string, field?: Locator): Promise<void> {
  await form.getByRole('button', { name: /^(Envoyer|Envoyer le message|Envoyer ma demande)$/ }).click();
  await expect(form.getByRole('alert')).toHaveText(message);
  if (field) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
  }
}

/** An option's French label, for its English value (the value sent and stored). */
const frenchOption = (list: string, index: number) => ({ english: optionList(list)[index], label: optionListFr(list)[index] });

test.describe('forms in French', () => {
  test('contact (/fr/contact/write-us): French messages in order, then stored with lang fr', async ({ page }) => {
    const form = await openForm(page, '/fr/contact/write-us', 'Envoyez-nous votre demande');
    const email = uniqueEmail('contact-fr');
    await expectNotice(form, fr('ALL_FIELDS_REQUIRED'));
    await label(form, 'Comment pouvons-nous vous aider?').fill('Nous voulons exporter du sirop d’érable en Ohio.');
    await label(form, 'Ville').fill('Québec');
    await label(form, 'Nom de l’entreprise').fill('Érablière Gagnon');
    await label(form, 'Adresse').fill('12, rue Principale');
    await label(form, 'Code postal').fill('G1R 4P5');
    await expectNotice(form, fr('SELECT_ROLE'), label(form, 'Votre fonction'));
    const role = frenchOption('JOB_ROLES', 0);
    await label(form, 'Votre fonction').selectOption({ label: role.label });
    await expect(label(form, 'Votre fonction')).toHaveValue(role.english);
    await expectNotice(form, fr('SELECT_SOURCE'), label(form, 'Comment avez-vous entendu parler de nous?'));
    await label(form, 'Comment avez-vous entendu parler de nous?').selectOption({ label: frenchOption('SOURCES', 5).label });
    await expectNotice(form, fr('SELECT_SALE_RANGE'), label(form, 'Chiffre d’affaires annuel brut'));
    await label(form, 'Chiffre d’affaires annuel brut').selectOption({ label: frenchOption('SALES_RANGES', 1).label });
    await expectNotice(form, fr('SELECT_STATE'), label(form, 'Province ou territoire'));
    await label(form, 'Province ou territoire').selectOption({ label: 'Québec' });
    await expectNotice(form, fr('ENTER_VALID_EMAIL'), label(form, 'Courriel'));
    await label(form, 'Courriel').fill(email);
    await expectNotice(form, fr('FIRST_NAME_ALPHABET'), label(form, 'Prénom'));
    await label(form, 'Prénom').fill('Marie-Ève');
    await expectNotice(form, fr('LAST_NAME_ALPHABET'), label(form, 'Nom de famille'));
    await label(form, 'Nom de famille').fill('Gagnon');
    await expectNotice(form, fr('CONTACT_PHONE_INVALID'), label(form, 'Téléphone'));
    await label(form, 'Téléphone').fill('418 555-0123');
    await expectNotice(form, fr('CONFIRM_EMAIL_MISMATCH'), label(form, 'Confirmez votre courriel'));
    await label(form, 'Confirmez votre courriel').fill(email);
    await form.getByLabel(fr('UPDATES_CONSENT')).check();
    await expectNotice(form, fr('REQUEST_SENT'));

    const stored = leadsWithEmail('contact', email);
    expect(stored).toHaveLength(1);
    expect(stored[0].lang).toBe('fr');
    // Option values stay the English labels; the consent stored is the French text shown.
    expect(stored[0].payload).toMatchObject({ job_role: role.english, state: 'Quebec', sale_range: optionList('SALES_RANGES')[1] });
    expect(stored[0].consent_text).toBe(fr('UPDATES_CONSENT'));
  });

  test('help (/fr/contact/terms-of-use/write-us): French messages, then sent', async ({ page }) => {
    const form = await openForm(page, '/fr/contact/terms-of-use/write-us', 'Votre message');
    const email = uniqueEmail('help-fr');
    await expectNotice(form, fr('ALL_FIELDS_REQUIRED'));
    await label(form, 'Nom complet').fill('Amina Diallo');
    await label(form, 'Courriel').fill('amina');
    await label(form, 'Téléphone').fill('12');
    await label(form, 'Objet').fill('Mon espace client');
    await label(form, 'Message').fill('Je n’arrive pas à ouvrir mon espace client.');
    await expectNotice(form, fr('ENTER_VALID_EMAIL'), label(form, 'Courriel'));
    await label(form, 'Courriel').fill(email);
    await expectNotice(form, fr('HELP_PHONE_INVALID'), label(form, 'Téléphone'));
    await label(form, 'Téléphone').fill('514 555-0142');
    await expectNotice(form, fr('REQUEST_SENT'));
    const stored = leadsWithEmail('help', email);
    expect(stored).toHaveLength(1);
    expect(stored[0].lang).toBe('fr');
  });

  test('advisory (/fr/request-advisory-services): the French chain of the request forms', async ({ page }) => {
    const form = await openForm(page, '/fr/request-advisory-services', 'Votre demande de services-conseils');
    await expectNotice(form, fr('FIRST_NAME_EMPTY'), label(form, 'Prénom'));
    await label(form, 'Prénom').fill('Li');
    await expectNotice(form, fr('LAST_NAME_EMPTY'), label(form, 'Nom de famille'));
    await label(form, 'Nom de famille').fill('Wei');
    await expectNotice(form, fr('MOBILE_EMPTY'), label(form, 'Numéro de cellulaire'));
    await label(form, 'Numéro de cellulaire').fill('416-555-01');
    await expectNotice(form, fr('MOBILE_TEN_DIGITS'), label(form, 'Numéro de cellulaire'));
  });

  test('loan (/fr/request-business-loan): the first French message', async ({ page }) => {
    const form = await openForm(page, '/fr/request-business-loan', 'Votre demande de prêt');
    await expectNotice(form, fr('FIRST_NAME_EMPTY'), label(form, 'Prénom'));
  });

  test('newsletter subscribe in French: messages, then pending with lang fr and the French consent', async ({ page }) => {
    await page.goto('/fr/services/articles-and-tools/newsletters-and-economic-letter');
    await overlayGone(page);
    const form = page.getByRole('form', { name: /^S’abonner à / }).first();
    const status = form.getByRole('status');
    await form.getByRole('button', { name: 'S’abonner' }).click();
    await expect(status).toHaveText(fr('PROVIDE_EMAIL'));
    await form.getByLabel('Votre courriel').fill('lectrice@');
    await form.getByRole('button', { name: 'S’abonner' }).click();
    await expect(status).toHaveText(fr('PROVIDE_VALID_EMAIL'));
    const email = uniqueEmail('lectrice');
    await form.getByLabel('Votre courriel').fill(email);
    await form.getByRole('button', { name: 'S’abonner' }).click();
    await expect(page.getByRole('region', { name: fr('SUBSCRIBED_TITLE') })).toBeVisible();
    const [record] = subscriptionRecords(email);
    expect(record.status).toBe('pending');
    expect(record.consent_text).toBe(fr('SUBSCRIBE_CONSENT'));
  });
});

/** The toggle's link to the other language (the navbar's language group). */
const toggle = (page: Page, name: 'fr Français' | 'en English') => page.getByRole('group', { name: /^(Language|Langue)$/ }).getByRole('link', { name, exact: true });

const TOGGLED = [
  { key: 'home', path: '/', fr: '/fr' },
  { key: 'whatWeDo', path: '/about/what-we-do', fr: '/fr/about/what-we-do' },
  { key: 'writeUs', path: '/contact/write-us', fr: '/fr/contact/write-us' },
  { key: 'privacyPolicy', path: '/contact/privacy-policy', fr: '/fr/contact/privacy-policy' },
  { key: 'blog', path: '/blog', fr: '/fr/blog' },
];

for (const { key, path, fr: frenchPath } of TOGGLED) {
  test(`the toggle opens ${path} in French and back`, async ({ page }) => {
    const english = PAGES.get(key);
    const french = FRENCH_TITLES.get(key);
    if (!english || !french) throw new Error(`no page ${key}`);
    await visit(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await toggle(page, 'fr Français').click();
    await expect(page).toHaveURL((url) => url.pathname === frenchPath);
    await overlayGone(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.locator('main h1, header h1').first()).toHaveText(french);
    await toggle(page, 'en English').click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await overlayGone(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.locator('main h1, header h1').first()).toHaveText(english.title);
  });
}
