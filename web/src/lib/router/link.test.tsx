// @vitest-environment jsdom
// Links: a real href (basename included), followed in the app on a plain left click only, replacing
// the entry when it leads where the visitor is; NavLink marks the current page.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './link';
import { MemoryRouter } from './memory-router';
import { isCurrentPath, NavLink } from './nav-link';
import { Outlet } from './outlet';
import { RouterProvider } from './router-provider';
import { createMemoryRouter } from './router';
import { useLocation } from './hooks';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

function renderLinks(initial = '/', basename?: string) {
  const links = (
    <>
      <Where />
      <Link to="/blog">blog</Link>
      <Link to="/contact" target="_blank">new tab</Link>
      <Link to="/contact" download>
        download
      </Link>
      <Link to="https://example.com/">external</Link>
      <Link
        to="/contact"
        onClick={(event) => {
          event.preventDefault();
        }}
      >
        handled
      </Link>
      <Link to="?q=loan">query</Link>
      <Outlet />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: links }], { initialEntries: [initial], ...(basename ? { basename } : {}) });
  render(<RouterProvider router={router} />);
  return router;
}

const link = (name: string) => screen.getByRole('link', { name });
const where = () => screen.getByRole('status').textContent;

/**
 * Clicks `element` and says whether the browser would have followed the href itself (the app did
 * not prevent the default); the browser's own navigation is then stopped, which jsdom cannot do.
 */
function click(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let followedByBrowser = false;
  const record = (event: Event) => {
    followedByBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record);
  act(() => {
    fireEvent.click(element, { button: 0, ...init });
  });
  document.removeEventListener('click', record);
  return followedByBrowser;
}

describe('Link', () => {
  it('has a real href under the basename, and follows a plain left click in the app', () => {
    const router = renderLinks('/fr', '/fr');
    expect(link('blog').getAttribute('href')).toBe('/fr/blog');
    expect(link('query').getAttribute('href')).toBe('/fr?q=loan');
    expect(link('external').getAttribute('href')).toBe('https://example.com/');
    expect(click(link('blog'))).toBe(false);
    expect(where()).toBe('/blog');
    expect(router.state.location.pathname).toBe('/blog');
    click(link('query'));
    expect(where()).toBe('/blog?q=loan');
  });

  it.each([
    ['a modifier key', 'blog', { ctrlKey: true }],
    ['the meta key', 'blog', { metaKey: true }],
    ['shift', 'blog', { shiftKey: true }],
    ['alt', 'blog', { altKey: true }],
    ['another button', 'blog', { button: 1 }],
    ['a target', 'new tab', {}],
    ['a download', 'download', {}],
    ['an external address', 'external', {}],
  ])('leaves %s to the browser', (_case, name, init) => {
    renderLinks('/');
    expect(click(link(name), init)).toBe(true);
    expect(where()).toBe('/');
  });

  it("lets the link's own click handler cancel it", () => {
    renderLinks('/');
    click(link('handled'));
    expect(where()).toBe('/');
  });

  it('replaces the entry when it leads where the visitor already is', async () => {
    const router = renderLinks('/');
    click(link('blog'));
    click(link('blog'));
    await act(() => router.navigate(-1));
    expect(where()).toBe('/');
  });
});

describe('NavLink', () => {
  it('is the current page on its own path only with end, and below it without', () => {
    render(
      <MemoryRouter initialEntries={['/about/who-we-are']}>
        <NavLink to="/about/who-we-are" end>
          exact
        </NavLink>
        <NavLink to="/about">section</NavLink>
        <NavLink to="/about" end>
          section only
        </NavLink>
      </MemoryRouter>,
    );
    expect(link('exact').getAttribute('aria-current')).toBe('page');
    expect(link('section').getAttribute('aria-current')).toBe('page');
    expect(link('section only').getAttribute('aria-current')).toBeNull();
  });

  it('compares paths without regard to case, and not by prefix alone', () => {
    expect(isCurrentPath('/contact/Confidentiality', '/contact/confidentiality', true)).toBe(true);
    expect(isCurrentPath('/about', '/abouts', false)).toBe(false);
    expect(isCurrentPath('/', '/blog', true)).toBe(false);
  });
});
