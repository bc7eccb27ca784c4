// Where the visitor is, as the router sees it: an address split into path, query and fragment, and
// the `/fr` basename of a French page (docs/decisions/0008-a-french-twin-for-every-page.md) taken
// off or put back. The app's routes and links name English paths; only the address bar and the
// links' `href` carry the basename.
import { isWord } from './segments';

export interface Location {
  readonly pathname: string;
  /** `?q=1`, or empty. */
  readonly search: string;
  /** `#part`, or empty. */
  readonly hash: string;
}

/** `/a?b=1#c` → its parts; a lone `?` or `#` counts as none. */
export function parsePath(path: string): Location {
  let rest = path;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt) === '#' ? '' : rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt) === '?' ? '' : rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  return { pathname: rest, search, hash };
}

export function createPath({ pathname, search, hash }: Location): string {
  return `${pathname}${search}${hash}`;
}

/**
 * Where `to` leads from `from`: a path starting with `/` as it is, `?q` or `#h` on the current
 * path, anything else resolved against the current path as a relative URL is.
 */
export function resolveTo(to: string, from: Location): Location {
  const target = parsePath(to);
  if (to.startsWith('/')) return target;
  if (to === '') return { pathname: from.pathname, search: from.search, hash: '' };
  if (to.startsWith('?')) return { ...target, pathname: from.pathname };
  if (to.startsWith('#')) return { pathname: from.pathname, search: from.search, hash: target.hash };
  const url = new URL(to, `http://router${from.pathname}`);
  return { pathname: url.pathname, search: target.search, hash: target.hash };
}

/**
 * The path as the address bar holds it once navigated to (`/portfolio/Web Development` →
 * `/portfolio/Web%20Development`), so a memory router's location reads as a browser's would.
 */
export function encodeLocation(location: Location): Location {
  return { ...location, pathname: new URL(location.pathname, 'http://router').pathname };
}

/**
 * `pathname` within `basename` (`/fr/about` → `/about`, `/fr` → `/`), or null when outside it. The
 * basename's segments are read as a route's fixed words are (`/FR/about` and `/%66r/about` lie
 * within `/fr`; the router then replaces them with the basename's own spelling).
 */
export function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '' || basename === '/') return pathname;
  const words = basename.split('/').filter((word) => word !== '');
  const given = pathname.split('/');
  if (given[0] !== '' || given.length <= words.length) return null;
  if (!words.every((word, index) => isWord(given[index + 1] ?? '', word))) return null;
  return `/${given.slice(words.length + 1).join('/')}`;
}

/** The address of `location` under `basename` (`/` → `/fr`, `/about?x` → `/fr/about?x`). */
export function withBasename(location: Location, basename: string): string {
  if (basename === '' || basename === '/') return createPath(location);
  const pathname = location.pathname === '/' ? basename : `${basename}${location.pathname}`;
  return createPath({ ...location, pathname });
}
