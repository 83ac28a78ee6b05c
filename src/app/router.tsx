import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/index.ts';
import { ErrorPage, errorRoutes } from '../features/errors/index.ts';
import { setSessionExpiredHandler } from '../lib/api/client.ts';
import { closeOverlaysOnNavigation } from './close-on-navigation.ts';
import { guardRoute, requireUser } from './guards.ts';
import { startPageCalls } from './landing.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { PageLoading } from './page-loading.tsx';
import { queryClient } from '../lib/query-client.ts';
import { loadPage } from './routes/load-page.ts';
import { appRoutes } from './routes/table.ts';
import type { AppRoute } from '../lib/routes/types.ts';

/**
 * Guard and page chunk in parallel; the layout renders the page itself (to keep cached pages
 * alive), so the route has no element, only the error element shown when either fails.
 */
function pageRoute(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: { route },
    element: null,
    errorElement: <RouteError />,
    loader: async (args: LoaderFunctionArgs) => {
      const page = loadPage(route.view);
      // A redirect wins over a chunk that failed meanwhile: the failure would not be seen anyway.
      page.catch(() => undefined);
      const guard = await guardRoute(args);
      if (guard) return guard;
      startPageCalls(await page, route, new URL(args.request.url).searchParams);
      return null;
    },
  };
}

const publicErrorRoutes = errorRoutes.filter((r) => r.path !== '*');

/** Routes: public sign-in, the signed-in layout with every route of the table, error pages. */
export const routes: RouteObject[] = [
  {
    HydrateFallback: PageLoading,
    errorElement: <ErrorPage kind="500" />,
    children: [
      ...authRoutes,
      {
        id: 'signed-in',
        loader: requireUser,
        element: <AppLayout />,
        children: [{ path: '/', loader: guardRoute }, ...appRoutes.map(pageRoute)],
      },
      ...publicErrorRoutes,
      // Unknown paths: signed out → /login (product 4), signed in → the 404 page.
      { path: '*', loader: guardRoute, element: <ErrorPage kind="404" /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Code 1003 anywhere (product 8): the session is already cleared; drop its data and sign in again.
  setSessionExpiredHandler(() => {
    queryClient.clear();
    if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
  });
  closeOverlaysOnNavigation(router);
  return router;
}
