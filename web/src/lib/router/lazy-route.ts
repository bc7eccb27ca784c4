// The modules of lazy routes, loaded once each and kept: a route loaded for one router (the app's,
// a test's, the prerender's) is ready for every other, and renders at once on a later visit.
import type { ComponentType, ReactNode } from 'react';
import type { LoadedRoute, RouteObject } from './route-object';

const loaded = new WeakMap<RouteObject, LoadedRoute>();

/** True when `route` can render now: it is not lazy, or its module has arrived. */
export function isRouteReady(route: RouteObject): boolean {
  return route.lazy === undefined || loaded.has(route);
}

/** Loads `route`'s module if it is lazy and not loaded yet. A failure is not kept: the next visit tries again. */
export async function loadRoute(route: RouteObject): Promise<void> {
  if (isRouteReady(route) || !route.lazy) return;
  loaded.set(route, await route.lazy());
}

/** What `route` shows: its element or component, its lazy module's once loaded; undefined for a frame with neither. */
export function routeContent(route: RouteObject): { Component?: ComponentType | null; element?: ReactNode } {
  const module = loaded.get(route);
  return {
    Component: module?.Component ?? route.Component,
    element: module?.element ?? route.element,
  };
}
