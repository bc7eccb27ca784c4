// @vitest-environment jsdom
// The business loan request page with the real wasm validator and a stubbed fetch.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import {
  DATA_SAVED,
  DURATION_EMPTY,
  DURATION_NOT_MONTHS,
  EMAILS_DONT_MATCH,
  ERROR_ALERT_TITLE,
  FRESH_BUSINESS_EMPTY,
  LOAN_AMOUNT_EMPTY,
  MOBILE_TEN_DIGITS,
  NOTICE_HIDE_MS,
  SPLASH_LOADER_MS,
  UPDATES_CONSENT,
} from '@bindings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, field, fill, json, posts, stubFetch } from '@/components/forms/test-helpers';
import { loadWasm } from '@/lib/wasm';
import LoanRequestPage from './loan-request-page';
import { expectPrivacyNotices } from '@/testing/privacy-notices';

await loadWasm();

let postAnswer: () => Response | Promise<Response> = () => json(201, { data: { id: 'loan-1' } });
let calls: ReturnType<typeof stubFetch> = [];

const valid = {
  'First name': 'Amrit',
  'Last name': 'Singh',
  'Mobile number': '9055550142',
  'Your role': 'Owner',
  Email: 'amrit@example.ca',
  'Confirm email': 'amrit@example.ca',
  'How did you hear about us?': 'Financial institution',
  'Introduce your business': 'A family bakery in Brampton.',
  'Months in business': '30',
  'Amount of loan': 'Between Rs. 5,00,000 and Rs. 25 Lakhs',
  'Key points of your request': 'A second oven and a delivery van.',
};

function setup({ skipSplash = true } = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <LoanRequestPage />
    </MemoryRouter>,
  );
  if (skipSplash) {
    act(() => {
      vi.advanceTimersByTime(SPLASH_LOADER_MS);
    });
  }
  return user;
}
type User = ReturnType<typeof setup>;
const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send my request' }));
const answer = async (user: User, question: RegExp, choice: 'Yes' | 'No') => {
  const group = screen.getByRole('radiogroup', { name: question });
  await user.click(group.querySelector<HTMLInputElement>(`input[value="${choice.toLowerCase()}"]`) ?? group);
};
const fillAll = async (user: User, values: Record<string, string> = valid) => {
  await fill(user, values);
  await answer(user, /new business/, 'No');
  await answer(user, /startup/, 'Yes');
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  postAnswer = () => json(201, { data: { id: 'loan-1' } });
  calls = stubFetch(() => postAnswer());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoanRequestPage', () => {
  it('shows the collection notice and the privacy policy link before sending, and beside the unticked updates box', () => {
    setup();
    expectPrivacyNotices(screen.getByRole('form', { name: 'Your loan request' }), 'Send my request', { updatesBox: true });
  });

  it('shows the splash loader for 2 seconds, then the form', () => {
    setup({ skipSplash: false });
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(SPLASH_LOADER_MS - 1);
    });
    expect(screen.queryByRole('form')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('form', { name: 'Your loan request' })).toBeTruthy();
  });

  it.each([
    ['a nine-digit mobile number', { 'Mobile number': '905555014' }, MOBILE_TEN_DIGITS, 'Mobile number'],
    ['emails that do not match', { 'Confirm email': 'amrit@example.com' }, EMAILS_DONT_MATCH, 'Confirm email'],
    ['no months in business', { 'Months in business': '' }, DURATION_EMPTY, 'Months in business'],
    ['a fraction of a month', { 'Months in business': '2.5' }, DURATION_NOT_MONTHS, 'Months in business'],
    ['no loan amount', { 'Amount of loan': '' }, LOAN_AMOUNT_EMPTY, 'Amount of loan'],
  ])('%s: shows the first failure and focuses its field', async (_, change, expected, label) => {
    const user = setup();
    await fillAll(user, { ...valid, ...change });
    await send(user);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(expected);
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(field(label).getAttribute('aria-describedby')?.split(' ')).toContain(notice.id);
    await waitFor(() => {
      expect(document.activeElement).toBe(field(label));
    });
    expect(posts(calls)).toHaveLength(0);
  });

  it('asks whether the business is new and focuses that question', async () => {
    const user = setup();
    await fill(user, valid);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe(FRESH_BUSINESS_EMPTY);
    const group = screen.getByRole('radiogroup', { name: /new business/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => {
      expect(group.contains(document.activeElement)).toBe(true);
    });
  });

  it('sends booleans and a number once, with an Idempotency-Key, then clears every field', async () => {
    const held = deferred<Response>();
    postAnswer = () => held.promise;
    const user = setup();
    await fillAll(user);
    await user.click(screen.getByRole('checkbox', { name: UPDATES_CONSENT }));
    await send(user);
    await user.click(await screen.findByRole('button', { busy: true }));
    expect(posts(calls)).toHaveLength(1);
    held.resolve(json(201, { data: { id: 'loan-1' } }));
    expect((await screen.findByRole('alert')).textContent).toBe(DATA_SAVED);
    const [post] = posts(calls);
    expect(post?.url).toBe('/api/form/business-loan');
    expect(post?.headers.get('idempotency-key')).toBeTruthy();
    expect(post?.body).toEqual({
      firstName: 'Amrit',
      lastName: 'Singh',
      phone: '9055550142',
      job_role: 'Owner',
      email: 'amrit@example.ca',
      source: 'Financial institution',
      fresh_business: false,
      is_startup: true,
      introduction: 'A family bakery in Brampton.',
      age: 30,
      amount_of_loan: 'Between Rs. 5,00,000 and Rs. 25 Lakhs',
      key_points: 'A second oven and a delivery van.',
      wants_updates: true,
    });
    for (const label of Object.keys(valid)) expect(field(label)).toHaveProperty('value', '');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: UPDATES_CONSENT })).toHaveProperty('checked', false);
    await act(() => Promise.resolve());
    act(() => {
      vi.advanceTimersByTime(NOTICE_HIDE_MS);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the visitor when the post fails and keeps the values', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    postAnswer = () => json(502, {});
    const user = setup();
    await fillAll(user);
    await send(user);
    expect(await screen.findByRole('alertdialog', { name: ERROR_ALERT_TITLE })).toBeTruthy();
    expect(log).toHaveBeenCalled();
    expect(field('Months in business')).toHaveProperty('value', '30');
  });

  it('shows a 422 answer like a client-side failure', async () => {
    postAnswer = () => json(422, { errors: [{ field: 'age', message: DURATION_NOT_MONTHS }] });
    const user = setup();
    await fillAll(user);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe(DURATION_NOT_MONTHS);
    expect(field('Months in business').getAttribute('aria-invalid')).toBe('true');
  });
});
