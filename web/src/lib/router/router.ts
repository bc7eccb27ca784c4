// The router: the location, the routes serving it, and navigation. A navigation first loads the
// lazy routes the new address needs, then moves the history and shows the new page at once, so
// the old page stays on screen while the new one's code arrives (and a slower navigation
// overtaken by a newer one is dropped). A route that fails to load leaves an error for the nearest
// route with an errorElement to show. An address its routes spell otherwise (`/About`, `/FR/about`)
// is replaced by their spelling, as the server answers it a 301: a page has one address.
import { createBrowserHistory, createMemoryHistory, type History } from './history';
import { isRouteReady, loadRoute } from './lazy-route';
import { encodeLocation, parsePath, resolveTo, stripBasename, withBasename, type Location } from './location';
import { matchRoutes } from './match-routes';
import { trimTrailingSlashes } from './segments';
import type { RouteMatch, RouteObject } from './route-object';

export interface RouteFailure {
  /** The index in `matches` of the route that shows its errorElement. */
  readonly index: number;
  readonly error: unknown;
}

export interface RouterState {
  /** The location within the basename (`/about` on `/fr/about`). */
  readonly location: Location;
  /** The routes serving it, outermost first: empty until the first page is ready, or when none matches. */
  readonly matches: readonly RouteMatch[];
  readonly failure?: RouteFailure;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export interface Router {
  readonly basename: string;
  readonly state: RouterState;
  /** Settles once the first location's routes are loaded (or failed): the first render can then show the page. */
  readonly ready: Promise<void>;
  /** Goes to `to` (a path, `?query` or `#hash`), or moves `to` entries through the history. */
  readonly navigate: (to: string | number, options?: NavigateOptions) => Promise<void>;
  readonly subscribe: (listener: () => void) => () => void;
  /** The `href` of a link to `to`, basename included. */
  readonly createHref: (to: string) => string;
  /** Stops listening to the history. */
  readonly dispose: () => void;
}

export class RouteNotFoundError extends Error {
  constructor(pathname: string) {
    super(`No route matches ${pathname}`);
    this.name = 'RouteNotFoundError';
  }
}

/** The nearest route at or around `index` with an errorElement, or the outermost. */
function boundaryIndex(matches: readonly RouteMatch[], index: number): number {
  for (let i = index; i >= 0; i--) if (matches[i]?.route.errorElement !== undefined) return i;
  return 0;
}

export interface RouterOptions {
  routes: readonly RouteObject[];
  history: History;
  basename?: string;
}

export function createRouter({ routes, history, basename = '' }: RouterOptions): Router {
  const listeners = new Set<() => void>();

  /** The state of `address` (a whole address), once its routes are loaded: synchronous when nothing needs loading. */
  /** `address` within the basename (as it is when outside it, which no route then matches). */
  function within(address: Location): { location: Location; pathname: string | null } {
    const pathname = stripBasename(address.pathname, basename);
    return { location: { ...address, pathname: pathname ?? address.pathname }, pathname };
  }

  /**
   * `address` as its routes spell it (their fixed words, the basename as the router writes it,
   * query and fragment kept), or `address` itself when it is so spelled already but for trailing
   * slashes or no route serves it: as the server answers a 301, the router replaces such an
   * address, so a page has one address.
   */
  function spelled(address: Location): Location {
    const { pathname } = within(address);
    const leaf = pathname === null ? undefined : matchRoutes(routes, pathname)?.at(-1);
    if (!leaf) return address;
    const respelled = withBasename({ pathname: leaf.pathname, search: '', hash: '' }, basename);
    return respelled === trimTrailingSlashes(address.pathname) ? address : { ...address, pathname: respelled };
  }

  function settle(address: Location): RouterState | Promise<RouterState> {
    const { location, pathname } = within(address);
    const matches = pathname === null ? null : matchRoutes(routes, pathname);
    if (!matches) return { location, matches: [], failure: { index: 0, error: new RouteNotFoundError(address.pathname) } };
    if (matches.every((match) => isRouteReady(match.route))) return { location, matches };
    return Promise.all(
      matches.map((match, index) =>
        loadRoute(match.route).then(
          () => undefined,
          (error: unknown) => ({ index, error }),
        ),
      ),
    ).then((outcomes) => {
      const failed = outcomes.find((outcome) => outcome !== undefined);
      if (!failed) return { location, matches };
      return { location, matches, failure: { index: boundaryIndex(matches, failed.index), error: failed.error } };
    });
  }

  let latest = 0;
  // The first address, replaced at once by its spelling when it differs. (`location()` makes a new
  // object at each call: compared with that, every start replaced the history entry, a costly call.)
  const current = history.location();
  const first = spelled(current);
  if (first !== current) history.replace(first);
  const initial = settle(first);
  let state: RouterState = initial instanceof Promise ? { location: within(first).location, matches: [] } : initial;

  function commit(next: RouterState): void {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  /**
   * Shows `address` (as its routes spell it) once ready (at once when nothing needs loading), then
   * runs `move` with it (the history's push or replace), unless a newer visit started meanwhile;
   * without `move` (back, forward), an address spelled otherwise is replaced in the history.
   */
  function visit(given: Location, move?: (address: Location) => void): Promise<void> {
    const id = ++latest;
    const address = spelled(given);
    const show = (next: RouterState) => {
      if (id !== latest) return;
      if (move) move(address);
      else if (address !== given) history.replace(address);
      commit(next);
    };
    const next = settle(address);
    if (next instanceof Promise) return next.then(show);
    show(next);
    return Promise.resolve();
  }

  const ready =
    initial instanceof Promise
      ? (async () => {
          const id = ++latest;
          const next = await initial;
          if (id === latest) commit(next);
        })()
      : Promise.resolve();

  const stopListening = history.listen(() => {
    void visit(history.location());
  });

  return {
    basename,
    get state() {
      return state;
    },
    ready,
    navigate: (to, options = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const whole = parsePath(withBasename(encodeLocation(resolveTo(to, state.location)), basename));
      return visit(whole, (address) => {
        if (options.replace) history.replace(address);
        else history.push(address);
      });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    createHref: (to) => withBasename(resolveTo(to, state.location), basename),
    dispose: stopListening,
  };
}

export interface BrowserRouterOptions {
  basename?: string;
}

/** The app's router, on the browser's address bar and history. */
export function createBrowserRouter(routes: readonly RouteObject[], { basename }: BrowserRouterOptions = {}): Router {
  return createRouter({ routes, history: createBrowserHistory(), basename });
}

export interface MemoryRouterOptions {
  /** Whole addresses, basename included (`/fr/about`); the last is current unless initialIndex says otherwise. */
  initialEntries?: readonly string[];
  initialIndex?: number;
  basename?: string;
}

/** A router on a history held in memory: tests and the build-time prerender. */
export function createMemoryRouter(routes: readonly RouteObject[], { initialEntries, initialIndex, basename }: MemoryRouterOptions = {}): Router {
  return createRouter({ routes, history: createMemoryHistory(initialEntries, initialIndex), basename });
}
