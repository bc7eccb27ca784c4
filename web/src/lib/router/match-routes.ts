// Which routes serve a path, by the rules core's `pages::route` follows for the server
// (tests/vectors/routes.json holds the two equal). A pattern's segments are fixed words, `:name`
// parameters (one non-empty segment) or a final `*` (the rest of the path, maybe empty).
// A fixed word matches its segment decoded and without regard to ASCII letter case; segments are
// decoded after the path is cut at its `/` (an escaped `/` separates nothing), and one that does
// not decode to UTF-8 matches nothing; trailing slashes are ignored. When several routes match,
// the most specific wins: the most fixed segments, then no splat, then the first declared.
import { stripBasename } from './location';
import type { Params, RouteMatch, RouteObject } from './route-object';
import { decodeSegment, isWord, trimTrailingSlashes } from './segments';

/** The segments of a path as written: `/a/b/` → `['a', 'b']`, `/` → `[]`; null when it is not a path. */
function segments(path: string): string[] | null {
  if (!path.startsWith('/')) return null;
  const rest = trimTrailingSlashes(path).slice(1);
  return rest === '' ? [] : rest.split('/');
}

/** A pattern's parts (`/blog/:id` → `['blog', ':id']`; `*` alone is `['*']`). */
function parts(pattern: string): string[] {
  return pattern.split('/').filter((part) => part !== '');
}

interface Matched {
  readonly params: Params;
  /** The address as the pattern spells it: its fixed words, the parameters as written, no trailing slash. */
  readonly pathname: string;
}

function match(pattern: string, pathname: string): Matched | null {
  const wanted = parts(pattern);
  const given = segments(pathname);
  if (given === null) return null;
  const params: Record<string, string> = {};
  const spelled: string[] = [];
  for (const [index, part] of wanted.entries()) {
    if (part === '*' && index === wanted.length - 1) {
      const rest = given.slice(index);
      const decoded = rest.map(decodeSegment);
      if (decoded.some((segment) => segment === null)) return null;
      params['*'] = decoded.join('/');
      spelled.push(...rest);
      return { params, pathname: `/${spelled.join('/')}` };
    }
    const segment = given[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      const decoded = segment === '' ? null : decodeSegment(segment);
      if (decoded === null) return null;
      params[part.slice(1)] = decoded;
      spelled.push(segment);
    } else if (isWord(segment, part)) {
      spelled.push(part);
    } else {
      return null;
    }
  }
  return given.length === wanted.length ? { params, pathname: `/${spelled.join('/')}` } : null;
}

/** The parameters `pathname` gives `pattern`, or null when it does not match the whole path. */
export function matchPath(pattern: string, pathname: string): Params | null {
  return match(pattern, pathname)?.params ?? null;
}

function joinPaths(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

interface Branch {
  readonly pattern: string;
  readonly routes: readonly RouteObject[];
}

/** Every route with a path, with the routes framing it: the candidates for an address. */
function branches(routes: readonly RouteObject[], parents: readonly RouteObject[] = [], parentPath = '/'): Branch[] {
  return routes.flatMap((route) => {
    const pattern = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    const inner = route.children ? branches(route.children, chain, pattern) : [];
    return route.path === undefined ? inner : [...inner, { pattern, routes: chain }];
  });
}

/** Fixed segments, then no splat: the more, the more specific. */
function specificity(pattern: string): [number, number] {
  const all = parts(pattern);
  return [all.filter((part) => !part.startsWith(':') && part !== '*').length, all.includes('*') ? 0 : 1];
}

/**
 * The chain of routes serving `pathname` (outermost first, each with the match's parameters and
 * the address as the routes spell it), or null; with a `basename`, `pathname` is a whole address
 * and must lie within it.
 */
export function matchRoutes(routes: readonly RouteObject[], address: string, basename = ''): RouteMatch[] | null {
  const pathname = stripBasename(address, basename);
  if (pathname === null) return null;
  let best: { branch: Branch; matched: Matched; rank: [number, number] } | undefined;
  for (const branch of branches(routes)) {
    const matched = match(branch.pattern, pathname);
    if (!matched) continue;
    const rank = specificity(branch.pattern);
    if (!best || rank[0] > best.rank[0] || (rank[0] === best.rank[0] && rank[1] > best.rank[1])) {
      best = { branch, matched, rank };
    }
  }
  if (!best) return null;
  const { params, pathname: spelled } = best.matched;
  return best.branch.routes.map((route) => ({ route, params, pathname: spelled }));
}
