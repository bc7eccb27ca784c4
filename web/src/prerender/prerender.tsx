// Build-time prerender of the pages whose text is written in React (legal, static about, careers
// and static service pages): each page component alone, without the Layout, rendered to static
// markup so the Rust server can put the page's real text in the HTML it sends. Effects never run
// here, so data fetched with `useApi` is simply absent (the loading state). `npm run build` runs
// this through scripts/prerender.mjs and writes dist/.vite/prerender.json. Each page is rendered
// twice: in English under its path, and in French (its French twin module when it has one, the
// French words loaded, links under `/fr`) under its French address, `/fr` + the path
// (docs/decisions/0008-a-french-twin-for-every-page.md).
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from '@/lib/router';
import { frenchPage } from '@/app/french-pages';
import { PAGE_MODULES, pageRoutes } from '@/app/routes';
import { FRENCH_PREFIX, localizedPath, setPageLang, type Lang } from '@/lib/i18n';
import { PAGES } from '@/lib/pages';
import { FIRST_SCREENS } from './first-screens';

/** The site paths whose page text lives in React: the inventory's prerendered pages, in its order. */
export const PRERENDERED_PATHS: readonly string[] = Object.values(PAGES)
  .filter((page) => page.rendering === 'prerendered' || page.rendering === 'databasePrerendered')
  .map((page) => page.path);

export type PrerenderedPath = string;

/** What prerender.json holds for each address. */
export interface PrerenderedPage {
  /** The page's markup as it is inside `<main>`. */
  html: string;
  /** The page's module as Vite's manifest names it (`src/features/home/home-page.tsx`). */
  module: string;
}

/** The French addresses of the same pages (`/fr/about/what-we-do`), in the same order. */
export const FRENCH_PRERENDERED_PATHS: readonly string[] = PRERENDERED_PATHS.map((path) => localizedPath(path, 'fr'));

/** Every key prerender.json has: each page's English path, then its French address. */
export const PRERENDERED_KEYS: readonly string[] = [...PRERENDERED_PATHS, ...FRENCH_PRERENDERED_PATHS];

async function pageComponent(path: string): Promise<{ routePath: string; Component: ComponentType }> {
  // Exact match only: a dynamic route (`/about/:id`, `/services/*`) is not one of these pages.
  const route = pageRoutes.find((r) => r.path === path);
  if (route?.path === undefined || typeof route.lazy !== 'function') {
    throw new Error(`prerender: no route for ${path}`);
  }
  // Loaded even for a first screen: the route's loader registers the page's (French) words.
  const loaded = (await route.lazy()) as { Component?: ComponentType | null };
  if (!loaded.Component) throw new Error(`prerender: the route ${path} has no Component`);
  const firstScreen = FIRST_SCREENS[path];
  return { routePath: route.path, Component: firstScreen ? await firstScreen() : loaded.Component };
}

/** The manifest's name of the module showing `path` in `lang`: its French twin when it has one. */
function pageModule(path: string, lang: Lang): string {
  const page = Object.values(PAGES).find((candidate) => candidate.path === path);
  if (!page) throw new Error(`prerender: no page at ${path}`);
  const file = PAGE_MODULES[page.key];
  const twin = lang === 'fr' && frenchPage(file) !== undefined;
  return `src/features/${file}${twin ? '.fr' : ''}.tsx`;
}

const PRELOAD_LINKS = /^(?:<link rel="preload"[^>]*\/>)+/;
// The loading indicator of a part whose data the browser fetches: without JavaScript nothing
// would ever load, so a visitor reading the server's page must not see a spinner that never ends.
// Its markup holds no <div>, so the first </div> closes it.
const LOADING_INDICATORS = /<div class="loading-indicator"[^>]*>.*?<\/div>/g;

/**
 * The markup of one page as React renders it inside `<main>` (or its first screen), in `lang`, and its module. `path` is the page's
 * English path; in French the app's words, the page module and the router's `/fr` basename are the
 * French page's. The app is left in English.
 */
export async function prerenderPath(path: string, lang: Lang = 'en'): Promise<PrerenderedPage> {
  setPageLang(lang);
  try {
    // The route's loader picks the French twin and awaits the French words on a French page.
    const { routePath, Component } = await pageComponent(path);
    return { html: pageMarkup(path, routePath, Component, lang), module: pageModule(path, lang) };
  } finally {
    setPageLang('en');
  }
}

export function pageMarkup(path: string, routePath: string, Component: ComponentType, lang: Lang): string {
  // The component is loaded: the router's state is ready at once, as a static render needs.
  const router = createMemoryRouter([{ path: routePath, Component }], {
    initialEntries: [localizedPath(path, lang)],
    ...(lang === 'fr' ? { basename: FRENCH_PREFIX } : {}),
  });
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  // React 19 puts a `<link rel="preload">` first for each image it renders: resource hints for a
  // document head, not page text (the server preloads the image the markup marks
  // `fetchpriority="high"`).
  const page = html.replace(PRELOAD_LINKS, '').replace(LOADING_INDICATORS, '');
  const headings = page.match(/<h1[\s>]/g)?.length ?? 0;
  if (headings !== 1) throw new Error(`prerender: ${localizedPath(path, lang)} rendered ${headings} <h1> instead of one`);
  return page;
}

/**
 * Every prerendered page by site address: the English pages, then the French ones under `/fr`.
 * Throws if any page has no route or no single <h1>.
 */
export async function prerender(): Promise<Record<PrerenderedPath, PrerenderedPage>> {
  const pages = {} as Record<PrerenderedPath, PrerenderedPage>;
  for (const lang of ['en', 'fr'] as const) {
    for (const path of PRERENDERED_PATHS) {
      pages[localizedPath(path, lang)] = await prerenderPath(path, lang);
    }
  }
  return pages;
}
