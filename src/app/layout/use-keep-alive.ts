import { useState } from 'react';
import { findRoute } from '../routes/match.ts';
import type { AppRoute } from '../routes/types.ts';

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * Which pages stay mounted (spec 2.9): a cached page (`route.cache`) once visited stays mounted,
 * hidden, while its tab is open, so its filters, scroll and form keep their state; a page that is
 * not cached mounts only while it is shown, so it starts fresh on every visit.
 */
export function useKeepAlive(current: string, tabs: readonly string[]): AppRoute[] {
  const [visited, setVisited] = useState<readonly string[]>(() => [current]);
  // A closed tab is forgotten, so reopening it starts a fresh page.
  const next = [...new Set([...visited.filter((p) => p === current || tabs.includes(p)), current])];
  if (!same(next, visited)) setVisited(next);

  const mounted = tabs.filter((p) => p === current || (next.includes(p) && findRoute(p)?.cache));
  if (!mounted.includes(current)) mounted.push(current);
  return mounted.map(findRoute).filter((r): r is AppRoute => r !== undefined);
}
