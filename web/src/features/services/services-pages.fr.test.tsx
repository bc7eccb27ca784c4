// @vitest-environment jsdom
// The services pages in French: one h1 in French, French buttons and tabs, fr-CA figures, and
// links that keep the English ids and names (a French heading is never an address).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from '@/lib/router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInFrench, switchToEnglish, switchToFrench } from '@/testing/french';
import ArticlesAndToolsPage from './articles-and-tools-page';
import BusinessPlanTemplatePageFr from './business-plan-template-page.fr';
import ItSolutionsPage from './it-solutions-page';
import ServicePage from './service-page';
import ServicesPage from './services-page';
import SmallBusinessLoansPageFr from './small-business-loans-page.fr';
import { fetchedPaths, mockApi, service, tree } from './testing/mock-api';

const NBSP = '\u00a0';

/** The page header's breadcrumb (its name is the shared components' word). */
function crumbTrail(): HTMLElement {
  const trail = document.querySelector<HTMLElement>('.page-header__crumbs');
  if (!trail) throw new Error('no breadcrumb');
  return trail;
}

async function renderFrench(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await renderInFrench(createElement(RouterProvider, { router }));
  return router;
}

function h1s(): string[] {
  return screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);
}

beforeAll(switchToFrench);
afterEach(() => {
  vi.unstubAllGlobals();
});
afterAll(switchToEnglish);

