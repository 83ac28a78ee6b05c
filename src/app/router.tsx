import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/routes.ts';
import { ErrorPage } from '../features/errors/components/error-page.tsx';
import { errorRoutes } from '../features/errors/routes.tsx';
import { homeRoutes } from '../features/home/routes.ts';
import { setSessionExpiredHandler } from './api/client.ts';
import { requireUser } from './guards.ts';
import { PageLoading } from './page-loading.tsx';
import { queryClient } from './query-client.ts';

/** The route table: public sign-in routes, guarded app routes, then the error pages. */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageLoading,
    errorElement: <ErrorPage kind="500" />,
    children: [
      ...authRoutes,
      {
        id: 'signed-in',
        loader: requireUser,
        children: [{ path: '/', loader: () => redirect('/home') }, ...homeRoutes],
      },
      ...errorRoutes,
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Code 1003 anywhere (spec 8): the session is already cleared; drop its data and sign in again.
  setSessionExpiredHandler(() => {
    queryClient.clear();
    if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
  });
  return router;
}
