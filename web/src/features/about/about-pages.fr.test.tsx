// @vitest-environment jsdom
// The about pages in French: each twin shows one h1 with its French title and the side menu in
// French; the figures read as fr-CA percentages; service cards link by their English id; a detail
// page's states and breadcrumb are French.
import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from '@/lib/router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInFrench, switchToEnglish } from '@/testing/french';
import AboutDetailPage from './about-detail-page';
import AboutPageFr from './about-page.fr';
import AnalysisAndResearchPageFr from './analysis-and-research-page.fr';
import AwardsAndDistinctionsPageFr from './awards-and-distinctions-page.fr';
import BCorpsPageFr from './b-corps-page.fr';
import CorporateGovernancePageFr from './corporate-governance-page.fr';
import EventsAndSponsorshipsPageFr from './events-and-sponsorships-page.fr';
import MediaRoomPageFr from './media-room-page.fr';
import NewsAndEventsPageFr from './news-and-events-page.fr';
import WhatWeDoPageFr from './what-we-do-page.fr';
import WhoWeArePageFr from './who-we-are-page.fr';

const NBSP = '\u00a0';

/** The page header's breadcrumb (its name is the shared components' word). */
function crumbTrail(): HTMLElement {
  const trail = document.querySelector<HTMLElement>('.page-header__crumbs');
  if (!trail) throw new Error('no breadcrumb');
  return trail;
}

/** Answers GET paths (query ignored: French pages ask with lang=fr) with `{"data": X}`, else 404. */
function stubApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = url.split('?')[0] ?? url;
    if (path in routes) return Promise.resolve(new Response(JSON.stringify({ data: routes[path] })));
    return Promise.resolve(new Response(JSON.stringify({ errors: [{ field: null, code: 'NOT_FOUND', message: 'x' }] }), { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const CHILDREN = { allChildren: [{ _id: 'prix-exemple', heading: 'Prix de l’entrepreneuriat', subHeading: 'Décerné en 2025.' }] };

beforeAll(() => {
  stubApi({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(switchToEnglish);

async function renderAt(path: string, Page: ComponentType) {
  await renderInFrench(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

describe('the about pages in French', () => {
  it.each<[string, ComponentType, string]>([
    ['/about', AboutPageFr, 'À propos de nous'],
    ['/about/who-we-are', WhoWeArePageFr, 'Qui nous sommes'],
    ['/about/what-we-do', WhatWeDoPageFr, 'Ce que nous faisons'],
    ['/about/analysis-and-research', AnalysisAndResearchPageFr, 'Analyse et recherche'],
    ['/about/media-room', MediaRoomPageFr, 'Salle de presse'],
    ['/about/events-and-sponsorships', EventsAndSponsorshipsPageFr, 'Événements et commandites'],
    ['/about/corporate-governance', CorporateGovernancePageFr, 'Gouvernance d’entreprise'],
    ['/about/award-and-distinctions', AwardsAndDistinctionsPageFr, 'Prix et distinctions'],
    ['/about/b-corps', BCorpsPageFr, 'Nous sommes une B Corp'],
    ['/about/news-and-events', NewsAndEventsPageFr, 'Nouvelles et événements'],
  ])('%s has one h1 in French and the French side menu', async (path, Page, title) => {
    stubApi({
      '/api/about/all/analysis-and-research': CHILDREN,
      '/api/about/all/awards-and-distinctions': CHILDREN,
      '/api/about/all/events-and-sponsorships': CHILDREN,
      '/api/about/all/b-corp': CHILDREN,
      '/api/service/all': { allChildren: [] },
      '/api/universal/whoweare1': [],
    });
    await renderAt(path, Page);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual([title]);
    const menu = screen.getByRole('navigation', { name: 'À propos de nous' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'QUI NOUS SOMMES',
      'CE QUE NOUS FAISONS',
      'ANALYSE ET RECHERCHE',
      'SALLE DE PRESSE',
      'ÉVÉNEMENTS ET COMMANDITES',
      'GOUVERNANCE D’ENTREPRISE',
      'PRIX ET DISTINCTIONS',
      'B CORP',
    ]);
    const crumbs = within(crumbTrail());
    expect(crumbs.getAllByRole('listitem').at(-1)?.textContent).toBe(title);
  });

  it('lists the sections on the overview with French headings', async () => {
    await renderAt('/about', AboutPageFr);
    const overview = screen.getAllByRole('list').find((list) => list.classList.contains('about-overview'));
    const links = within(overview as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toContainEqual(['Qui nous sommes', '/about/who-we-are']);
    expect(links.map((link) => link.textContent)).toContain('Carrières');
    expect(links.map((link) => link.textContent)).toContain('Nouvelles et événements');
  });

  it('draws who we are’s figures as fr-CA percentages under the French heading', async () => {
    stubApi({ '/api/universal/whoweare1': [{ title: 'Clients toujours en affaires après cinq ans', description: 87 }] });
    await renderAt('/about/who-we-are', WhoWeArePageFr);
    const block = screen.getByRole('region', { name: 'Nous sommes des experts hors pair en affaires' });
    const circle = await within(block).findByRole('img');
    expect(circle.getAttribute('aria-label')).toBe(`Clients toujours en affaires après cinq ans${NBSP}: 87${NBSP}%`);
    expect(circle.textContent).toBe(`87${NBSP}%`);
  });

  it('links what we do’s service cards by their English id, never the French heading', async () => {
    stubApi({
      '/api/service/all': {
        allChildren: [
          {
            _id: 'advisory',
            heading: 'Services-conseils',
            subHeading: 'Un accompagnement concret.',
            image: 'services/advisory.svg',
            image_url: '/media/services/advisory.svg',
            text: '',
            parent: null,
            perma_link: '/services/advisory',
          },
        ],
      },
    });
    await renderAt('/about/what-we-do', WhatWeDoPageFr);
    const list = await screen.findByRole('list', { name: 'Nos services' });
    expect(within(list).getByRole('link', { name: 'Services-conseils' }).getAttribute('href')).toBe('/services/advisory');
  });

  it('shows the B Corp impact areas under their French heading, linking to the current path', async () => {
    stubApi({ '/api/about/all/b-corp': CHILDREN });
    await renderAt('/about/b-corps', BCorpsPageFr);
    const region = screen.getByRole('region', { name: 'Nos domaines d’impact' });
    expect((await within(region).findByRole('link', { name: 'Prix de l’entrepreneuriat' })).getAttribute('href')).toBe(
      '/about/b-corps/prix-exemple',
    );
    expect(screen.getAllByRole('blockquote')).toHaveLength(3);
  });

  it('says in French that a detail page is missing, with a French breadcrumb and way back', async () => {
    stubApi({});
    const router = createMemoryRouter([{ path: '/about/:section/:id', element: <AboutDetailPage /> }], {
      initialEntries: ['/about/media-room/inconnu'],
    });
    await renderInFrench(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page non disponible' })).toBeTruthy();
    expect(screen.getByText(/Nous n’avons pas trouvé la page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la page Salle de presse' }).getAttribute('href')).toBe('/about/media-room');
    const crumbs = within(crumbTrail());
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'À propos de nous',
      'Salle de presse',
      'Page non disponible',
    ]);
  });
});
