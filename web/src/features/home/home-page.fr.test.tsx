// @vitest-environment jsdom
// The French home page: one h1 in French, the organisation's French name, every block's words in
// French (discovery, services carousel, core features, tabs, IT categories, contact), fr-CA
// figures, and links that keep the English ids and names.
import type { Service } from '@bindings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from '@/lib/router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInFrench, switchToEnglish } from '@/testing/french';
import { stubMedia } from '@/testing/media-query-stub';
import HomePage from './home-page';

const NBSP = '\u00a0';

const service = (id: string, heading: string, parent: string | null = null): Service => ({
  _id: id,
  heading,
  subHeading: `${heading}, pour les entrepreneurs canadiens.`,
  image: `services/${id}.svg`,
  image_url: `/media/services/${id}.svg`,
  text: '',
  parent,
  perma_link: parent ? `/services/${parent}/${id}` : `/services/${id}`,
});

const TOP = [service('advisory', 'Services-conseils'), service('it-solutions', 'Solutions TI')];
const IT = [service('web-development', 'Développement Web', 'it-solutions'), service('online-stores', 'Boutiques en ligne', 'it-solutions')];

/** Answers the home's calls (their query ignored: a French page asks with lang=fr). */
function stubApi({ failServices = false } = {}) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = url.split('?')[0];
    if (path === '/api/service/all') {
      return Promise.resolve(
        failServices ? new Response(JSON.stringify({ errors: [] }), { status: 500 }) : new Response(JSON.stringify({ data: { allChildren: TOP } })),
      );
    }
    if (path === '/api/service/all/+services+it-solutions') {
      return Promise.resolve(new Response(JSON.stringify({ data: { parent: { ...service('it-solutions', 'Solutions TI'), allChildren: IT }, allChildren: IT } })));
    }
    return Promise.resolve(new Response(JSON.stringify({ errors: [] }), { status: 404 }));
  });
}

async function renderHome() {
  const router = createMemoryRouter([{ path: '*', element: <HomePage /> }], { initialEntries: ['/'] });
  await renderInFrench(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  stubMedia({ width: 1280 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
afterAll(switchToEnglish);

describe('the French home page', () => {
  it('has one h1 in French and the French organisation name as its title', async () => {
    stubApi();
    await renderHome();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Démarrer, financer et faire croître votre entreprise au Canada',
    ]);
    expect(screen.getByText('Groupe d’affaires Cedarline')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir nos services' }).getAttribute('href')).toBe('/services');
    await waitFor(() => {
      expect(document.title).toBe('Groupe d’affaires Cedarline');
    });
  });

  it('shows the discovery block, core features, B Corp banner and contact section in French', async () => {
    stubApi();
    await renderHome();
    expect(document.querySelector('.typing-banner__lead')?.textContent).toBe(`Nous pouvons vous aider${NBSP}: `);
    // The typed words are core's French ones.
    expect(document.querySelector('.typing-banner .visually-hidden')?.textContent).toBe('Services-conseils');
    const discovery = screen.getByRole('region', { name: 'Vous avez un projet en tête? Découvrons-le ensemble' });
    expect(within(discovery).getByRole('link', { name: 'Demander des services-conseils' }).getAttribute('href')).toBe('/request-advisory-services');
    expect(within(discovery).getByRole('link', { name: 'Écrivez-nous' }).getAttribute('href')).toBe('/contact/write-us');
    expect(within(discovery).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const features = screen.getByRole('region', { name: 'Pourquoi les entrepreneurs nous choisissent' });
    expect(within(features).getByRole('heading', { name: 'Vos données vous appartiennent' })).toBeTruthy();
    const banner = screen.getByRole('region', { name: 'Nous sommes une entreprise certifiée B Corp' });
    expect(within(banner).getByRole('link').getAttribute('href')).toBe('/about/b-corps');
    // The contact form arrives once near, in French (its words load with its code).
    const contact = screen.getByRole('region', { name: 'Nous joindre' });
    expect(await within(contact).findByRole('form', { name: 'Formulaire de contact' })).toBeTruthy();
    expect(screen.queryByText('Write us')).toBeNull();
  });

  it('links the French service cards by their English ids', async () => {
    stubApi();
    await renderHome();
    const carousel = await screen.findByRole('region', { name: 'Nos services' }, { timeout: 3000 });
    await waitFor(() => {
      expect(within(carousel).getAllByRole('link', { hidden: true })).toHaveLength(2);
    });
    expect(within(carousel).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toEqual([
      '/services/advisory',
      '/services/it-solutions',
    ]);
    expect(within(carousel).getByText('Services-conseils, pour les entrepreneurs canadiens.')).toBeTruthy();
  });

  it('says in French when the services cannot be loaded', async () => {
    stubApi({ failServices: true });
    await renderHome();
    const alert = (await screen.findByText(/Nos services n’ont pas pu être chargés/)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getByRole('link', { name: 'Voir tous nos services' }).getAttribute('href')).toBe('/services');
  });

  it('shows the IT categories under French names, linking to their English portfolio names', async () => {
    stubApi();
    await renderHome();
    const link = await screen.findByRole('link', { name: 'Développement Web' });
    expect(link.getAttribute('href')).toBe('/services/it-solutions/portfolio/Web%20Development');
    expect(screen.getByRole('link', { name: 'Boutiques en ligne' }).getAttribute('href')).toBe('/services/it-solutions/portfolio/Online%20Stores');
    expect(screen.getByRole('heading', { level: 2, name: 'Nos catégories de solutions TI' })).toBeTruthy();
  });

  it('has the French tabs, with fr-CA figures in the loans tab', async () => {
    stubApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await renderHome();
    const tablist = screen.getByRole('tablist', { name: 'Nos principaux services' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Services-conseils', 'Financement', 'Prêts']);
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Modèle de plan d’affaires' }).getAttribute('href')).toBe(
      '/services/advisory/business-plan-template',
    );
    await user.click(screen.getByRole('tab', { name: 'Prêts' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 3 }).textContent).toBe(`Des prêts aux petites entreprises 100${NBSP}% en ligne`);
    expect(panel.textContent).toContain(`au moins 2${NBSP}ans`);
    expect(within(panel).getByRole('link', { name: 'Demander un prêt' }).getAttribute('href')).toBe('/request-business-loan');
  });
});
