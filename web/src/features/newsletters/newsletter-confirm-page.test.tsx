// @vitest-environment jsdom
// The confirm page an email's link opens: its states with a stubbed fetch.
import { render, screen } from '@testing-library/react';
import {
  CONFIRM_LINK_EXPIRED,
  CONFIRMING_SUBSCRIPTION,
  EMAIL_LINK_INVALID,
  PAGES,
  SOMETHING_WENT_WRONG,
  SUBSCRIPTION_CONFIRMED,
  SUBSCRIPTION_WAS_WITHDRAWN,
} from '@bindings';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, stubFetch } from '@/components/forms/test-helpers';
import NewsletterConfirmPage from './newsletter-confirm-page';

function renderAt(search: string) {
  render(
    <MemoryRouter initialEntries={[`${PAGES.newsletterConfirm.path}${search}`]}>
      <NewsletterConfirmPage />
    </MemoryRouter>,
  );
}

const refused = (message: string) => json(422, { errors: [{ field: 'token', code: 'token', message }] });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NewsletterConfirmPage', () => {
  it('shows Confirming..., posts the token once, then the confirmation', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(() => answer.promise);
    renderAt('?token=abc.DEF_123');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PAGES.newsletterConfirm.title);
    expect(screen.getByRole('status').textContent).toBe(CONFIRMING_SUBSCRIPTION);
    answer.resolve(json(200, { data: { status: 'confirmed' } }));
    expect(await screen.findByText(SUBSCRIPTION_CONFIRMED)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(SUBSCRIPTION_CONFIRMED);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/newsletter/confirm', method: 'POST', body: { token: 'abc.DEF_123' } });
    // Confirming twice is harmless: no idempotency key is needed.
    expect(calls[0]?.headers.get('idempotency-key')).toBeNull();
  });

  it.each([
    ['an expired link', CONFIRM_LINK_EXPIRED],
    ['a withdrawn subscription', SUBSCRIPTION_WAS_WITHDRAWN],
    ['a link that is not valid', EMAIL_LINK_INVALID],
  ])("shows the API's message for %s as an alert", async (_, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => refused(message));
    renderAt('?token=t');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByText(SUBSCRIPTION_CONFIRMED)).toBeNull();
  });

  it('says something went wrong when the server cannot be reached, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt('?token=t');
    expect((await screen.findByRole('alert')).textContent).toBe(SOMETHING_WENT_WRONG);
    expect(log).toHaveBeenCalled();
  });

  it.each([[''], ['?token='], ['?token=%20%20']])('calls nothing for a link without a token (%s)', (search) => {
    const calls = stubFetch(() => json(200, { data: { status: 'confirmed' } }));
    renderAt(search);
    expect(screen.getByRole('alert').textContent).toBe(EMAIL_LINK_INVALID);
    expect(calls).toHaveLength(0);
  });

  it('asks search engines not to index it', () => {
    stubFetch(() => json(200, { data: { status: 'confirmed' } }));
    renderAt('?token=t');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
