// @vitest-environment jsdom
// The unsubscribe page: a real form for browsers without JavaScript, the API with it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EMAIL_LINK_INVALID,
  PAGES,
  SOMETHING_WENT_WRONG,
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBE_PROMPT,
  UNSUBSCRIBED,
  UNSUBSCRIBING,
} from '@bindings';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, stubFetch } from '@/components/forms/test-helpers';
import NewsletterUnsubscribePage from './newsletter-unsubscribe-page';

function renderAt(search: string) {
  const user = userEvent.setup();
  const { container } = render(
    <MemoryRouter initialEntries={[`${PAGES.newsletterUnsubscribe.path}${search}`]}>
      <NewsletterUnsubscribePage />
    </MemoryRouter>,
  );
  return { user, container };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NewsletterUnsubscribePage', () => {
  it('shows the prompt and one button in a form that posts to the page itself, calling nothing yet', () => {
    const calls = stubFetch(() => json(200, { data: { status: 'withdrawn' } }));
    const { container } = renderAt('?token=a%2Bb.c');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PAGES.newsletterUnsubscribe.title);
    expect(screen.getByText(UNSUBSCRIBE_PROMPT)).toBeTruthy();
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    // The token travels as it came, encoded once.
    expect(form?.getAttribute('action')).toBe('/newsletter/unsubscribe?token=a%2Bb.c');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([UNSUBSCRIBE_BUTTON]);
    expect(calls).toHaveLength(0);
  });

  it('withdraws through the API when pressed: Unsubscribing..., then the confirmation', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(() => answer.promise);
    const { user } = renderAt('?token=tok');
    await user.click(screen.getByRole('button', { name: UNSUBSCRIBE_BUTTON }));
    expect(screen.getByRole('status').textContent).toBe(UNSUBSCRIBING);
    expect(screen.getByRole('button', { name: UNSUBSCRIBE_BUTTON })).toHaveProperty('disabled', true);
    answer.resolve(json(200, { data: { status: 'withdrawn' } }));
    expect(await screen.findByText(UNSUBSCRIBED)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(UNSUBSCRIBED);
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/newsletter/unsubscribe', method: 'POST', body: { token: 'tok' } });
  });

  it("shows the API's message when the link is refused, and keeps the button to try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer = () => json(422, { errors: [{ field: 'token', code: 'token', message: EMAIL_LINK_INVALID }] });
    stubFetch(() => answer());
    const { user } = renderAt('?token=bad');
    await user.click(screen.getByRole('button', { name: UNSUBSCRIBE_BUTTON }));
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_LINK_INVALID);
    answer = () => Promise.reject(new TypeError('Failed to fetch')) as never;
    await user.click(screen.getByRole('button', { name: UNSUBSCRIBE_BUTTON }));
    expect((await screen.findByText(SOMETHING_WENT_WRONG)).getAttribute('role')).toBe('alert');
  });

  it('calls nothing for a link without a token, and offers no button', () => {
    const calls = stubFetch(() => json(200, { data: { status: 'withdrawn' } }));
    renderAt('');
    expect(screen.getByRole('alert').textContent).toBe(EMAIL_LINK_INVALID);
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
