// @vitest-environment jsdom
// The advisory request page with the real wasm validator and a stubbed fetch.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import {
  DATA_SAVED,
  EMAILS_DONT_MATCH,
  ERROR_ALERT_TITLE,
  FIRST_NAME_EMPTY,
  MOBILE_TEN_DIGITS,
  NOTICE_HIDE_MS,
  SELECT_SERVICE,
  SELECT_SUB_SERVICE,
  SPLASH_LOADER_MS,
  UPDATES_CONSENT,
  type Service,
} from '@bindings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, field, fill, json, posts, stubFetch } from '@/components/forms/test-helpers';
import { loadWasm } from '@/lib/wasm';
import AdvisoryRequestPage from './advisory-request-page';
import { expectPrivacyNotices } from '@/testing/privacy-notices';

await loadWasm();

const service = (id: string, heading: string, parent: string | null = null): Service => ({
  _id: id,
  heading,
  subHeading: '',
  image: '',
  image_url: '',
  text: '',
  parent,
  perma_link: parent ? `/services/${parent}/${id}` : `/services/${id}`,
});
const top = [service('advisory', 'Advisory'), service('financing', 'Financing')];
const advisoryChildren = [service('business-plan-template', 'Business-Plan-Template', 'advisory'), service('startup-coaching', 'Startup Coaching', 'advisory')];

let children = deferred<Response>();
let postAnswer: () => Response | Promise<Response> = () => json(201, { data: { id: 'adv-1' } });
let calls: ReturnType<typeof stubFetch> = [];

const valid = {
  'First name': 'Jean',
  'Last name': 'Tremblay',
  'Mobile number': '4165550123',
  'Your role': 'Owner',
  Email: 'jean.tremblay@example.ca',
  'Confirm email': 'jean.tremblay@example.ca',
  'How did you hear about us?': 'Web search',
  'Describe your needs': 'A review of my business plan before I meet the bank.',
};

