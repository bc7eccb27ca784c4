// @vitest-environment jsdom
// The navbar: independent submenus (Escape closes), the mobile menu at 810 px or less (toggles,
// closes on navigation), the scrolled style past 100 px, search and phone (the language toggle:
// language-toggle.test.tsx).
import { MOBILE_MENU_MAX_WIDTH_PX, NAVBAR_SCROLL_THRESHOLD_PX, PHONE_NUMBER } from '@bindings';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMedia } from '@/testing/media-query-stub';
import { Navbar } from './navbar';

function Page() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderNavbar(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Navbar />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <Page /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const header = () => screen.getByRole('banner');
const setScroll = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  setScroll(0);
});

describe('Navbar on a wide screen', () => {
  it('shows the menu entries, the search link, the language toggle and the phone', () => {
    stubMedia({ width: 1280 });
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('button', { name: 'About Us' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Services' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(within(nav).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
    expect(screen.getByRole('link', { name: PHONE_NUMBER }).getAttribute('href')).toBe('tel:+19055550142');
    expect(screen.getByRole('img', { name: /Cedarline Business Group/ }).getAttribute('src')).toBe('/media/logo.svg');
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('opens and closes the two submenus independently', async () => {
    stubMedia({ width: 1280 });
    const user = userEvent.setup();
    renderNavbar();
    const about = screen.getByRole('button', { name: 'About Us' });
    const services = screen.getByRole('button', { name: 'Services' });
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'who we are' })).toBeNull();

    await user.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    const aboutLinks = within(document.getElementById(about.getAttribute('aria-controls') ?? '') as HTMLElement).getAllByRole('link');
    expect(aboutLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['who we are', '/about/who-we-are'],
      ['what we do', '/about/what-we-do'],
      ['analysis and research', '/about/analysis-and-research'],
      ['media room', '/about/media-room'],
      ['events and sponsorships', '/about/events-and-sponsorships'],
      ['corporate governance', '/about/corporate-governance'],
      ['awards and distinctions', '/about/award-and-distinctions'],
      ['b corps', '/about/b-corps'],
    ]);

    await user.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(about.getAttribute('aria-expanded')).toBe('true');
    const serviceLinks = within(document.getElementById(services.getAttribute('aria-controls') ?? '') as HTMLElement).getAllByRole('link');
    expect(serviceLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['advisory', '/services/advisory'],
      ['financing', '/services/financing'],
      ['business acquisitions', '/services/business-acquisitions'],
      ['industries', '/services/industries'],
      ['it solutions', '/services/it-solutions'],
      ['view more', '/services'],
    ]);

    await user.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('link', { name: 'who we are' })).toBeNull();
    expect(screen.getByRole('link', { name: 'view more' })).toBeTruthy();
  });

  it('closes a submenu with Escape and returns focus to its button', async () => {
    stubMedia({ width: 1280 });
    const user = userEvent.setup();
    renderNavbar();
    const about = screen.getByRole('button', { name: 'About Us' });
    await user.click(about);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('who we are');
    await user.keyboard('{Escape}');
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(about);
  });

  it('closes the submenus when the route changes and marks the current page', async () => {
    stubMedia({ width: 1280 });
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole('button', { name: 'About Us' }));
    await user.click(screen.getByRole('link', { name: 'media room' }));
    expect(screen.getByTestId('path').textContent).toBe('/about/media-room');
    const about = screen.getByRole('button', { name: 'About Us' });
    expect(about.getAttribute('aria-expanded')).toBe('false');
    await user.click(about);
    expect(screen.getByRole('link', { name: 'media room' }).getAttribute('aria-current')).toBe('page');
  });

  it('changes style once scrolled past 100 px', () => {
    stubMedia({ width: 1280 });
    renderNavbar();
    expect(header().classList.contains('navbar--scrolled')).toBe(false);
    setScroll(NAVBAR_SCROLL_THRESHOLD_PX);
    expect(header().classList.contains('navbar--scrolled')).toBe(false);
    setScroll(NAVBAR_SCROLL_THRESHOLD_PX + 1);
    expect(header().classList.contains('navbar--scrolled')).toBe(true);
    setScroll(20);
    expect(header().classList.contains('navbar--scrolled')).toBe(false);
  });
});

describe('Navbar at 810 px or less', () => {
  it('folds the menu behind a button that opens and closes it', async () => {
    stubMedia({ width: MOBILE_MENU_MAX_WIDTH_PX });
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(header().classList.contains('navbar--open')).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('closes the menu on navigation', async () => {
    stubMedia({ width: 375 });
    const user = userEvent.setup();
    const router = renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByTestId('path').textContent).toBe('/blog');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Also when the route changes by other means (back button, a link in the page).
    await user.click(toggle);
    await act(() => router.navigate('/contact'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu with Escape', async () => {
    stubMedia({ width: 375 });
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('switches layout when the window crosses the breakpoint', () => {
    const media = stubMedia({ width: 1280 });
    renderNavbar();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    act(() => {
      media.setWidth(MOBILE_MENU_MAX_WIDTH_PX + 1);
    });
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    act(() => {
      media.setWidth(MOBILE_MENU_MAX_WIDTH_PX);
    });
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
