// The app's router (replacing react-router for a smaller first load,
// docs/decisions/0017-the-first-load.md): history, basename, route matching, lazy routes with their
// errors, links and the hooks pages read the address through.
export { createBrowserRouter, createMemoryRouter, RouteNotFoundError, type Router, type RouterState, type NavigateOptions } from './router';
export { matchPath, matchRoutes } from './match-routes';
export type { LoadedRoute, Params, RouteMatch, RouteObject } from './route-object';
export type { Location } from './location';
export { RouterProvider } from './router-provider';
export { MemoryRouter } from './memory-router';
export { Outlet } from './outlet';
export { Link, type LinkProps } from './link';
export { NavLink } from './nav-link';
export { Navigate } from './navigate';
export { useLocation, useNavigate, useParams, useRouteError } from './hooks';
export { useSearchParams } from './use-search-params';
