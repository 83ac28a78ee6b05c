import { useSyncExternalStore } from 'react';

const query = '(min-width: 768px)';

/** True from 768 px on, where the desktop layout applies (docs/architecture.md). */
export function useIsWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
