// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_QUERY_MAX_CHARS } from '@bindings';
import SearchPage, { SEARCH_DEBOUNCE_MS } from './search-page';

type Answer = (url: string) => Response | Promise<Response>;

function setup(path: string, answer: Answer) {
  const fetchMock = vi.fn((url: string) => Promise.resolve(answer(url)));
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/search', element: <SearchPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { fetchMock, router, user, box: screen.getByRole('searchbox', { name: 'Search the site' }) };
}

const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Search page', () => {
  it('has a labelled search box and a hint before any query', () => {
    const { box, fetchMock } = setup('/search', () => json({ data: { results: [], total: 0 } }));
    expect(box.getAttribute('type')).toBe('search');
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByText(/Type a word or a phrase/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('debounces typing by 250 ms, then keeps the query in the URL and searches once', async () => {
    const { box, fetchMock, router, user } = setup('/search', () =>
      json({ data: { results: [], total: 0 } }),
    );
    await user.type(box, 'loan');
    expect(router.state.location.search).toBe('');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
    });
    expect(router.state.location.search).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(60);
      await Promise.resolve();
    });
    expect(router.state.location.search).toBe('?q=loan');
    expect(SEARCH_DEBOUNCE_MS).toBe(250);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search?q=loan&limit=20');
    // No results: the empty state names the query.
    expect(await screen.findByText(/No results for/)).toBeTruthy();
    expect(screen.getByText(/No results for/).textContent).toContain('loan');
  });

  it('reads the query from the URL and renders results as links with the matches marked', async () => {
    const results = [
      {
        kind: 'service',
        title: 'Small Business Loans',
        snippet:
          '…apply for a <mark>loan</mark> online &amp; fast &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <mark>Loans</mark>…',
        url: '/services/financing/small-business-loans',
      },
      { kind: 'blog', title: 'What lenders look for', snippet: 'Credit history.', url: '/blog/what-lenders-look-for' },
      { kind: 'page', title: 'Unsafe', snippet: 'x<script>alert(1)</script><img src=x onerror=alert(1)>', url: 'javascript:alert(1)' },
    ];
    const { box, fetchMock } = setup('/search?q=loan', () => json({ data: { results, total: 3 } }));
    expect((box as HTMLInputElement).value).toBe('loan');
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(fetchMock).toHaveBeenCalledWith('/api/search?q=loan&limit=20', expect.anything());
    expect(screen.getByRole('status').textContent).toContain('3 results');

    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/financing/small-business-loans',
      '/blog/what-lenders-look-for',
    ]);
    const snippet = within(list).getByText(/apply for a/);
    expect(snippet.textContent).toBe('…apply for a loan online & fast <script>alert("x")</script> Loans…');
    expect(Array.from(snippet.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['loan', 'Loans']);
    expect(snippet.children.length).toBe(2);
    // Raw markup in a snippet is text, never elements.
    expect(list.querySelector('script, img, strong')).toBeNull();
    expect(within(list).getByText(/onerror/).textContent).toBe('x<script>alert(1)</script><img src=x onerror=alert(1)>');
  });

  it('searches at most SEARCH_QUERY_MAX_CHARS characters, as the API accepts', async () => {
    const long = 'é'.repeat(SEARCH_QUERY_MAX_CHARS + 30);
    const { box, fetchMock } = setup(`/search?q=${long}`, () => json({ data: { results: [], total: 0 } }));
    expect(box.getAttribute('maxlength')).toBe(String(SEARCH_QUERY_MAX_CHARS));
    await screen.findByText(/No results for/);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('q')).toBe('é'.repeat(SEARCH_QUERY_MAX_CHARS));
  });

  it('moves through the results with the arrow keys', async () => {
    const results = [
      { kind: 'service', title: 'One', snippet: '', url: '/one' },
      { kind: 'service', title: 'Two', snippet: '', url: '/two' },
    ];
    const { box, user } = setup('/search?q=o', () => json({ data: { results, total: 2 } }));
    const links = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole('link');
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(box);
  });

  it('says search is not available on a 404 or a network error', async () => {
    setup('/search?q=loan', () => json({ errors: [{ field: null, message: 'x' }] }, 404));
    expect((await screen.findByRole('alert')).textContent).toContain('Search is not available right now');
  });

  it('says search is not available when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const router = createMemoryRouter([{ path: '/search', element: <SearchPage /> }], {
      initialEntries: ['/search?q=loan'],
    });
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Search is not available right now');
  });

  it('searches at once on Enter and clears the URL when the box is emptied', async () => {
    const { box, router, user, fetchMock } = setup('/search', () => json({ data: { results: [], total: 0 } }));
    await user.type(box, 'plan{Enter}');
    expect(router.state.location.search).toBe('?q=plan');
    await screen.findByText(/No results for/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.clear(box);
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      await Promise.resolve();
    });
    expect(router.state.location.search).toBe('');
    expect(screen.getByText(/Type a word or a phrase/)).toBeTruthy();
  });
});
