// @vitest-environment jsdom
// The contact form with the real wasm validator and a stubbed fetch.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ALL_FIELDS_REQUIRED,
  CONFIRM_EMAIL_MISMATCH,
  CONTACT_PHONE_INVALID,
  ERROR_ALERT_TITLE,
  FIRST_NAME_ALPHABET,
  REQUEST_SENT,
  SELECT_STATE,
  UPDATES_CONSENT,
} from '@bindings';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWasm } from '@/lib/wasm';
import { ContactForm } from './contact-form';
import { deferred, field, fill, json, posts, stubFetch } from './test-helpers';
import { expectErrorNotSaved, expectSavedDialog } from '@/testing/saved-dialog';
import { expectPrivacyNotices } from '@/testing/privacy-notices';

await loadWasm();

const valid = {
  'First name': 'Jean',
  'Last name': 'Tremblay',
  Telephone: '416-555-0123',
  'Your role': 'Owner',
  Email: 'jean.tremblay@example.ca',
  'Confirm email': 'jean.tremblay@example.ca',
  'How did you hear about us?': 'Web search',
  'Company name': 'Boulangerie Tremblay',
  Website: 'tremblay.ca',
  Address: '150 Queen Street East',
  City: 'Brampton',
  'Province or territory': 'Ontario',
  'Postal code': 'L6V 1B2',
  'Annual gross sales': 'Less than Rs. 1,00,000',
  'How can we help?': 'I would like to open a second location.',
};

const setup = () => {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  );
  return user;
};
const send = (user: ReturnType<typeof setup>) => user.click(screen.getByRole('button', { name: 'Send' }));
const consent = () => screen.getByRole('checkbox', { name: UPDATES_CONSENT });
// The fake clock also follows real time (user-event needs that), so some of the 5 s may already have
// passed when the test sees the banner: a loaded CI machine once took more than 1 ms. The banner must still
// be there 4 s after it was seen, and gone once 5 s have passed since it was seen (it came before that).
const BANNER_SEEN_SLACK_MS = 1000;
function expectBannerFor5Seconds() {
  act(() => {
    vi.advanceTimersByTime(5000 - BANNER_SEEN_SLACK_MS);
  });
  expect(screen.getByRole('alert')).toBeTruthy();
  act(() => {
    vi.advanceTimersByTime(BANNER_SEEN_SLACK_MS);
  });
  expect(screen.queryByRole('alert')).toBeNull();
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ContactForm privacy', () => {
  it('shows the collection notice and the privacy policy link before sending, and beside the unticked updates box', () => {
    setup();
    expectPrivacyNotices(screen.getByRole('form', { name: 'Contact form' }), 'Send', { updatesBox: true });
  });
});

describe('ContactForm validation (wasm)', () => {
  it('shows the first failure, marks and focuses its field, and sends nothing', async () => {
    const calls = stubFetch(() => json(201, { data: { id: 'x' } }));
    const user = setup();
    await send(user);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveProperty('textContent', ALL_FIELDS_REQUIRED);
    const message = field('How can we help?');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-describedby')).toContain(banner.id);
    await waitFor(() => {
      expect(document.activeElement).toBe(message);
    });
    expect(posts(calls)).toHaveLength(0);
  });

  it.each([
    ['a confirm email that differs', { 'Confirm email': 'jean@example.ca' }, CONFIRM_EMAIL_MISMATCH, 'Confirm email', valid.Email],
    ['a first name with digits', { 'First name': 'R2D2' }, FIRST_NAME_ALPHABET, 'First name', 'Jeanne'],
    ['an invalid phone number', { Telephone: '123-555-0123' }, CONTACT_PHONE_INVALID, 'Telephone', '416 555 0199'],
    ['no province', { 'Province or territory': '' }, SELECT_STATE, 'Province or territory', 'Quebec'],
  ])('%s', async (_, change, expected, label, fix) => {
    const calls = stubFetch(() => json(201, { data: { id: 'x' } }));
    const user = setup();
    await fill(user, { ...valid, ...change });
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe(expected);
    await waitFor(() => {
      expect(document.activeElement).toBe(field(label));
    });
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toHaveLength(0);
    // Editing the field clears its invalid mark.
    await fill(user, { [label]: fix });
    expect(field(label).getAttribute('aria-invalid')).toBeNull();
  });
});

