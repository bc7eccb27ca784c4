// What the router hands down the tree: the router and its current location (every link and hook
// reads it), the route being rendered (its parameters and the route inside it), and a failed
// route's error for its errorElement.
import { createContext, type ReactNode } from 'react';
import type { Location } from './location';
import type { Params } from './route-object';
import type { Router } from './router';

export interface RouterContextValue {
  readonly router: Router;
  readonly location: Location;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

export interface RouteContextValue {
  readonly params: Params;
  /** What `<Outlet />` shows: the route inside this one. */
  readonly outlet: ReactNode;
}

export const RouteContext = createContext<RouteContextValue>({ params: {}, outlet: null });

/** The error an errorElement is shown for. */
export const RouteErrorContext = createContext<unknown>(undefined);
