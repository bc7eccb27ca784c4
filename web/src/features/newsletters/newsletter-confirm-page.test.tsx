// @vitest-environment jsdom
// The confirm page an email's link opens (docs/decisions/0013-newsletter-double-opt-in.md): opening
// it posts nothing (mail gateways fetch links); its one button confirms, through a real form
// without JavaScript and through the API with it (a stubbed fetch here).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONFIRM_BUTTON,
  CONFIRM_LINK_EXPIRED,
  CONFIRM_PROMPT,
  CONFIRMING_SUBSCRIPTION,
  EMAIL_LINK_INVALID,
  PAGES,
  SOMETHING_WENT_WRONG,
  SUBSCRIPTION_CONFIRMED,
  SUBSCRIPTION_WAS_WITHDRAWN,
} from '@bindings';
import * as french from '@bindings/messages.fr';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, stubFetch } from '@/components/forms/test-helpers';
import { renderInFrench, switchToEnglish } from '@/testing/french';
import NewsletterConfirmPage from './newsletter-confirm-page';

const page = (search: string) => (
  <MemoryRouter initialEntries={[`${PAGES.newsletterConfirm.path}${search}`]}>
    <NewsletterConfirmPage />
  </MemoryRouter>
);

function renderAt(search: string) {
  const user = userEvent.setup();
  const { container } = render(page(search));
  return { user, container };
}

const confirmed = () => json(200, { data: { status: 'confirmed' } });
const refused = (message: string) => json(422, { errors: [{ field: 'token', code: 'token', message }] });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NewsletterConfirmPage', () => {
  it('posts nothing on load: the prompt and one button in a form that posts to the page itself', async () => {
    const calls = stubFetch(confirmed);
    const { container } = renderAt('?token=a%2Bb.c');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PAGES.newsletterConfirm.title);
    expect(screen.getByText(CONFIRM_PROMPT)).toBeTruthy();
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    // The token travels as it came, encoded once.
    expect(form?.getAttribute('action')).toBe('/newsletter/confirm?token=a%2Bb.c');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([CONFIRM_BUTTON]);
    // The live region is there, and silent, before anything happens.
    expect(screen.getByRole('status').textContent).toBe('');
    // Nothing was called, not even after the effects and a tick.
    await new Promise((done) => setTimeout(done, 20));
    expect(calls).toHaveLength(0);
    expect(screen.queryByText(CONFIRMING_SUBSCRIPTION)).toBeNull();
  });

  it('confirms through the API when pressed, once however often it is pressed: Confirming..., then the confirmation', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(() => answer.promise);
    const { user } = renderAt('?token=abc.DEF_123');
    const button = screen.getByRole('button', { name: CONFIRM_BUTTON });
    await user.click(button);
    expect(screen.getByRole('status').textContent).toBe(CONFIRMING_SUBSCRIPTION);
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // A second submission while the first is under way (Enter in the form, a double click that
    // beat the disabled state) calls nothing more.
    button.closest('form')?.requestSubmit();
    await user.click(button);
    expect(calls).toHaveLength(1);
    answer.resolve(confirmed());
    expect(await screen.findByText(SUBSCRIPTION_CONFIRMED)).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([SUBSCRIPTION_CONFIRMED]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(CONFIRM_PROMPT)).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/newsletter/confirm', method: 'POST', body: { token: 'abc.DEF_123' } });
    // Confirming twice is harmless: no idempotency key is needed.
    expect(calls[0]?.headers.get('idempotency-key')).toBeNull();
  });

  it.each([
    ['an expired link', CONFIRM_LINK_EXPIRED],
    ['a withdrawn subscription', SUBSCRIPTION_WAS_WITHDRAWN],
    ['a link that is not valid', EMAIL_LINK_INVALID],
  ])("shows the API's message for %s as an alert, and keeps the button", async (_, message) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubFetch(() => refused(message));
    const { user } = renderAt('?token=t');
    await user.click(screen.getByRole('button', { name: CONFIRM_BUTTON }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByText(SUBSCRIPTION_CONFIRMED)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: CONFIRM_BUTTON })).toHaveProperty('disabled', false);
    expect(calls).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('Confirming the subscription failed', expect.anything());
  });

  it('says something went wrong when the server cannot be reached, logs it, and a second press tries again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: () => Response | Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    const calls = stubFetch(() => answer());
    const { user } = renderAt('?token=t');
    await user.click(screen.getByRole('button', { name: CONFIRM_BUTTON }));
    expect((await screen.findByRole('alert')).textContent).toBe(SOMETHING_WENT_WRONG);
    expect(log).toHaveBeenCalled();
    answer = confirmed;
    await user.click(screen.getByRole('button', { name: CONFIRM_BUTTON }));
    expect(await screen.findByText(SUBSCRIPTION_CONFIRMED)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it.each([[''], ['?token='], ['?token=%20%20']])('calls nothing and offers no button for a link without a token (%s)', (search) => {
    const calls = stubFetch(confirmed);
    renderAt(search);
    expect(screen.getByRole('alert').textContent).toBe(EMAIL_LINK_INVALID);
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('asks search engines not to index it', () => {
    stubFetch(confirmed);
    renderAt('?token=t');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

describe('the French confirm page', () => {
  afterEach(switchToEnglish);

  it('posts its form to the French address, and asks the API in French', async () => {
    const calls = stubFetch(confirmed);
    const user = userEvent.setup();
    const { container } = await renderInFrench(page('?token=tok.EN_fr'));
    expect(screen.getByText(french.CONFIRM_PROMPT)).toBeTruthy();
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/fr/newsletter/confirm?token=tok.EN_fr');
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: french.CONFIRM_BUTTON }));
    expect(await screen.findByText(french.SUBSCRIPTION_CONFIRMED)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/newsletter/confirm?lang=fr', method: 'POST', body: { token: 'tok.EN_fr' } });
  });
});
