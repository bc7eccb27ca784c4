// @vitest-environment jsdom
// The careers pages in French (docs/decisions/0008-a-french-twin-for-every-page.md): each French
// twin renders one h1 (its French title), the careers menu in French under /fr, OQLF typography;
// the openings are asked in French (lang=fr) and an opening's page speaks French in every state.
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PAGES, type PageKey } from '@bindings';
import { PAGE_WORDS } from '@bindings/pages.fr';
import { RouterProvider, createMemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AvailablePositionsPageFr from './available-positions-page.fr';
import CareerDetailPage from './career-detail-page';
import CareersPageFr from './careers-page.fr';
import MeetOurTeamPageFr from './meet-our-team-page.fr';
import ProgressWithoutBoundariesPageFr from './progress-without-boundaries-page.fr';
import { words as shared } from '@/components/words';
import { renderInFrench, withFrench } from '@/testing/french';

const NBSP = '\u00a0';
const MENU: PageKey[] = ['careers', 'availablePositions', 'progressWithoutBoundaries', 'meetOurTeam'];

/** Renders `routes` at the French address of `path` (an English site path), as on a /fr page. */
async function renderAt(path: string, routes: { path: string; element: ReactElement }[]) {
  const router = createMemoryRouter(routes, { basename: '/fr', initialEntries: [`/fr${path}`] });
  return (await renderInFrench(<RouterProvider router={router} />)).container;
}

function stubApi(answers: Record<string, Response>) {
  const fetchMock = vi.fn((url: string) => Promise.resolve(answers[url] ?? new Response('{"errors":[]}', { status: 404 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['careers', CareersPageFr],
  ['availablePositions', AvailablePositionsPageFr],
  ['progressWithoutBoundaries', ProgressWithoutBoundariesPageFr],
  ['meetOurTeam', MeetOurTeamPageFr],
] as const)('the French twin of %s', (key, Page) => {
  withFrench();

  it('has one h1, its French title, and the careers menu in French under /fr', async () => {
    stubApi({ '/api/about/all/careers?lang=fr': new Response(JSON.stringify({ data: { allChildren: [] } })) });
    const container = await renderAt(PAGES[key].path, [{ path: PAGES[key].path, element: <Page /> }]);
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1.map((heading) => heading.textContent)).toEqual([PAGE_WORDS[key].title]);
    const menu = within(screen.getByRole('navigation', { name: 'Carrières' })).getAllByRole('link');
    expect(menu.map((link) => link.textContent)).toEqual(MENU.map((entry) => PAGE_WORDS[entry].crumb));
    expect(menu.map((link) => link.getAttribute('href'))).toEqual(MENU.map((entry) => `/fr${PAGES[entry].path}`));
    expect(menu.find((link) => link.getAttribute('aria-current') === 'page')?.textContent).toBe(PAGE_WORDS[key].crumb);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/fr(\/|$)/);
    // OQLF typography: a no-break space before a colon, typographic apostrophes only.
    const text = container.textContent;
    expect(text).not.toMatch(new RegExp(`[^${NBSP}]:`));
    expect(text).not.toMatch(/['"]/);
    expect(text).not.toMatch(/\b(the|our|and)\b/i);
  });
});

describe('the French careers page', () => {
  withFrench();

  it('asks for the openings in French and links each to its French page', async () => {
    const children = [
      { _id: 'business-advisor-brampton', heading: 'Conseiller d’affaires, Brampton', subHeading: 'Accompagner les entrepreneurs.' },
      { _id: 'web-developer-intern', heading: 'Stagiaire en développement Web', subHeading: 'Un stage rémunéré.' },
    ];
    const fetchMock = stubApi({ '/api/about/all/careers?lang=fr': new Response(JSON.stringify({ data: { allChildren: children } })) });
    await renderAt(PAGES.careers.path, [{ path: PAGES.careers.path, element: <CareersPageFr /> }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Postes à pourvoir' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Liste des postes à pourvoir' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/fr/about/careers/business-advisor-brampton',
      '/fr/about/careers/web-developer-intern',
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/api/about/all/careers?lang=fr', expect.anything());
  });

  it('says so in French when there is no opening', async () => {
    stubApi({ '/api/about/all/careers?lang=fr': new Response(JSON.stringify({ data: { allChildren: [] } })) });
    await renderAt(PAGES.careers.path, [{ path: PAGES.careers.path, element: <CareersPageFr /> }]);
    expect(await screen.findByText('Aucun poste n’est à pourvoir pour le moment. Revenez nous voir bientôt.')).toBeTruthy();
  });
});

describe('an opening’s page in French', () => {
  withFrench();
  const route = [{ path: PAGES.career.path, element: <CareerDetailPage /> }];

  it('shows the opening asked in French, with a French breadcrumb', async () => {
    stubApi({
      '/api/about/web-developer-intern?lang=fr': new Response(
        JSON.stringify({ data: [{ heading: 'Stagiaire en développement Web', subHeading: 'Rémunéré.', text: '-h2Le rôle h2-' }] }),
      ),
    });
    await renderAt('/about/careers/web-developer-intern', route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stagiaire en développement Web' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Le rôle' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: shared.breadcrumb })).getAllByRole('link');
    expect(crumbs.map((link) => link.textContent)).toContain(PAGE_WORDS.careers.crumb);
    expect(screen.getByRole('link', { name: 'Voir tous les postes à pourvoir' }).getAttribute('href')).toBe('/fr/about/careers');
  });

  it('shows a French not-found state for an unknown opening', async () => {
    stubApi({});
    await renderAt('/about/careers/filled-position', route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Poste non disponible' })).toBeTruthy();
    expect(screen.getByText('Ce poste est introuvable. Il a peut-être été pourvu ou retiré.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir tous les postes à pourvoir' }).getAttribute('href')).toBe('/fr/about/careers');
  });

  it('shows a French alert when the page cannot load', async () => {
    stubApi({ '/api/about/web-developer-intern?lang=fr': new Response('{"errors":[]}', { status: 500 }) });
    await renderAt('/about/careers/web-developer-intern', route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cette page n’a pas pu être chargée' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Un problème a empêché le chargement de cette page.');
  });
});
