/**
 * At most this many cached pages stay mounted besides the shown one. Every mounted page keeps its
 * DOM, its queries and their timers: on a phone, forty hidden lists would cost memory and battery
 * for pages nobody looks at. The tab of an older page stays open; its page starts afresh on return.
 */
export const keepAliveMax = 8;

/**
 * The pages visited, least recently shown first, limited to open tabs: a closed tab is forgotten,
 * so reopening it starts a fresh page.
 */
export function nextVisited(visited: readonly string[], current: string, tabs: readonly string[]): string[] {
  return [...visited.filter((p) => p !== current && tabs.includes(p)), current];
}

/**
 * Which pages are mounted, in tab order (product 2.9): the shown page, plus the `max` most recently
 * shown pages that are cached (`route.cache`) and whose tab is still open.
 */
export function mountedPaths(
  visited: readonly string[],
  current: string,
  tabs: readonly string[],
  isCached: (path: string) => boolean,
  max: number = keepAliveMax,
): string[] {
  const kept = new Set(
    visited
      .filter((p) => p !== current && tabs.includes(p) && isCached(p))
      .slice(-max)
      .concat(current),
  );
  const mounted = tabs.filter((p) => kept.has(p));
  if (!mounted.includes(current)) mounted.push(current);
  return mounted;
}
