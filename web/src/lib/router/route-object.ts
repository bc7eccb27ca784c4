// What a route is: a path pattern (`/blog/:id`, `/services/*`; none for a route that only frames its
// children), what it shows (an element, a component, or a component loaded on first use), what it
// shows instead when it or a route inside it fails, and the routes inside it.
import type { ComponentType, ReactNode } from 'react';

/** A route's parameters by name; a `*` splat's rest of the path is `'*'`. Values are decoded. */
export type Params = Readonly<Record<string, string | undefined>>;

/** What a lazy route's loader gives. */
export interface LoadedRoute {
  Component?: ComponentType | null;
  element?: ReactNode;
}

export interface RouteObject {
  /** What the route shows, by name: the app's page routes carry their page's key (core's `Page::key`). */
  id?: string;
  /** Absolute (`/about`), or relative to the enclosing route's path. */
  path?: string;
  element?: ReactNode;
  Component?: ComponentType | null;
  /** Loaded before the route first shows; a failure shows the nearest errorElement. */
  lazy?: () => Promise<LoadedRoute>;
  /** Shown in place of this route's content when it or a route inside it fails to load or render. */
  errorElement?: ReactNode;
  children?: RouteObject[];
}

/** One route of the chain serving an address, outermost first. */
export interface RouteMatch {
  readonly route: RouteObject;
  readonly params: Params;
  /**
   * The address as the routes spell it (within the basename): their fixed words as written in the
   * patterns, the parameters as the address writes them, no trailing slash.
   */
  readonly pathname: string;
}
