// The page's language (docs/decisions/0008-a-french-twin-for-every-page.md): decided once, at
// startup, from the address (`/fr` and `/fr/...` are French, everything else English) and fixed for
// the page's life. The EN/FR toggle is a real link to the twin page, a full load, so nothing here
// ever changes the language of a running page; only tests and the prerender switch it, through
// setPageLang.
import type { Lang } from '@bindings';
import { isWord } from '@/lib/router/segments';

export type { Lang };

/** The prefix of every French address (core's `FRENCH_PREFIX`). */
export const FRENCH_PREFIX = '/fr';

/**
 * The language of a site path and its English path, as core's `Lang::split_path`:
 * `/fr` → fr `/`, `/fr/about` → fr `/about`, `/french` → en `/french`. The prefix is read as a
 * route's fixed word is (`/FR/about` is French too, and the router replaces it with `/fr/about`).
 */
export function splitLangPath(path: string): { lang: Lang; path: string } {
  const parts = /^\/([^/?#]*)(.*)$/s.exec(path);
  if (!parts || !isWord(parts[1] ?? '', FRENCH_PREFIX.slice(1))) return { lang: 'en', path };
  const rest = parts[2] ?? '';
  return { lang: 'fr', path: rest.startsWith('/') ? rest : `/${rest}` };
}

let current: Lang = typeof location === 'undefined' ? 'en' : splitLangPath(location.pathname).lang;
const listeners = new Set<(lang: Lang) => void>();

/** The page's language. */
export function pageLang(): Lang {
  return current;
}

/** The page's language, for components (a page never changes language while it lives). */
export function useLang(): Lang {
  return current;
}

/**
 * Switches the language the app reads in: for tests and the prerender only (a visitor changes
 * language by loading the twin page). Registered words switch at once to the values already loaded
 * for `lang`; French ones not yet loaded need `await loadLanguage()`.
 */
export function setPageLang(lang: Lang): void {
  current = lang;
  for (const listener of listeners) listener(lang);
}

/** Called by setPageLang (words.ts swaps the registered words). */
export function onPageLang(listener: (lang: Lang) => void): void {
  listeners.add(listener);
}

/** The other language: where the EN/FR toggle leads. */
export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'fr' : 'en';
}

/** The BCP 47 tag of `<html lang>`, `hreflang` and Intl (core's `Lang::tag`). */
export function langTag(lang: Lang): 'en-CA' | 'fr-CA' {
  return lang === 'en' ? 'en-CA' : 'fr-CA';
}

/**
 * The address of the English site path `path` in `lang` (core's `Lang::path`): English unchanged,
 * French under `/fr` (`/` → `/fr`, `/about?x=1` → `/fr/about?x=1`). For plain `<a href>` to site
 * pages; a router `<Link>` needs nothing, the router's basename adds the prefix. Anything that is not
 * a site path (`https://…`, `mailto:`, `#top`) is returned as it is.
 */
export function localizedPath(path: string, lang: Lang = current): string {
  if (lang === 'en' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === '/') return FRENCH_PREFIX;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${FRENCH_PREFIX}${path.slice(1)}`;
  return `${FRENCH_PREFIX}${path}`;
}
