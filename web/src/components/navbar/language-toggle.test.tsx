// @vitest-environment jsdom
// The EN/FR toggle (docs/decisions/0008-a-french-twin-for-every-page.md): on every page a real link
// to the same page in the other language, both ways, keeping the query and fragment, named in its
// own language; and the navbar in French.
import { PAGES } from '@bindings';
import { render, screen, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from '@/lib/router';
import { afterAll, describe, expect, it } from 'vitest';
import { setPageLang, type Lang } from '@/lib/i18n';
import { stubMedia } from '@/testing/media-query-stub';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { Navbar } from './navbar';

/** The navbar as the app renders it at the browser address `address` (`/fr/...` on a French page). */
function renderAt(address: string, lang: Lang) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Navbar />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: [address], ...(lang === 'fr' ? { basename: '/fr' } : {}) },
  );
  render(<RouterProvider router={router} />);
}

/** The toggle, a group named in the page's language. */
const languages = (name: 'Language' | 'Langue') => within(screen.getByRole('group', { name }));

afterAll(() => {
  setPageLang('en');
});

// English address, French address.
const TWINS: [string, string][] = [
  [PAGES.home.path, '/fr'],
  [PAGES.writeUs.path, '/fr/contact/write-us'],
  [PAGES.privacyPolicy.path, '/fr/contact/privacy-policy'],
  ['/blog/pricing-for-profit', '/fr/blog/pricing-for-profit'],
  ['/services/it-solutions/portfolio/Web%20Development', '/fr/services/it-solutions/portfolio/Web%20Development'],
  ['/search?q=loan#results', '/fr/search?q=loan#results'],
];

describe('the language toggle on an English page', () => {
  it.each(TWINS)('%s links to %s', (english, french) => {
    stubMedia({ width: 1280 });
    switchToEnglish();
    renderAt(english, 'en');
    const link = languages('Language').getByRole('link', { name: 'fr Français' });
    expect(link.getAttribute('href')).toBe(french);
    expect(link.getAttribute('hreflang')).toBe('fr-CA');
    expect(link.getAttribute('lang')).toBe('fr-CA');
    // It shows its code; its full name is there for screen readers only.
    expect(link.firstChild?.textContent).toBe('fr');
    // The page's own language is shown, current, and is no link.
    const here = languages('Language').getByText('en');
    expect(here.getAttribute('aria-current')).toBe('true');
    expect(here.closest('a')).toBeNull();
    expect(languages('Language').getAllByRole('link')).toHaveLength(1);
  });
});

describe('the language toggle on a French page', () => {
  it.each(TWINS)('%s is the twin of %s', async (english, french) => {
    stubMedia({ width: 1280 });
    await switchToFrench();
    renderAt(french, 'fr');
    const link = languages('Langue').getByRole('link', { name: 'en English' });
    expect(link.getAttribute('href')).toBe(english);
    expect(link.getAttribute('hreflang')).toBe('en-CA');
    expect(link.getAttribute('lang')).toBe('en-CA');
    expect(languages('Langue').getByText('fr').getAttribute('aria-current')).toBe('true');
  });

  it('shows the navbar in French, its links under /fr', async () => {
    stubMedia({ width: 1280 });
    await switchToFrench();
    renderAt('/fr/about', 'fr');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/fr');
    expect(within(nav).getByRole('link', { name: 'Blogue' }).getAttribute('href')).toBe('/fr/blog');
    expect(within(nav).getByRole('link', { name: 'Nous joindre' }).getAttribute('href')).toBe('/fr/contact');
    expect(within(nav).getByRole('button', { name: 'À propos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rechercher' }).getAttribute('href')).toBe('/fr/search');
    expect(screen.getByRole('img', { name: 'Groupe d’affaires Cedarline, accueil' })).toBeTruthy();
  });
});
