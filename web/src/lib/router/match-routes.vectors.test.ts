// tests/vectors/routes.json through the app's router: the page each address is served by (the
// route's id, the page's key), its parameters, its language, and the address the router replaces
// it with (the server's 301); crates/core/tests/routes.rs runs the same file through core's
// pages::route, so the app and the server cannot choose different pages.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRENCH_PREFIX, localizedPath, splitLangPath, type Lang } from '@/lib/i18n';
import { PAGES } from '@/lib/pages';
import { createMemoryHistory } from './history';
import { createPath } from './location';
import { matchRoutes } from './match-routes';
import type { RouteObject } from './route-object';
import { createRouter } from './router';

interface Case {
  name: string;
  address: string;
  page: string | null;
  lang?: Lang;
  params?: Record<string, string>;
  redirect?: string;
}

const { cases } = JSON.parse(readFileSync(resolve(process.cwd(), '../tests/vectors/routes.json'), 'utf8')) as { cases: Case[] };

// The app's table (src/app/router.tsx, routes.ts): a route per page, its id the page's key, then
// the catch-all that sends an unknown address home, inside the layout's frames.
const pageRoutes: RouteObject[] = Object.values(PAGES).map((page) => ({ id: page.key, path: page.path }));
const routes: RouteObject[] = [{ children: [{ children: [...pageRoutes, { path: '*' }] }] }];

interface Answer {
  lang: Lang;
  page: string | null;
  params?: Record<string, string | undefined>;
  redirect?: string;
}

/** What the app does with `address`: the router's basename is `/fr` on a French page. */
function answer(address: string): Answer {
  const cut = address.search(/[?#]/);
  const path = cut < 0 ? address : address.slice(0, cut);
  const { lang } = splitLangPath(path);
  const basename = lang === 'fr' ? FRENCH_PREFIX : '';
  const leaf = matchRoutes(routes, path, basename)?.at(-1);
  const page = leaf?.route.id ?? null;
  const out: Answer = { lang, page };
  if (page !== null) out.params = { ...leaf?.params };
  // The router's own history: replaced (not pushed) when the address is spelled otherwise.
  const history = createMemoryHistory([address]);
  const router = createRouter({ routes, history, basename });
  router.dispose();
  const now = createPath(history.location());
  history.go(-1);
  expect(createPath(history.location()), `${address}: one entry`).toBe(now);
  if (now !== address) out.redirect = now;
  return out;
}

function expected(vector: Case): Answer {
  const out: Answer = { lang: vector.lang ?? 'en', page: vector.page };
  if (vector.page !== null) out.params = vector.params ?? {};
  if (vector.redirect !== undefined) out.redirect = vector.redirect;
  return out;
}

describe('tests/vectors/routes.json, as the app routes it', () => {
  it('has the cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases.map((vector) => [vector.name, vector] as const))('%s', (_, vector) => {
    expect(answer(vector.address), vector.address).toEqual(expected(vector));
  });
});

/** A sample address of `path` and its parameters: each `:name` is `p-name`, a `*` is `s-1/s-2`. */
function sample(path: string): { address: string; params: [string, string][] } {
  const params: [string, string][] = [];
  const address = path
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) params.push([part.slice(1), `p-${part.slice(1)}`]);
      else if (part === '*') params.push(['*', 's-1/s-2']);
      else return part;
      return params.at(-1)?.[1] ?? '';
    })
    .join('/');
  return { address, params };
}

describe('every page of the inventory', () => {
  const langs: Lang[] = ['en', 'fr'];
  it.each(Object.values(PAGES).flatMap((page) => langs.map((lang) => [page.key, lang, page] as const)))(
    '%s (%s) at its address and in capitals',
    (_key, lang, page) => {
      const { address: english, params } = sample(page.path);
      const address = localizedPath(english, lang);
      expect(answer(address)).toEqual({ lang, page: page.key, params: Object.fromEntries(params) });
      // In capitals: the page, its parameters as written; the redirect keeps them.
      const capitals = address.toUpperCase();
      const upper = params.map(([name, value]) => [name, value.toUpperCase()]);
      let next = 0;
      const spelled = localizedPath(page.path.replace(/:[A-Za-z]+|\*/g, () => upper[next++]?.[1] ?? ''), lang);
      const want: Answer = { lang, page: page.key, params: Object.fromEntries(upper) as Record<string, string> };
      if (spelled !== capitals) want.redirect = spelled;
      expect(answer(capitals)).toEqual(want);
    },
  );
});
