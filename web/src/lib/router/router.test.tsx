// @vitest-environment jsdom
// Navigation: lazy routes load before the page changes (the old page stays meanwhile, an overtaken
// navigation is dropped), a failed load or render shows the nearest errorElement, the first page can
// be awaited before the first render, and the basename, back and forward and <Navigate> work.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter, createMemoryRouter, createRouter, RouteNotFoundError } from './router';
import { createMemoryHistory } from './history';
import { createPath } from './location';
import { Navigate } from './navigate';
import { Outlet } from './outlet';
import { RouterProvider } from './router-provider';
import { useLocation, useParams, useRouteError } from './hooks';
import type { LoadedRoute, RouteObject } from './route-object';

function deferred() {
  let resolve!: (value: LoadedRoute) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<LoadedRoute>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function ShowError() {
  const error = useRouteError();
  return <p role="alert">failed: {error instanceof Error ? error.message : 'unknown'}</p>;
}

function Frame() {
  return (
    <>
      <nav>frame at {useLocation().pathname}</nav>
      <Outlet />
    </>
  );
}

function Article() {
  return <h1>article {useParams().id}</h1>;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('lazy routes', () => {
  it('keeps the old page until the new one has loaded, then shows it', async () => {
    const blog = deferred();
    const lazy = vi.fn(() => blog.promise);
    const routes: RouteObject[] = [{ element: <Frame />, children: [{ path: '/', element: <h1>home</h1> }, { path: '/blog', lazy }] }];
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading').textContent).toBe('home');

    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/blog');
    });
    expect(screen.getByRole('heading').textContent).toBe('home');
    expect(router.state.location.pathname).toBe('/');
    await act(async () => {
      blog.resolve({ Component: () => <h1>blog</h1> });
      await navigation;
    });
    expect(screen.getByRole('heading').textContent).toBe('blog');
    expect(screen.getByRole('navigation').textContent).toBe('frame at /blog');

    // Loaded once: a second visit renders at once, with no second load.
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/blog'));
    expect(screen.getByRole('heading').textContent).toBe('blog');
    expect(lazy).toHaveBeenCalledOnce();
  });

  it('drops a navigation overtaken by a newer one', async () => {
    const slow = deferred();
    const routes: RouteObject[] = [
      { path: '/', element: <h1>home</h1> },
      { path: '/slow', lazy: () => slow.promise },
      { path: '/fast', element: <h1>fast</h1> },
    ];
    const router = createMemoryRouter(routes);
    render(<RouterProvider router={router} />);
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = router.navigate('/slow');
    });
    await act(() => router.navigate('/fast'));
    await act(async () => {
      slow.resolve({ Component: () => <h1>slow</h1> });
      await first;
    });
    expect(screen.getByRole('heading').textContent).toBe('fast');
    expect(router.state.location.pathname).toBe('/fast');
  });

  it('shows a failed load in the nearest errorElement, inside the frame, and tries again on the next visit', async () => {
    const lazy = vi.fn().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValueOnce({ Component: () => <h1>careers</h1> });
    const routes: RouteObject[] = [
      {
        element: <Frame />,
        errorElement: <p>frame failed</p>,
        children: [{ errorElement: <ShowError />, children: [{ path: '/', element: <h1>home</h1> }, { path: '/careers', lazy }] }],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/careers'));
    expect(screen.getByRole('alert').textContent).toBe('failed: chunk missing');
    expect(screen.getByRole('navigation').textContent).toBe('frame at /careers');
    await act(() => router.navigate('/'));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => router.navigate('/careers'));
    expect(screen.getByRole('heading').textContent).toBe('careers');
  });

  it('is ready for a first render once the first page has loaded', async () => {
    const page = deferred();
    const router = createMemoryRouter([{ path: '/blog/:id', lazy: () => page.promise }], { basename: '/fr', initialEntries: ['/fr/blog/pricing'] });
    expect(router.state).toEqual({ location: { pathname: '/blog/pricing', search: '', hash: '' }, matches: [] });
    page.resolve({ Component: Article });
    await router.ready;
    // Synchronous from here: the first render already shows the page.
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading').textContent).toBe('article pricing');
  });
});

describe('errors', () => {
  it('shows a render error in the nearest errorElement, and clears it on the next location', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes: RouteObject[] = [
      { element: <Frame />, children: [{ errorElement: <ShowError />, children: [{ path: '/', element: <h1>home</h1> }, { path: '/broken', element: <Broken /> }] }] },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/broken'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert').textContent).toBe('failed: render failed');
    expect(screen.getByRole('navigation')).toBeTruthy();
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading').textContent).toBe('home');
    vi.restoreAllMocks();
  });

  it('says plainly when no route matches', () => {
    const router = createMemoryRouter([{ path: '/', element: <h1>home</h1> }], { initialEntries: ['/nowhere'] });
    expect(router.state.failure?.error).toBeInstanceOf(RouteNotFoundError);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert').textContent).toBe('No route matches /nowhere');
  });
});

