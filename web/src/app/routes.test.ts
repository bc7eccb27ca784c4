// The routes are the inventory's pages: one route per page, no route without a page, each
// resolving to a page component, and each concrete address reaching its own page's route; in French
// the same routes under the /fr basename, each loading the page's French twin when it has one.
import { matchRoutes } from '@/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { FRENCH_PREFIX, localizedPath, setPageLang } from '@/lib/i18n';
import { PAGES, pageCrumbs, pagePath } from '@/lib/pages';
import { frenchPage } from './french-pages';
import { PAGE_MODULES, englishPage, loadPage, pageRoutes } from './routes';

const pages = Object.values(PAGES);

describe('routes', () => {
  it('has one route per page of the inventory, and no other', () => {
    expect(pageRoutes.map((route) => route.path)).toEqual(pages.map((page) => page.path));
    // A route names its page by the page's key, as core's pages::route does (match-routes.vectors.test.ts).
    expect(pageRoutes.map((route) => route.id)).toEqual(pages.map((page) => page.key));
  });

  it.each(pages.map((page) => [page.key, page.path]))('%s (%s) loads a page component', async (_key, path) => {
    const route = pageRoutes.find((candidate) => candidate.path === path);
    if (typeof route?.lazy !== 'function') throw new Error(`no lazy route for ${path}`);
    const loaded = (await route.lazy()) as { Component?: unknown };
    expect(typeof loaded.Component).toBe('function');
  });

  it.each(pages.filter((page) => !/[:*]/.test(page.path)).map((page) => [page.path]))(
    '%s is served by its own route, not by a pattern',
    (path) => {
      expect(matchRoutes(pageRoutes, path)?.at(-1)?.route.path).toBe(path);
    },
  );

  it('sends a database address to its pattern', () => {
    expect(matchRoutes(pageRoutes, '/about/careers/loan-officer')?.at(-1)?.route.path).toBe('/about/careers/:id');
    expect(matchRoutes(pageRoutes, '/services/it-solutions/web-development')?.at(-1)?.route.path).toBe('/services/*');
    expect(matchRoutes(pageRoutes, '/iam/supplier')?.at(-1)?.route.path).toBe('/iam/:id');
  });
});

describe('pagePath and pageCrumbs', () => {
  it('fills a route with its parameters, and refuses the wrong count', () => {
    expect(pagePath('career', 'loan-officer')).toBe('/about/careers/loan-officer');
    expect(pagePath('aboutSectionChild', 'b-corps', 'x')).toBe('/about/b-corps/x');
    expect(pagePath('service', 'it-solutions/web')).toBe('/services/it-solutions/web');
    expect(pagePath('whoWeAre')).toBe('/about/who-we-are');
    expect(() => pagePath('career')).toThrow('needs 1 parameter');
    expect(() => pagePath('whoWeAre', 'x')).toThrow('takes 0 parameter(s), not 1');
  });

  it('builds the breadcrumb from the parents, then the page', () => {
    expect(pageCrumbs('smallBusinessLoans')).toEqual([
      { label: 'Services', to: '/services' },
      { label: 'Financing', to: '/services/financing' },
      { label: 'Small business loans' },
    ]);
    expect(pageCrumbs('article', { label: 'An article' })).toEqual([{ label: 'Blog', to: '/blog' }, { label: 'An article' }]);
    // A database page's own name is its heading: without one, the parents alone.
    expect(pageCrumbs('aboutChild')).toEqual([{ label: 'About us', to: '/about' }]);
  });
});

describe('French routes', () => {
  afterEach(() => {
    setPageLang('en');
  });

  it('serves the French address of every page by the same route, under the /fr basename', () => {
    for (const page of pages.filter((candidate) => !/[:*]/.test(candidate.path))) {
      const french = localizedPath(page.path, 'fr');
      expect([french, matchRoutes(pageRoutes, french, FRENCH_PREFIX)?.at(-1)?.route.path]).toEqual([french, page.path]);
    }
    expect(matchRoutes(pageRoutes, '/fr/blog/pricing-for-profit', FRENCH_PREFIX)?.at(-1)?.route.path).toBe('/blog/:id');
  });

  it.each(pages.map((page) => [page.key]))('%s loads its French twin when it has one, else its English module', async (key) => {
    const file = PAGE_MODULES[key];
    const english = (await englishPage(file)()).default;
    const twin = frenchPage(file);
    setPageLang('fr');
    const french = (await loadPage(key)).default;
    expect(french).toBe(twin ? (await twin()).default : english);
    setPageLang('en');
    // An English page never gets the twin.
    expect((await loadPage(key)).default).toBe(english);
  });

  it('has French twins for the prose pages written so far', () => {
    const twins = Object.values(PAGE_MODULES).filter((file) => frenchPage(file) !== undefined);
    expect(twins.length).toBeGreaterThan(0);
  });

  it('loads the French words a page registered before it renders', async () => {
    setPageLang('fr');
    await loadPage('writeUs');
    const { words } = await import('@/features/contact/words');
    expect(words.writeUsFormTitle).toBe('Envoyez-nous votre demande');
    expect(pageCrumbs('writeUs')).toEqual([{ label: 'Nous joindre', to: '/contact' }, { label: 'Écrivez-nous' }]);
    setPageLang('en');
    expect(words.writeUsFormTitle).toBe('Send us your request');
  });
});
