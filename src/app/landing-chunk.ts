import { hasSession } from '../lib/api/session.ts';
import { findRoute } from '../lib/routes/match.ts';
import { loadPage } from './routes/load-page.ts';
import { appRoutes } from './routes/table.ts';

/**
 * Starts the chunk of the page a signed-in person lands on while the entry still waits for the
 * runtime config, the catalog and the offline cache (decision 062: the page's chunk used to be asked
 * only after those, one more round trip before its first paint). The route loader later finds it
 * loaded or on its way; a failure here is dropped, and the loader asks again. Apart from
 * landing.ts, whose guard brings the API client and the contract's schemas: src/app/early-start.ts
 * calls it before the shell's modules run (decision 140), so it imports only the route table.
 * True when it started one: the person is signed in and the path is a page of the app.
 */
export function preloadLandingPage(path: string): boolean {
  const route = hasSession() ? findRoute(appRoutes, path) : undefined;
  if (route) loadPage(route.view).catch(() => undefined);
  return route !== undefined;
}
