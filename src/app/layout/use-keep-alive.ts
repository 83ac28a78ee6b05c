import { useState } from 'react';
import { findRoute } from '../../lib/routes/match.ts';
import { appRoutes } from '../routes/table.ts';
import type { AppRoute } from '../../lib/routes/types.ts';
import { mountedPaths, nextVisited } from './keep-alive-model.ts';

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * Which pages stay mounted (product 2.9): a cached page (`route.cache`) once visited stays mounted,
 * hidden, while its tab is open (up to `keepAliveMax` of them), so its filters, scroll and form
 * keep their state; a page that is not cached mounts only while it is shown.
 */
export function useKeepAlive(current: string, tabs: readonly string[]): AppRoute[] {
  const [visited, setVisited] = useState<readonly string[]>(() => [current]);
  const next = nextVisited(visited, current, tabs);
  if (!same(next, visited)) setVisited(next);
  return mountedPaths(next, current, tabs, (p) => Boolean(findRoute(appRoutes, p)?.cache))
    .map((p) => findRoute(appRoutes, p))
    .filter((r): r is AppRoute => r !== undefined);
}
