// @vitest-environment jsdom
// The contact form on a French page (docs/decisions/0008-a-french-twin-for-every-page.md): French
// labels and option labels with the English values sent, the wasm validator's banner in French (the
// same code as in English), lang=fr on the post, and the French success banner and saved dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRM_EMAIL_MISMATCH, JOB_ROLES, SALES_RANGES } from '@bindings';
import * as french from '@bindings/messages.fr';
import * as frenchOptions from '@bindings/options.fr';
import { MemoryRouter } from '@/lib/router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadWasm } from '@/lib/wasm';
import { renderInFrench, switchToEnglish } from '@/testing/french';
import { ContactForm } from './contact-form';
import { field, fill, json, posts, stubFetch } from './test-helpers';

await loadWasm();

const valid = {
  Prénom: 'Jean',
  'Nom de famille': 'Tremblay',
  Téléphone: '514-555-0123',
  'Votre fonction': 'Propriétaire',
  Courriel: 'jean.tremblay@example.ca',
  'Confirmez votre courriel': 'jean.tremblay@example.ca',
  'Comment avez-vous entendu parler de nous?': 'Recherche sur le Web',
  'Nom de l’entreprise': 'Boulangerie Tremblay',
  'Site Web': 'tremblay.ca',
  Adresse: '1000, rue Sherbrooke Ouest',
  Ville: 'Montréal',
  'Province ou territoire': 'Québec',
  'Code postal': 'H3A 3G4',
  // by its value: the French label's no-break spaces are &nbsp; in the option's markup
  'Chiffre d’affaires annuel brut': SALES_RANGES[0],
  'Comment pouvons-nous vous aider?': 'J’aimerais ouvrir une deuxième succursale.',
};

const setup = async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await renderInFrench(
    <MemoryRouter basename="/fr" initialEntries={['/fr/contact/write-us']}>
      <ContactForm />
    </MemoryRouter>,
  );
  return user;
};
const send = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Envoyer' }));

beforeAll(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
});
afterAll(() => {
  vi.useRealTimers();
  switchToEnglish();
});

describe('ContactForm in French', () => {
  it('labels every field in French and shows the options in French with their English values', async () => {
    await setup();
    const form = screen.getByRole('form', { name: 'Formulaire de contact' });
    expect(within(form).getByText(/Les champs marqués/).textContent).toBe('Les champs marqués *d’un astérisque sont obligatoires.');
    const role = field('Votre fonction') as HTMLSelectElement;
    const options = Array.from(role.options);
    expect(options[0]?.textContent).toBe('Choisissez…');
    expect(options.slice(1).map((option) => [option.value, option.textContent])).toEqual(
      JOB_ROLES.map((value, index) => [value, frenchOptions.JOB_ROLES[index]]),
    );
    const province = field('Province ou territoire') as HTMLSelectElement;
    expect(Array.from(province.options).find((option) => option.textContent === 'Québec')?.value).toBe('Quebec');
    expect(field('Site Web').closest('.form-field')?.textContent).toContain('(facultatif)');
    expect(within(form).getByText(french.COLLECTION_NOTICE, { exact: false })).toBeTruthy();
    expect(within(form).getAllByRole('link', { name: french.PRIVACY_POLICY_LINK })[0]?.getAttribute('href')).toBe('/fr/contact/privacy-policy');
    expect(screen.getByRole('checkbox', { name: french.UPDATES_CONSENT })).toBeTruthy();
  });

  it('shows the wasm validator’s French banner on the failing field', async () => {
    const calls = stubFetch(() => json(201, { data: { id: 'x' } }));
    const user = await setup();
    await fill(user, { ...valid, 'Confirmez votre courriel': 'jean@example.ca' });
    await send(user);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(french.CONFIRM_EMAIL_MISMATCH);
    expect(banner.textContent).not.toBe(CONFIRM_EMAIL_MISMATCH);
    const confirm = field('Confirmez votre courriel');
    await waitFor(() => {
      expect(document.activeElement).toBe(confirm);
    });
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the English option values with lang=fr and confirms in French', async () => {
    const calls = stubFetch(() => json(201, { data: { id: 'x' } }));
    const user = await setup();
    await fill(user, valid);
    await send(user);
    const dialog = await screen.findByRole('alertdialog', { name: french.MESSAGE_SAVED });
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(french.REQUEST_SENT);
    const [post] = posts(calls);
    expect(post?.url).toBe('/api/user?lang=fr');
    expect(post?.body).toMatchObject({ job_role: 'Owner', source_of_info: 'Web search', state: 'Quebec', sale_range: 'Less than Rs. 1,00,000' });
  });
});
