// Route matching: parameters and splats, case and trailing slashes, nesting, and the most specific
// route winning, as core's `pages::route` chooses for the server (its own test's addresses; the
// shared cases of tests/vectors/routes.json are match-routes.vectors.test.ts's).
import { describe, expect, it } from 'vitest';
import { PAGES } from '@/lib/pages';
import { matchPath, matchRoutes } from './match-routes';
import type { RouteObject } from './route-object';

describe('matchPath', () => {
  it('matches fixed segments whole, without regard to case or trailing slashes', () => {
    expect(matchPath('/about/who-we-are', '/about/who-we-are')).toEqual({});
    expect(matchPath('/contact/Confidentiality', '/contact/confidentiality')).toEqual({});
    expect(matchPath('/blog', '/blog/')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/blog', '/blog/x')).toBeNull();
    expect(matchPath('/blog/x', '/blog')).toBeNull();
    expect(matchPath('/about', '/abouts')).toBeNull();
  });

  it('gives each parameter its decoded segment, and needs one', () => {
    expect(matchPath('/about/:section/:id', '/about/b-corps/our%20story')).toEqual({ section: 'b-corps', id: 'our story' });
    expect(matchPath('/blog/:id', '/blog/')).toBeNull();
    expect(matchPath('/blog/:id', '/blog/a/b')).toBeNull();
    // A `%` without two hex digits is itself; a segment that is not UTF-8 matches nothing.
    expect(matchPath('/blog/:id', '/blog/100%')).toEqual({ id: '100%' });
    expect(matchPath('/blog/:id', '/blog/%E0%A4%A')).toBeNull();
    // An escaped slash is inside its segment.
    expect(matchPath('/blog/:id', '/blog/a%2Fb')).toEqual({ id: 'a/b' });
    expect(matchPath('/about/who-we-are', '/about%2Fwho-we-are')).toBeNull();
  });

  it('gives a final splat the rest of the path, maybe empty', () => {
    expect(matchPath('/services/*', '/services/it-solutions/web')).toEqual({ '*': 'it-solutions/web' });
    expect(matchPath('/services/*', '/services')).toEqual({ '*': '' });
    expect(matchPath('/services/*', '/services/')).toEqual({ '*': '' });
    expect(matchPath('*', '/anything/at/all')).toEqual({ '*': 'anything/at/all' });
    expect(matchPath('/services/*', '/about')).toBeNull();
  });
});

const pageRoutes: RouteObject[] = Object.values(PAGES).map((page) => ({ path: page.path }));
const served = (path: string, basename?: string) => matchRoutes(pageRoutes, path, basename)?.at(-1)?.route.path;

describe('matchRoutes', () => {
  it('chooses the most specific page, as core does', () => {
    expect(served('/')).toBe(PAGES.home.path);
    expect(served('/about/who-we-are')).toBe(PAGES.whoWeAre.path);
    expect(served('/about/careers/x')).toBe(PAGES.career.path);
    expect(served('/about/x')).toBe(PAGES.aboutChild.path);
    expect(served('/about/b-corps/x')).toBe(PAGES.aboutSectionChild.path);
    expect(served('/services/advisory')).toBe(PAGES.advisory.path);
    expect(served('/services/advisory/x')).toBe(PAGES.service.path);
    expect(served('/services/it-solutions/portfolio/Online%20Stores')).toBe(PAGES.portfolioCategory.path);
    expect(served('/iam/supplier')).toBe(PAGES.persona.path);
    expect(served('/services')).toBe(PAGES.services.path);
    expect(served('/nope')).toBeUndefined();
    expect(served('/about/a/b/c')).toBeUndefined();
  });

  it('matches within a basename only', () => {
    expect(served('/fr/blog/x', '/fr')).toBe(PAGES.article.path);
    expect(served('/fr', '/fr')).toBe(PAGES.home.path);
    expect(served('/blog/x', '/fr')).toBeUndefined();
  });

  it('gives the chain of framing routes, relative paths joined to their parent', () => {
    const layout: RouteObject = { children: [{ path: '/blog', children: [{ path: ':id' }] }, { path: '*' }] };
    const chain = matchRoutes([layout], '/blog/pricing');
    expect(chain?.map((match) => match.route.path)).toEqual([undefined, '/blog', ':id']);
    expect(chain?.at(-1)?.params).toEqual({ id: 'pricing' });
    // The parent serves its own path too; anything else falls to the splat, declared or not first.
    expect(matchRoutes([layout], '/blog')?.at(-1)?.route.path).toBe('/blog');
    expect(matchRoutes([layout], '/elsewhere')?.at(-1)?.route.path).toBe('*');
  });

  it('prefers the first declared of two equally specific routes', () => {
    const routes: RouteObject[] = [{ path: '/a/:x' }, { path: '/a/:y' }];
    expect(matchRoutes(routes, '/a/1')?.at(-1)?.params).toEqual({ x: '1' });
  });
});
