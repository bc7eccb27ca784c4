// The site's pages come from core's inventory (bindings/pages.ts): code names a page by its key
// and reads its address, title and breadcrumb here, so an address is written once. Names are in the
// page's language (pageWords); addresses stay the English paths, which the router's `/fr` basename
// prefixes on French pages.
import { PAGES as INVENTORY, type PageKey, type SitePage as InventoryPage } from '@bindings';
import type { Crumb } from '@/components/page-header';
import { pageWords } from '@/lib/i18n';

export type { PageKey };

/** A page as the browser has it: the description is the server's (src/build/client-pages.ts cuts it from the bundle). */
export type SitePage = Omit<InventoryPage, 'description'>;

export const PAGES: { readonly [K in PageKey]: Omit<(typeof INVENTORY)[K], 'description'> } = INVENTORY;

/**
 * The address of a page; a route with parameters (`/blog/:id`, `/services/*`) takes them in
 * order. Parameters are inserted as given: encode them first where they may hold `/` or `%`.
 */
export function pagePath(key: PageKey, ...params: string[]): string {
  const pattern: string = PAGES[key].path;
  let next = 0;
  const path = pattern.replace(/:[A-Za-z]+|\*/g, () => {
    const value = params[next++];
    if (value === undefined) throw new Error(`${key}: ${pattern} needs ${next} parameter(s)`);
    return value;
  });
  if (next !== params.length) throw new Error(`${key}: ${pattern} takes ${next} parameter(s), not ${params.length}`);
  return path;
}

/**
 * The breadcrumb of a page: its parents as links, then `last` (by default the page itself, when
 * it has a name: a database page's name is its heading, which the caller gives).
 */
export function pageCrumbs(key: PageKey, ...last: Crumb[]): Crumb[] {
  const parents: Crumb[] = PAGES[key].parents.map((parent) => ({ label: pageWords(parent as PageKey).crumb, to: PAGES[parent as PageKey].path }));
  const crumb = pageWords(key).crumb;
  const own = last.length > 0 ? last : crumb ? [{ label: crumb }] : [];
  return [...parents, ...own];
}

/** The page at exactly `path` (no pattern), if the inventory has one. */
export function pageAt(path: string): SitePage | undefined {
  return Object.values(PAGES).find((page: SitePage) => page.path === path);
}

/** A link to a page, named as the page names itself unless `label` says otherwise. */
export function pageLink(key: PageKey, label?: string): { label: string; to: string } {
  return { label: label ?? pageWords(key).crumb, to: PAGES[key].path };
}

/** The legal pages, in the order the footer and the legal pages' own menu list them. */
export const LEGAL_PAGES = [
  'termsOfUse',
  'privacyPolicy',
  'confidentiality',
  'security',
  'transparency',
  'accessibility',
] as const satisfies readonly PageKey[];
