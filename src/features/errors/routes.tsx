import type { RouteObject } from 'react-router';
import { ErrorPage } from './components/error-page.tsx';

/** Product 2.1 and 2.9: 401, 404 and 500 pages, and a catch-all that shows 404. */
export const errorRoutes: RouteObject[] = [
  { path: '/401', element: <ErrorPage kind="401" /> },
  { path: '/404', element: <ErrorPage kind="404" /> },
  { path: '/500', element: <ErrorPage kind="500" /> },
  { path: '*', element: <ErrorPage kind="404" /> },
];
