// Which routes serve a path. A pattern's segments are fixed words (matched without regard to case),
// `:name` parameters (one non-empty segment) or a final `*` (the rest of the path, maybe empty);
// trailing slashes are ignored. When several routes match, the most specific wins, as core's
// `pages::route` chooses for the server: the most fixed segments, then no splat, then the first declared.
import { stripBasename } from './location';
import type { Params, RouteMatch, RouteObject } from './route-object';

/** The segments of a path: `/a/b/` → `['a', 'b']`, `/` → `[]`. */
function segments(path: string): string[] {
  const parts = path.split('/');
  if (parts[0] === '') parts.shift();
  while (parts.at(-1) === '') parts.pop();
  return parts;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The parameters `pathname` gives `pattern`, or null when it does not match the whole path. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const wanted = segments(pattern);
  const given = segments(pathname);
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    if (part === '*' && index === wanted.length - 1) {
      params['*'] = given.slice(index).map(decode).join('/');
      return params;
    }
    const segment = given[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = decode(segment);
    } else if (part.toLowerCase() !== decode(segment).toLowerCase()) {
      return null;
    }
  }
  return given.length === wanted.length ? params : null;
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
  const parts = segments(pattern);
  return [parts.filter((part) => !part.startsWith(':') && part !== '*').length, parts.includes('*') ? 0 : 1];
}

/**
 * The chain of routes serving `pathname` (outermost first, each with the match's parameters), or
 * null; with a `basename`, `pathname` is a whole address and must lie within it.
 */
export function matchRoutes(routes: readonly RouteObject[], address: string, basename = ''): RouteMatch[] | null {
  const pathname = stripBasename(address, basename);
  if (pathname === null) return null;
  let best: { branch: Branch; params: Params; rank: [number, number] } | undefined;
  for (const branch of branches(routes)) {
    const params = matchPath(branch.pattern, pathname);
    if (!params) continue;
    const rank = specificity(branch.pattern);
    if (!best || rank[0] > best.rank[0] || (rank[0] === best.rank[0] && rank[1] > best.rank[1])) {
      best = { branch, params, rank };
    }
  }
  if (!best) return null;
  const { params } = best;
  return best.branch.routes.map((route) => ({ route, params }));
}
