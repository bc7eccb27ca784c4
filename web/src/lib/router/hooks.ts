// The hooks components read the router through.
import { use } from 'react';
import { RouteContext, RouteErrorContext, RouterContext, type RouterContextValue } from './context';
import type { Location } from './location';
import type { Params } from './route-object';
import type { NavigateOptions } from './router';

export function useRouterContext(): RouterContextValue {
  const context = use(RouterContext);
  if (!context) throw new Error('A router component or hook was used outside <RouterProvider> or <MemoryRouter>');
  return context;
}

/** The current location, within the basename (`/about` on `/fr/about`). */
export function useLocation(): Location {
  return useRouterContext().location;
}

/** The parameters of the route being rendered (decoded); none outside a route. */
export function useParams(): Params {
  return use(RouteContext).params;
}

/** Navigation from code: a path, `?query` or `#hash`, or a step through the history. */
export function useNavigate(): (to: string | number, options?: NavigateOptions) => Promise<void> {
  const { router } = useRouterContext();
  return router.navigate;
}

/** The error the nearest errorElement is shown for (a failed load, or a render that threw). */
export function useRouteError(): unknown {
  return use(RouteErrorContext);
}
