// @vitest-environment jsdom
// The loading overlay shows on every page's first display for 2 s; navigation scrolls to the top.
import { LOADING_OVERLAY_MS } from '@bindings';
import { act, render, screen } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStarted, firstPageLeft } from '@/lib/first-display';
import { LoadingOverlay } from './loading-overlay';
import { ScrollToTop } from './scroll-to-top';

/** The app started `shownFor` ms after the first page's display (at a frozen `performance.now()`); leaving that page ends its credit, as app/start.tsx does. */
function startedAfter(shownFor: number) {
  vi.spyOn(performance, 'now').mockReturnValue(50_000);
  appStarted(50_000 - shownFor);
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <main>
              <Outlet />
            </main>
            <LoadingOverlay />
            <ScrollToTop />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/blog">Blog</Link> },
          { path: '/blog', element: <h1>Blog</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  router.subscribe(() => {
    if (router.state.location.pathname !== '/') firstPageLeft();
  });
  render(<RouterProvider router={router} />);
  return router;
}

const overlay = () => screen.queryByTestId('loading-overlay');
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

const scrollTo = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  firstPageLeft();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoadingOverlay', () => {
  it('shows the loading indicator at first and goes after 2 seconds', () => {
    renderApp();
    expect(LOADING_OVERLAY_MS).toBe(2000);
    expect(overlay()).not.toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    advance(LOADING_OVERLAY_MS - 1);
    expect(overlay()).not.toBeNull();
    advance(1);
    expect(overlay()).toBeNull();
  });

  it('shows again on the next page, for 2 seconds', async () => {
    const router = renderApp();
    advance(LOADING_OVERLAY_MS);
    expect(overlay()).toBeNull();
    await act(() => router.navigate('/blog'));
    expect(overlay()).not.toBeNull();
    advance(LOADING_OVERLAY_MS);
    expect(overlay()).toBeNull();
  });

  it("covers only what is left of its time when the server's overlay covered the page before the app started", async () => {
    startedAfter(1500);
    const router = renderApp();
    expect(overlay()).not.toBeNull();
    advance(LOADING_OVERLAY_MS - 1500 - 1);
    expect(overlay()).not.toBeNull();
    advance(1);
    expect(overlay()).toBeNull();
    // The next page's first display is its own: the whole time.
    await act(() => router.navigate('/blog'));
    advance(LOADING_OVERLAY_MS - 1);
    expect(overlay()).not.toBeNull();
    advance(1);
    expect(overlay()).toBeNull();
  });

  it('does not show at all on a page whose time was over before the app started, but does on the next', async () => {
    startedAfter(LOADING_OVERLAY_MS + 700);
    const router = renderApp();
    expect(overlay()).toBeNull();
    await act(() => router.navigate('/blog'));
    expect(overlay()).not.toBeNull();
    await act(() => router.navigate('/'));
    advance(LOADING_OVERLAY_MS - 1);
    expect(overlay()).not.toBeNull();
    advance(1);
    expect(overlay()).toBeNull();
  });

  it('holds no focus and leaves the page reachable', () => {
    renderApp();
    const layer = overlay();
    expect(layer?.querySelector('a, button, input, [tabindex]')).toBeNull();
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
    expect(screen.getByRole('main').hasAttribute('aria-hidden')).toBe(false);
  });
});

describe('ScrollToTop', () => {
  it('scrolls to the top on every navigation', async () => {
    const router = renderApp();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scrollTo.mockClear();
    await act(() => router.navigate('/blog'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
