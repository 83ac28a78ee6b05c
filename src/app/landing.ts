import { hasSession } from '../lib/api/session.ts';
import { decide, findRoute } from '../lib/routes/match.ts';
import { roleOf } from '../lib/user/role-of.ts';
import { prefetchUser } from './guards.ts';
import { loadPage } from './routes/pages.tsx';

/**
 * Starts the chunk of the page a signed-in person lands on while the entry still waits for the
 * runtime config, the catalog and the offline cache (issue 18: the page's chunk used to be asked
 * only after those, one more round trip before its first paint). The route loader later finds it
 * loaded or on its way; a failure here is dropped, and the loader asks again.
 */
export function preloadLandingPage(path: string): void {
  const route = hasSession() ? findRoute(path) : undefined;
  if (route) loadPage(route.view).catch(() => undefined);
}

/**
 * Once the API's address is known: the user info, then the landing page's own calls when the
 * person's role may open it (the route's loader would start them only after the catalog is in and
 * the app renders; it finds them on their way). Never rejects.
 */
export async function prefetchLandingPage(path: string, search: string): Promise<void> {
  const user = await prefetchUser();
  if (!user) return;
  const decision = decide(path, roleOf(user));
  const route = decision.kind === 'allow' ? decision.route : undefined;
  // A guarded route (the agents' pages) waits for its loader's own check.
  if (!route || route.guard) return;
  const Page = await loadPage(route.view).catch(() => undefined);
  Page?.prefetch?.({ user, route, search: new URLSearchParams(search) });
}
