// @vitest-environment jsdom
// The newsletters page: batches, DISCOVER_MORE, and the subscribe card with the real wasm
// validator.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import {
  DISCOVER_MORE,
  LOADING,
  PROVIDE_EMAIL,
  PRIVACY_POLICY_LINK,
  PROVIDE_VALID_EMAIL,
  SOMETHING_WENT_WRONG,
  SUBMITTING,
  SUBSCRIBE_CONSENT,
  SUBSCRIBED_TEXT,
  SUBSCRIBED_TITLE,
  type Newsletter,
  type NewsletterPage,
} from '@bindings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, stubFetch, type FetchCall } from '@/components/forms/test-helpers';
import { loadWasm } from '@/lib/wasm';
import NewslettersPage from './newsletters-page';

await loadWasm();

const letter = (n: number): Newsletter => ({ _id: `letter-${n}`, subject: `Newsletter ${n}`, sub_heading: `What is in letter ${n}` });
const page = (items: number[], isNextAvailable: boolean): { data: NewsletterPage[] } => ({
  data: [{ isNextAvailable, lastNewsLetterId: `letter-${items[items.length - 1] ?? 0}`, foundNewsLetters: items.map(letter) }],
});
const base = '/api/newsletterandeventletters/all?limit=2';

let held: Record<string, ReturnType<typeof deferred<Response>> | undefined> = {};
// Double opt-in: every valid address is answered 202 pending, whatever it was before.
const pending = () => json(202, { data: { status: 'pending' } });
let postAnswer: () => Response | Promise<Response> = pending;
let calls: FetchCall[] = [];

beforeEach(() => {
  held = {};
  postAnswer = pending;
  calls = stubFetch((url, method) => {
    if (method === 'POST') return postAnswer();
    const hold = held[url];
    if (hold) return hold.promise;
    if (url === base) return json(200, page([1, 2], true));
    if (url === `${base}&id=letter-2`) return json(200, page([3, 4], true));
    // The server repeats an item: the page must not show it twice.
    if (url === `${base}&id=letter-4`) return json(200, page([4, 5], false));
    return json(404, { errors: [] });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <NewslettersPage />
    </MemoryRouter>,
  );
  return user;
};
const subjects = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('NewslettersPage list', () => {
  it('loads batches of 2 and appends each next batch until none is left', async () => {
    const second = deferred<Response>();
    held[`${base}&id=letter-2`] = second;
    const user = renderPage();
    expect(screen.getByText(LOADING, { selector: 'p' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Newsletter 1' })).toBeTruthy();
    expect(subjects()).toEqual(['Newsletter 1', 'Newsletter 2']);
    expect(calls[0]?.url).toBe(base);

    await user.click(screen.getByRole('button', { name: DISCOVER_MORE }));
    expect(screen.queryByRole('button', { name: DISCOVER_MORE })).toBeNull();
    expect(screen.getByText(LOADING, { selector: 'p' })).toBeTruthy();
    second.resolve(json(200, page([3, 4], true)));
    await screen.findByRole('heading', { name: 'Newsletter 3' });
    expect(subjects()).toEqual(['Newsletter 1', 'Newsletter 2', 'Newsletter 3', 'Newsletter 4']);
    expect(screen.queryByText(LOADING, { selector: 'p' })).toBeNull();
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Newsletter 3' }));
    });

    await user.click(screen.getByRole('button', { name: DISCOVER_MORE }));
    await screen.findByRole('heading', { name: 'Newsletter 5' });
    expect(subjects()).toEqual(['Newsletter 1', 'Newsletter 2', 'Newsletter 3', 'Newsletter 4', 'Newsletter 5']);
    expect(screen.queryByRole('button', { name: DISCOVER_MORE })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([base, `${base}&id=letter-2`, `${base}&id=letter-4`]);
  });

  it('shows no button when the first batch is the last', async () => {
    vi.unstubAllGlobals();
    stubFetch(() => json(200, page([1], false)));
    renderPage();
    await screen.findByRole('heading', { name: 'Newsletter 1' });
    expect(screen.queryByRole('button', { name: DISCOVER_MORE })).toBeNull();
  });

  it('offers to try again when a batch fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.unstubAllGlobals();
    let fail = true;
    stubFetch(() => (fail ? json(500, { errors: [] }) : json(200, page([1, 2], false))));
    const user = renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(log).toHaveBeenCalled();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Newsletter 1' })).toBeTruthy();
  });
});

describe('SubscribeCard', () => {
  const card = async () => {
    const user = renderPage();
    const article = (await screen.findByRole('heading', { name: 'Newsletter 1' })).closest('article');
    if (!article) throw new Error('no card');
    const scope = within(article);
    return { user, scope, input: scope.getByLabelText('Your email'), button: scope.getByRole('button', { name: 'Subscribe' }) };
  };

  it('checks the email with the wasm module: empty, then malformed', async () => {
    const { user, scope, input, button } = await card();
    await user.click(button);
    expect(await scope.findByText(PROVIDE_EMAIL)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    await user.type(input, 'jean@localhost');
    await user.click(button);
    expect(await scope.findByText(PROVIDE_VALID_EMAIL)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows Submitting..., then the confirmation panel that can be closed', async () => {
    const answer = deferred<Response>();
    postAnswer = () => answer.promise;
    const { user, scope, input, button } = await card();
    await user.type(input, 'jean@example.ca');
    await user.click(button);
    expect(await scope.findByText(SUBMITTING)).toBeTruthy();
    expect(button).toHaveProperty('disabled', true);
    answer.resolve(pending());
    const panel = await scope.findByRole('region', { name: SUBSCRIBED_TITLE });
    expect(panel.textContent).toContain(SUBSCRIBED_TEXT);
    expect(input).toHaveProperty('value', '');
    expect(scope.queryByText(SUBMITTING)).toBeNull();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/newsletterandeventletters/addemail/letter-1');
    expect(post?.body).toEqual({ email: 'jean@example.ca' });
    expect(post?.headers.get('idempotency-key')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(scope.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('shows the consent text and the privacy policy link under the field before anything is sent', async () => {
    const { scope, input } = await card();
    const consent = scope.getByText((_, element) => element?.tagName === 'P' && element.textContent === `${SUBSCRIBE_CONSENT} ${PRIVACY_POLICY_LINK}`);
    expect(within(consent).getByRole('link', { name: PRIVACY_POLICY_LINK }).getAttribute('href')).toBe('/contact/privacy-policy');
    // Read with the field by a screen reader, and placed before the button's outcome.
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(consent.id);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('asks to check the inbox once the subscription is pending', async () => {
    const { user, scope, input, button } = await card();
    await user.type(input, 'jean@example.ca');
    await user.click(button);
    const panel = await scope.findByRole('region', { name: SUBSCRIBED_TITLE });
    expect(SUBSCRIBED_TEXT).toMatch(/^Check your inbox/);
    expect(within(panel).getByText(SUBSCRIBED_TEXT)).toBeTruthy();
  });

  it('says Something went wrong... when the call fails, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    postAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    const { user, scope, input, button } = await card();
    await user.type(input, 'jean@example.ca');
    await user.click(button);
    expect(await scope.findByText(SOMETHING_WENT_WRONG)).toBeTruthy();
    expect(log).toHaveBeenCalled();
    expect(input).toHaveProperty('value', 'jean@example.ca');
    expect(scope.queryByRole('region')).toBeNull();
  });
});