describe('services in French', () => {
  it('lists the services in French, each card linking by its English id', async () => {
    mockApi({
      '/api/service/all': { allChildren: [service('advisory', 'Services-conseils', '/services/advisory'), service('it-solutions', 'Solutions TI', '/services/it-solutions')] },
    });
    await renderFrench([{ path: '/services', Component: ServicesPage }], '/services');
    expect(h1s()).toEqual(['Services']);
    expect(screen.getByText('Des conseils, du financement et des outils numériques pour les entrepreneurs de partout au Canada.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ce que nous pouvons faire pour votre entreprise' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Services-conseils' }).getAttribute('href')).toBe('/services/advisory');
    expect(screen.getByRole('link', { name: 'Solutions TI' }).getAttribute('href')).toBe('/services/it-solutions');
  });

  it('names a service page and its breadcrumb in French, children linking to their permalinks', async () => {
    const parent = service('strategic-planning', 'Planification stratégique', '/services/advisory/strategic-planning');
    mockApi({
      '/api/service/all/+services+advisory+strategic-planning': tree(parent, [
        service('succession-planning', 'Planification de la relève', '/services/advisory/strategic-planning/succession-planning'),
      ]),
    });
    await renderFrench([{ path: '/services/*', Component: ServicePage }], '/services/advisory/strategic-planning');
    expect(await screen.findByRole('heading', { level: 1, name: 'Planification stratégique' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: `Planification stratégique${NBSP}: notre offre` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Planification de la relève' }).getAttribute('href')).toBe(
      '/services/advisory/strategic-planning/succession-planning',
    );
    const crumbs = within(crumbTrail());
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Services',
      'Services-conseils',
      'Planification stratégique',
    ]);
    expect(crumbs.getByRole('link', { name: 'Services-conseils' }).getAttribute('href')).toBe('/services/advisory');
  });

  it('says in French that a service does not exist', async () => {
    mockApi({});
    await renderFrench([{ path: '/services/*', Component: ServicePage }], '/services/advisory/inconnu');
    expect(await screen.findByRole('heading', { name: 'Nous n’avons pas trouvé ce service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir tous nos services' }).getAttribute('href')).toBe('/services');
  });

  it('shows the business plan template kit in French with two Écrivez-nous links', async () => {
    const path = '/services/advisory/business-plan-template';
    await renderFrench([{ path, Component: BusinessPlanTemplatePageFr }], path);
    expect(h1s()).toEqual(['Services-conseils']);
    expect(screen.getByRole('heading', { level: 2, name: 'Obtenez votre modèle de plan d’affaires sur mesure' })).toBeTruthy();
    const kit = within(screen.getByRole('heading', { name: 'Le contenu de la trousse de l’entrepreneur' }).parentElement as HTMLElement);
    expect(kit.getAllByRole('listitem')).toHaveLength(6);
    expect(kit.getByText(/TPS\/TVH et de la TVQ/)).toBeTruthy();
    const writeUs = screen.getAllByRole('link', { name: 'Écrivez-nous' });
    expect(writeUs).toHaveLength(2);
    for (const link of writeUs) expect(link.getAttribute('href')).toBe('/contact/write-us');
    expect(screen.queryByRole('link', { name: 'Write Us' })).toBeNull();
  });

  it('shows IT solutions in French: the questions card and French category tiles on English addresses', async () => {
    const names = ['Web Development', 'Online Stores'];
    mockApi({
      '/api/service/all/+services+it-solutions': tree(service('it-solutions', 'Solutions TI', '/services/it-solutions'), [
        service('web-development', 'Développement Web', '/services/it-solutions/web-development'),
        service('online-stores', 'Boutiques en ligne', '/services/it-solutions/online-stores'),
      ]),
      '/api/portfolio/all': names.map((name) => ({ name, contents: [] })),
    });
    await renderFrench([{ path: '/services/it-solutions', Component: ItSolutionsPage }], '/services/it-solutions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solutions TI' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Vous avez des questions?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Écrivez-nous' }).getAttribute('href')).toBe('/contact/write-us');
    const offer = within((await screen.findByRole('heading', { name: 'Ce que nous offrons' })).parentElement as HTMLElement);
    expect(offer.getByRole('link', { name: 'Développement Web' }).getAttribute('href')).toBe('/services/it-solutions/web-development');
    const carousel = await screen.findByRole('region', { name: 'Nos catégories de solutions TI' });
    expect(within(carousel).getByRole('link', { name: 'Boutiques en ligne' }).getAttribute('href')).toBe(
      '/services/it-solutions/portfolio/Online%20Stores',
    );
  });

  it('labels digital marketing’s category tiles from the IT solutions children', async () => {
    const fetchMock = mockApi({
      '/api/service/all/+services+digital-marketing': tree(service('digital-marketing', 'Marketing numérique', '/services/digital-marketing'), []),
      '/api/service/all/+services+it-solutions': tree(service('it-solutions', 'Solutions TI', '/services/it-solutions'), [
        service('web-development', 'Développement Web', '/services/it-solutions/web-development'),
      ]),
      '/api/portfolio/all': [{ name: 'Web Development', contents: [] }],
    });
    await renderFrench([{ path: '/services/digital-marketing', Component: ItSolutionsPage }], '/services/digital-marketing');
    expect(h1s()).toEqual(['Marketing numérique']);
    const carousel = await screen.findByRole('region', { name: 'Nos catégories de solutions TI' });
    expect((await within(carousel).findByRole('link', { name: 'Développement Web' })).getAttribute('href')).toBe(
      '/services/it-solutions/portfolio/Web%20Development',
    );
    expect(fetchedPaths(fetchMock)).toContain('/api/service/all/+services+it-solutions');
  });

  it('shows articles and tools’ French words', async () => {
    mockApi({
      '/api/service/all/+services+articles-and-tools': tree(service('articles-and-tools', 'Articles et outils', '/services/articles-and-tools'), []),
    });
    const path = '/services/articles-and-tools';
    await renderFrench([{ path, Component: ArticlesAndToolsPage }], path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles et outils' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lire les infolettres' }).getAttribute('href')).toBe(
      '/services/articles-and-tools/newsletters-and-economic-letter',
    );
  });
});

describe('small business loans in French', () => {
  const path = '/services/financing/small-business-loans';
  const FIGURES = [{ title: 'Demandes traitées en 48 heures', description: 94 }];

  it('has the French title, two FAIRE UNE DEMANDE links, features 01-03 and the example in fr-CA dollars', async () => {
    mockApi({ '/api/universal/smallbusinessloans1': FIGURES });
    await renderFrench([{ path, Component: SmallBusinessLoansPageFr }], path);
    expect(h1s()).toEqual(['Financement']);
    const apply = screen.getAllByRole('link', { name: 'FAIRE UNE DEMANDE' });
    expect(apply).toHaveLength(2);
    for (const link of apply) expect(link.getAttribute('href')).toBe('/request-business-loan');
    const features = within(screen.getByRole('heading', { name: 'Pourquoi emprunter chez nous' }).parentElement as HTMLElement);
    expect(features.getAllByRole('listitem').map((item) => item.querySelector('.loan-features__number')?.textContent)).toEqual(['01', '02', '03']);
    expect(features.getByRole('heading', { name: `100${NBSP}% en ligne` })).toBeTruthy();
    const example = screen.getByRole('complementary', { name: 'Exemple indicatif' });
    expect(example.querySelector('.loan-example__figure')?.textContent).toBe(`50${NBSP}000${NBSP}$`);
    const eligibility = document.querySelector('.loan-eligibility');
    expect(eligibility?.firstElementChild?.textContent).toBe(`est en activité depuis au moins 2${NBSP}ans;`);
  });

  it('has the industry tabs in French, starting on the first', async () => {
    mockApi({ '/api/universal/smallbusinessloans1': FIGURES });
    const user = userEvent.setup();
    await renderFrench([{ path, Component: SmallBusinessLoansPageFr }], path);
    const tablist = screen.getByRole('tablist', { name: 'Nous travaillons avec divers secteurs d’activité' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Renforcer vos liquidités', 'Vendre en ligne', 'Couvrir vos dépenses']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Vendre en ligne' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Ouvrez vos portes à la clientèle de tout le Canada' })).toBeTruthy();
    expect(within(panel).getByRole('img').getAttribute('src')).toBe('/media/services/online-stores.svg');
  });

  it('draws the loan figures as fr-CA percentages', async () => {
    mockApi({ '/api/universal/smallbusinessloans1': FIGURES });
    await renderFrench([{ path, Component: SmallBusinessLoansPageFr }], path);
    const circle = await screen.findByRole('img', { name: `Demandes traitées en 48 heures${NBSP}: 94${NBSP}%` });
    expect(circle.textContent).toBe(`94${NBSP}%`);
  });
});
