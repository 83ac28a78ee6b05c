import { hasSession } from '../lib/api/session.ts';
import { queryClient } from '../lib/query-client.ts';
import { findRoute } from '../lib/routes/match.ts';
import { userInfoQueryOptions } from '../lib/user/get-user-info.ts';
import { guardRoute } from './guards.ts';
import type { AppRoute, PageComponent } from '../lib/routes/types.ts';
import { loadPage } from './routes/load-page.ts';
import { appRoutes } from './routes/table.ts';

/**
 * Once the API's address is known: the route guard (which asks for the user info), then the landing
 * page's own calls when the guard lets the person in. The route's loader would do both only after
 * the catalog is in and the app renders; it finds them on their way. Never rejects.
 */
export async function prefetchLandingPage(url: string): Promise<void> {
  const { pathname, search } = new URL(url);
  const route = hasSession() ? findRoute(appRoutes, pathname) : undefined;
  if (!route) return;
  const verdict = await guardRoute({ request: new Request(url) }).catch(() => undefined);
  if (verdict !== null) return;
  const Page = await loadPage(route.view).catch(() => undefined);
  if (Page) startPageCalls(Page, route, new URLSearchParams(search));
}

/** Once the route guard let the signed-in person in: the calls the page reads first, if it names them. */
export function startPageCalls(Page: PageComponent, route: AppRoute, search: URLSearchParams): void {
  const user = queryClient.getQueryData(userInfoQueryOptions().queryKey);
  if (user && Page.prefetch) Page.prefetch({ user, route, search, routes: appRoutes });
}
