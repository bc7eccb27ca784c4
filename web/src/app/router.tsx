import { Navigate, createBrowserRouter } from '@/lib/router';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { pageRoutes } from './routes';
import { FRENCH_PREFIX, pageLang } from '@/lib/i18n';
import { PAGES } from '@/lib/pages';

/**
 * The app's router. On a French page its basename is `/fr`
 * (docs/decisions/0008-a-french-twin-for-every-page.md): the routes stay the inventory's English
 * paths and every `<Link to="/about">` leads to `/fr/about`.
 */
export function createRouter() {
  return createBrowserRouter(
    [
      {
        element: <Layout />,
        errorElement: <RouteError />,
        children: [
          { errorElement: <RouteError />, children: [...pageRoutes, { path: '*', element: <Navigate to={PAGES.home.path} replace /> }] },
        ],
      },
    ],
    pageLang() === 'fr' ? { basename: FRENCH_PREFIX } : {},
  );
}
