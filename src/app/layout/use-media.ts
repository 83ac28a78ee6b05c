import { useSyncExternalStore } from 'react';

/** Spec layout switch (docs/architecture.md): phone below 768 px, desktop from 768 px. */
export const desktopQuery = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(desktopQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(desktopQuery).matches,
    () => false,
  );
}