async function setup({ skipSplash = true } = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <AdvisoryRequestPage />
    </MemoryRouter>,
  );
  if (skipSplash) {
    act(() => {
      vi.advanceTimersByTime(SPLASH_LOADER_MS);
    });
    await screen.findByRole('option', { name: 'Advisory' });
  }
  return user;
}
const send = (user: Awaited<ReturnType<typeof setup>>) => user.click(screen.getByRole('button', { name: 'Send my request' }));
async function chooseService(user: Awaited<ReturnType<typeof setup>>) {
  await user.selectOptions(field('Service'), 'Advisory');
  children.resolve(json(200, { data: { parent: { ...top[0], allChildren: advisoryChildren }, allChildren: advisoryChildren } }));
  await user.selectOptions(await screen.findByLabelText(/^Sub-service/), 'Business Plan Template');
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  children = deferred<Response>();
  postAnswer = () => json(201, { data: { id: 'adv-1' } });
  calls = stubFetch((url, method) => {
    if (method === 'POST') return postAnswer();
    if (url === '/api/service/all') return json(200, { data: { allChildren: top } });
    if (url === '/api/service/all/+services+advisory') return children.promise;
    return json(404, { errors: [] });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdvisoryRequestPage', () => {
  it('shows the collection notice and the privacy policy link before sending, and beside the unticked updates box', async () => {
    await setup();
    expectPrivacyNotices(screen.getByRole('form', { name: 'Your advisory request' }), 'Send my request', { updatesBox: true });
  });

  it('shows the splash loader for 2 seconds, then the form', async () => {
    await setup({ skipSplash: false });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(SPLASH_LOADER_MS - 10);
    });
    expect(screen.queryByRole('form')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(screen.getByRole('form', { name: 'Your advisory request' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the sub-service list only after a service is chosen and its children loaded', async () => {
    const user = await setup();
    expect(screen.queryByLabelText(/^Sub-service/)).toBeNull();
    await user.selectOptions(field('Service'), 'Advisory');
    expect(screen.getByRole('status').textContent).toMatch(/sub-services/);
    expect(screen.queryByLabelText(/^Sub-service/)).toBeNull();
    children.resolve(json(200, { data: { parent: { ...top[0], allChildren: advisoryChildren }, allChildren: advisoryChildren } }));
    const sub = await screen.findByLabelText(/^Sub-service/);
    expect(within(sub).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select...', 'Business Plan Template', 'Startup Coaching']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls.some((call) => call.url === '/api/service/all/+services+advisory')).toBe(true);
  });

  it.each([
    ['every field empty', {}, FIRST_NAME_EMPTY, 'First name'],
    ['a mobile number with dashes', { 'Mobile number': '416-555-0123' }, MOBILE_TEN_DIGITS, 'Mobile number'],
    ['emails that do not match', { 'Confirm email': 'jean@example.ca' }, EMAILS_DONT_MATCH, 'Confirm email'],
    ['no service', valid, SELECT_SERVICE, 'Service'],
  ])('%s: shows the first failure and focuses its field', async (_, values, expected, label) => {
    const user = await setup();
    if (Object.keys(values).length > 0) await fill(user, { ...valid, ...values });
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

  it('asks for the sub-service once a service is chosen', async () => {
    const user = await setup();
    await fill(user, valid);
    await user.selectOptions(field('Service'), 'Advisory');
    children.resolve(json(200, { data: { parent: { ...top[0], allChildren: advisoryChildren }, allChildren: advisoryChildren } }));
    await screen.findByLabelText(/^Sub-service/);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe(SELECT_SUB_SERVICE);
    await waitFor(() => {
      expect(document.activeElement).toBe(field('Sub-service'));
    });
  });

  it('sends the request once with an Idempotency-Key, then clears every field', async () => {
    const answer = deferred<Response>();
    postAnswer = () => answer.promise;
    const user = await setup();
    await fill(user, valid);
    await chooseService(user);
    await user.click(screen.getByRole('checkbox', { name: UPDATES_CONSENT }));
    await send(user);
    const busy = await screen.findByRole('button', { busy: true });
    await user.click(busy);
    expect(posts(calls)).toHaveLength(1);
    answer.resolve(json(201, { data: { id: 'adv-1' } }));
    expect((await screen.findByRole('alert')).textContent).toBe(DATA_SAVED);
    const [post] = posts(calls);
    expect(post?.url).toBe('/api/form/advisory-service');
    expect(post?.headers.get('idempotency-key')).toBeTruthy();
    expect(post?.body).toEqual({
      firstName: 'Jean',
      lastName: 'Tremblay',
      phone: '4165550123',
      job_role: 'Owner',
      email: 'jean.tremblay@example.ca',
      source: 'Web search',
      parent_service: 'advisory',
      child_service: 'business-plan-template',
      description: valid['Describe your needs'],
      wants_updates: true,
    });
    for (const label of Object.keys(valid)) expect(field(label)).toHaveProperty('value', '');
    expect(field('Service')).toHaveProperty('value', '');
    expect(screen.queryByLabelText(/^Sub-service/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: UPDATES_CONSENT })).toHaveProperty('checked', false);
    await act(() => Promise.resolve());
    act(() => {
      vi.advanceTimersByTime(NOTICE_HIDE_MS);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the visitor when the post fails and keeps the values', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    postAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    const user = await setup();
    await fill(user, valid);
    await chooseService(user);
    await send(user);
    expect(await screen.findByRole('alertdialog', { name: ERROR_ALERT_TITLE })).toBeTruthy();
    expect(log).toHaveBeenCalled();
    expect(field('First name')).toHaveProperty('value', 'Jean');
    expect(field('Sub-service')).toHaveProperty('value', 'business-plan-template');
  });

  it('shows a 422 answer like a client-side failure', async () => {
    postAnswer = () => json(422, { errors: [{ field: 'child_service', message: SELECT_SUB_SERVICE }] });
    const user = await setup();
    await fill(user, valid);
    await chooseService(user);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe(SELECT_SUB_SERVICE);
    expect(field('Sub-service').getAttribute('aria-invalid')).toBe('true');
  });
});