describe('ContactForm submission', () => {

  it('confirms a stored request with the saved dialog (its default message); OK returns focus to the banner', async () => {
    stubFetch(() => json(201, { data: { id: 'lead-1' } }));
    const user = setup();
    await fill(user, valid);
    await send(user);
    await expectSavedDialog(user);
  });

  it('shows no saved dialog when the request cannot be sent', async () => {
    stubFetch(() => json(503, { errors: [] }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setup();
    await fill(user, valid);
    await send(user);
    await expectErrorNotSaved();
    logged.mockRestore();
  });
  it('sends the payload with an Idempotency-Key, clears every field and hides the banner after 5 s', async () => {
    const calls = stubFetch(() => json(201, { data: { id: 'lead-1' } }));
    const user = setup();
    await fill(user, valid);
    await user.click(consent());
    await send(user);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(REQUEST_SENT);
    const [post] = posts(calls);
    expect(post?.url).toBe('/api/user');
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.body).toEqual({
      firstName: 'Jean',
      lastName: 'Tremblay',
      telephone: '416-555-0123',
      job_role: 'Owner',
      email: 'jean.tremblay@example.ca',
      source_of_info: 'Web search',
      company_name: 'Boulangerie Tremblay',
      city: 'Brampton',
      state: 'Ontario',
      address: '150 Queen Street East',
      pin: 'L6V 1B2',
      website: 'tremblay.ca',
      sale_range: 'Less than Rs. 1,00,000',
      query_message: 'I would like to open a second location.',
      want_updates: true,
    });
    for (const label of Object.keys(valid)) expect(field(label)).toHaveProperty('value', '');
    expect(consent()).toHaveProperty('checked', false);
    await act(() => Promise.resolve());
    // The old site's banner disappears after 5 seconds (5000 ms), written out here.
    expectBannerFor5Seconds();
  });

  it('hides a failure banner after 5 s too', async () => {
    stubFetch(() => json(201, { data: { id: 'x' } }));
    const user = setup();
    await send(user);
    await screen.findByRole('alert');
    await act(() => Promise.resolve());
    expectBannerFor5Seconds();
  });

  it('cannot post twice while sending', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(() => answer.promise);
    const user = setup();
    await fill(user, valid);
    await send(user);
    const button = await screen.findByRole('button', { busy: true });
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    button.closest('form')?.requestSubmit();
    expect(posts(calls)).toHaveLength(1);
    answer.resolve(json(201, { data: { id: 'x' } }));
    expect((await screen.findByRole('alert')).textContent).toBe(REQUEST_SENT);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });

  it('shows the Error alert on a failed request, keeps the values and retries with the same key', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let status = 503;
    const calls = stubFetch(() => (status === 201 ? json(201, { data: { id: 'x' } }) : json(status, { errors: [] })));
    const user = setup();
    await fill(user, valid);
    await send(user);
    const dialog = await screen.findByRole('alertdialog', { name: ERROR_ALERT_TITLE });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(field('First name')).toHaveProperty('value', 'Jean');
    expect(field('How can we help?')).toHaveProperty('value', valid['How can we help?']);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // A network failure is the same.
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await send(user);
    await screen.findByRole('alertdialog', { name: ERROR_ALERT_TITLE });
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    const again = stubFetch(() => json(201, { data: { id: 'x' } }));
    await send(user);
    await screen.findByRole('alert');
    expect(again[0]?.headers.get('idempotency-key')).toBe(calls[0]?.headers.get('idempotency-key'));
    status = 201;
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it('renews the key after a success', async () => {
    const calls = stubFetch(() => json(201, { data: { id: 'x' } }));
    const user = setup();
    await fill(user, valid);
    await send(user);
    await screen.findByRole('alert');
    await fill(user, valid);
    await send(user);
    await waitFor(() => {
      expect(posts(calls)).toHaveLength(2);
    });
    expect(calls[1]?.headers.get('idempotency-key')).not.toBe(calls[0]?.headers.get('idempotency-key'));
  });

  it('shows a 422 answer like a client-side failure', async () => {
    stubFetch(() => json(422, { errors: [{ field: 'state', message: SELECT_STATE }] }));
    const user = setup();
    await fill(user, valid);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe(SELECT_STATE);
    const state = field('Province or territory');
    expect(state.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => {
      expect(document.activeElement).toBe(state);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(field('First name')).toHaveProperty('value', 'Jean');
  });

  it('sends the honeypot only when a bot filled it', async () => {
    const calls = stubFetch(() => json(201, { data: { id: 'x' } }));
    const user = setup();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="company_fax"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).toBeTruthy();
    await fill(user, valid);
    await send(user);
    await screen.findByRole('alert');
    expect(posts(calls)[0]?.body).not.toHaveProperty('company_fax');
    if (!honeypot) throw new Error('no honeypot');
    await fill(user, valid);
    await user.type(honeypot, '555-0100');
    await send(user);
    await waitFor(() => {
      expect(posts(calls)).toHaveLength(2);
    });
    expect(posts(calls)[1]?.body).toHaveProperty('company_fax', '555-0100');
  });
});
