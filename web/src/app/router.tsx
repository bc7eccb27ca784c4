import { Navigate, createBrowserRouter } from 'react-router';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { pageRoutes } from './routes';
import { PAGES } from '@/lib/pages';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { errorElement: <RouteError />, children: [...pageRoutes, { path: '*', element: <Navigate to={PAGES.home.path} replace /> }] },
    ],
  },
]);
