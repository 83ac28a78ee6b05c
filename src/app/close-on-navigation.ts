import type { DataRouter } from 'react-router';
import { closeAllOverlays } from '../lib/overlays/back-stack.ts';

/**
 * A route change closes every open sheet (decision 064), when the navigation starts: its guard
 * and page chunk may take a moment, and a sheet the person opens meanwhile (More again, at once)
 * is theirs, not the old page's, so the arrival leaves it open. Still before the new page renders,
 * so a sheet the new page opens as it mounts stays open. A navigation that never showed as pending
 * closes them when it lands.
 */
export function closeOverlaysOnNavigation(router: Pick<DataRouter, 'state' | 'subscribe'>): void {
  let pathname = router.state.location.pathname;
  // The address whose navigation has already closed them.
  let closedFor: string | null = null;
  router.subscribe((state) => {
    const pending = state.navigation.location?.pathname;
    if (pending !== undefined && pending !== pathname && pending !== closedFor) {
      closedFor = pending;
      closeAllOverlays();
    }
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    if (closedFor !== pathname) closeAllOverlays();
    closedFor = null;
  });
}
