// @vitest-environment jsdom
// The message (help) form page with the real wasm validator and a stubbed fetch.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import {
  ALL_FIELDS_REQUIRED,
  ENTER_VALID_EMAIL,
  ERROR_ALERT_TITLE,
  HELP_PHONE_INVALID,
  NOTICE_HIDE_MS,
  REQUEST_SENT,
  SPLASH_LOADER_MS,
  SUBJECT_TOO_LONG,
} from '@bindings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, field, fill, json, posts, stubFetch } from '@/components/forms/test-helpers';
import { loadWasm } from '@/lib/wasm';
import HelpMessagePage from './help-message-page';
import { expectErrorNotSaved, expectSavedDialog } from '@/testing/saved-dialog';
import { expectPrivacyNotices } from '@/testing/privacy-notices';
import { forgetVisit, noteLanding } from '@/lib/attribution';
import { forgetFunnelSteps } from '@/components/forms/use-funnel-steps';
import { installBeaconRecorder, sentBeacons } from '@/testing/beacons';

await loadWasm();

const valid = {
  'Full name': 'Élise Gagnon',
  Email: 'elise@example.ca',
  Phone: '(514) 555-0123',
  Subject: 'My client space',
  Message: 'I cannot find my last report.',
};

const setup = () => {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <HelpMessagePage />
    </MemoryRouter>,
  );
  // Past the splash loader (tested in app/form-pages.test.tsx).
  act(() => {
    vi.advanceTimersByTime(SPLASH_LOADER_MS);
  });
  return user;
};
const send = (user: ReturnType<typeof setup>) => user.click(screen.getByRole('button', { name: 'Send message' }));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  forgetVisit();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HelpMessagePage', () => {
  it("sends the visit's attribution with the message, without a tag the rules refuse, and its funnel beacons", async () => {
    installBeaconRecorder();
    forgetFunnelSteps();
    noteLanding({ pathname: '/', search: '?utm_source=linkedin&utm_campaign=%3Cfall%3E', host: 'localhost' }, 'https://www.linkedin.com/feed', 'en', performance.now());
    const calls = stubFetch(() => json(201, { data: { id: 'lead-1' } }));
    const user = setup();
    await fill(user, valid);
    await send(user);
    await waitFor(() => {
      expect(posts(calls)).toHaveLength(1);
    });
    const [post] = posts(calls);
    expect(post?.body).toMatchObject({ name: 'Élise Gagnon', attribution: { utm_source: 'linkedin', referrer_host: 'www.linkedin.com', landing_path: '/', lang: 'en', pages_seen: 1 } });
    expect(post?.body).not.toHaveProperty('attribution.utm_campaign');
    const steps = (await sentBeacons()).map(({ body }) => body);
    expect(steps).toEqual([
      { form: 'help', step: 'shown', lang: 'en', source: 'linkedin' },
      { form: 'help', step: 'started', lang: 'en', source: 'linkedin' },
      { form: 'help', step: 'submitted', lang: 'en', source: 'linkedin' },
    ]);
  });


  it('confirms a stored message with the saved dialog (its default message); OK returns focus to the banner', async () => {
    stubFetch(() => json(201, { data: { id: 'lead-1' } }));
    const user = setup();
    await fill(user, valid);
    await send(user);
    await expectSavedDialog(user);
  });

  it('shows no saved dialog when the message cannot be sent', async () => {
    stubFetch(() => json(503, { errors: [] }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setup();
    await fill(user, valid);
    await send(user);
    await expectErrorNotSaved();
    logged.mockRestore();
  });
  it('shows the collection notice and the privacy policy link before sending (no updates box)', () => {
    stubFetch(() => json(201, { data: { id: 'x' } }));
    setup();
    expectPrivacyNotices(screen.getByRole('form', { name: 'Your message' }), 'Send message', { updatesBox: false });
  });

  it('has one h1 and a labelled form', () => {
    stubFetch(() => json(201, { data: { id: 'x' } }));
    setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Your message' })).toBeTruthy();
  });

  it.each([
    ['every field empty', {}, ALL_FIELDS_REQUIRED, 'Full name'],
    ['the subject empty before an invalid email', { Subject: '', Email: 'elise@localhost' }, ALL_FIELDS_REQUIRED, 'Subject'],
    ['an invalid email', { Email: 'elise@localhost' }, ENTER_VALID_EMAIL, 'Email'],
    ['an invalid phone', { Phone: '123-555-0123' }, HELP_PHONE_INVALID, 'Phone'],
  ])('%s: shows the first failure and focuses its field', async (_, change, expected, label) => {
    const calls = stubFetch(() => json(201, { data: { id: 'x' } }));
    const user = setup();
    if (Object.keys(change).length > 0) await fill(user, { ...valid, ...change });
    await send(user);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(expected);
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(field(label).getAttribute('aria-describedby')).toBe(notice.id);
    await waitFor(() => {
      expect(document.activeElement).toBe(field(label));
    });
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the message once with an Idempotency-Key, clears the fields and hides the notice after 5 s', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(() => answer.promise);
    const user = setup();
    await fill(user, valid);
    await send(user);
    const busy = await screen.findByRole('button', { busy: true });
    expect(busy).toHaveProperty('disabled', true);
    await user.click(busy);
    expect(posts(calls)).toHaveLength(1);
    answer.resolve(json(201, { data: { id: 'help-1' } }));
    expect((await screen.findByRole('alert')).textContent).toBe(REQUEST_SENT);
    const [post] = posts(calls);
    expect(post?.url).toBe('/api/help');
    expect(post?.headers.get('idempotency-key')).toBeTruthy();
    expect(post?.body).toEqual({
      name: 'Élise Gagnon',
      email: 'elise@example.ca',
      phone: '(514) 555-0123',
      subject: 'My client space',
      message: 'I cannot find my last report.',
    });
    for (const label of Object.keys(valid)) expect(field(label)).toHaveProperty('value', '');
    await act(() => Promise.resolve());
    act(() => {
      vi.advanceTimersByTime(NOTICE_HIDE_MS);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the Error alert on a failed post and keeps the values', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => json(500, { errors: [{ field: null, message: 'internal' }] }));
    const user = setup();
    await fill(user, valid);
    await send(user);
    const dialog = await screen.findByRole('alertdialog', { name: ERROR_ALERT_TITLE });
    expect(dialog.textContent).not.toContain('internal');
    expect(log).toHaveBeenCalled();
    expect(field('Message')).toHaveProperty('value', valid.Message);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send message' }));
  });

  it('shows a 422 answer like a client-side failure', async () => {
    stubFetch(() => json(422, { errors: [{ field: 'subject', message: SUBJECT_TOO_LONG }] }));
    const user = setup();
    await fill(user, valid);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe(SUBJECT_TOO_LONG);
    expect(field('Subject').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => {
      expect(document.activeElement).toBe(field('Subject'));
    });
  });
});