describe('basename and history', () => {
  it('routes the English paths under the basename, and writes the whole address', async () => {
    window.history.replaceState(null, '', '/fr/blog/pricing');
    const routes: RouteObject[] = [
      { path: '/', element: <h1>accueil</h1> },
      { path: '/blog/:id', element: <Article /> },
    ];
    const router = createBrowserRouter(routes, { basename: '/fr' });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading').textContent).toBe('article pricing');
    expect(router.createHref('/contact?x=1')).toBe('/fr/contact?x=1');
    expect(router.createHref('/')).toBe('/fr');

    await act(() => router.navigate('/'));
    expect(window.location.pathname).toBe('/fr');
    expect(screen.getByRole('heading').textContent).toBe('accueil');

    // Back: the browser moves first, then tells the router.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => {
        window.addEventListener('popstate', resolve, { once: true });
      });
    });
    expect(window.location.pathname).toBe('/fr/blog/pricing');
    expect(screen.getByRole('heading').textContent).toBe('article pricing');
    router.dispose();
  });

  it('moves through a memory history with numbers', async () => {
    const routes: RouteObject[] = [
      { path: '/', element: <h1>home</h1> },
      { path: '/blog', element: <h1>blog</h1> },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/', '/blog'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading').textContent).toBe('home');
    await act(() => router.navigate(1));
    expect(screen.getByRole('heading').textContent).toBe('blog');
  });

  it('redirects with <Navigate>, replacing the entry', async () => {
    const routes: RouteObject[] = [
      { path: '/', element: <h1>home</h1> },
      { path: '/blog', element: <h1>blog</h1> },
      { path: '*', element: <Navigate to="/" replace /> },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/blog', '/nope'] });
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('heading')).textContent).toBe('home');
    expect(router.state.location.pathname).toBe('/');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/blog');
  });
});

describe('an address its routes spell otherwise (as the server answers a 301)', () => {
  const routes: RouteObject[] = [
    { path: '/', element: <h1>home</h1> },
    { path: '/contact/Confidentiality', element: <h1>confidentiality</h1> },
    { path: '/blog/:id', element: <Article /> },
    { path: '*', element: <h1>elsewhere</h1> },
  ];

  it('is replaced by their spelling when the page loads, query and fragment kept', () => {
    window.history.replaceState(null, '', '/');
    window.history.pushState(null, '', '/CONTACT/confidentiality/?x=1#top');
    const entries = window.history.length;
    const replace = vi.spyOn(window.history, 'replaceState');
    const push = vi.spyOn(window.history, 'pushState');
    const router = createBrowserRouter(routes);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading').textContent).toBe('confidentiality');
    expect(replace).toHaveBeenCalledExactlyOnceWith(null, '', '/contact/Confidentiality?x=1#top');
    expect(push).not.toHaveBeenCalled();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/contact/Confidentiality?x=1#top');
    expect(window.history.length).toBe(entries);
    expect(router.state.location).toEqual({ pathname: '/contact/Confidentiality', search: '?x=1', hash: '#top' });
    replace.mockRestore();
    push.mockRestore();
    router.dispose();
  });

  it('leaves the history entry of an address already so spelled alone', () => {
    window.history.replaceState(null, '', '/contact/Confidentiality?x=1#top');
    const replace = vi.spyOn(window.history, 'replaceState');
    const router = createBrowserRouter(routes);
    expect(replace).not.toHaveBeenCalled();
    expect(router.state.location).toEqual({ pathname: '/contact/Confidentiality', search: '?x=1', hash: '#top' });
    replace.mockRestore();
    router.dispose();
  });

  it('keeps an address already so spelled, a trailing slash, a parameter as written and an unknown address', () => {
    for (const address of ['/contact/Confidentiality/', '/blog/Pricing', '/NOWHERE']) {
      const history = createMemoryHistory([address]);
      const router = createRouter({ routes, history });
      expect(history.location().pathname).toBe(address);
      router.dispose();
    }
  });

  it('is pushed as their spelling, and replaced when reached back or forward', async () => {
    const history = createMemoryHistory(['/Blog/X', '/']);
    const router = createRouter({ routes, history });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/contact/confidentiality?x=1'));
    expect(createPath(history.location())).toBe('/contact/Confidentiality?x=1');
    await act(() => router.navigate(-1));
    expect(history.location().pathname).toBe('/');
    await act(() => router.navigate(-1));
    expect(history.location().pathname).toBe('/blog/X');
    expect(screen.getByRole('heading').textContent).toBe('article X');
    await act(() => router.navigate(2));
    expect(createPath(history.location())).toBe('/contact/Confidentiality?x=1');
  });

  it('spells the basename as the router does: /FR is /fr', () => {
    const history = createMemoryHistory(['/FR/Contact/confidentiality']);
    const router = createRouter({ routes, history, basename: '/fr' });
    expect(history.location().pathname).toBe('/fr/contact/Confidentiality');
    expect(router.state.location.pathname).toBe('/contact/Confidentiality');
    const home = createMemoryHistory(['/Fr/']);
    createRouter({ routes, history: home, basename: '/fr' });
    expect(home.location().pathname).toBe('/fr');
  });
});
