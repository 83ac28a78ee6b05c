import { createElement, useSyncExternalStore } from 'react';
import { loadedPage, subscribeLoadedPages } from '../routes/load-page.ts';
import type { AppRoute } from '../../lib/routes/types.ts';

/**
 * The page of a route from the registry; its loader has loaded the chunk before it shows. Read as
 * an external store: the pane around it is memoized, and a chunk that failed and then loaded on a
 * retry must still appear.
 */
export function RoutePage({ route }: { route: AppRoute }) {
  const page = useSyncExternalStore(subscribeLoadedPages, () => loadedPage(route.view));
  return page ? createElement(page, { route }) : null;
}
