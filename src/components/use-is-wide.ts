import { useSyncExternalStore } from 'react';

function useMedia(query: string): boolean {
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

/** True from 768 px on, where the desktop layout applies (docs/architecture.md). */
export const useIsWide = (): boolean => useMedia('(min-width: 768px)');

/** True from 1024 px on, where list pages show their rows as a table (decision 124). */
export const useIsDesk = (): boolean => useMedia('(min-width: 1024px)');
