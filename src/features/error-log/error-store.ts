import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts one more script error of this session. */
export function recordError(): void {
  count += 1;
  for (const l of listeners) l();
}

/** Script errors seen in this session (the header's badge). */
export function useErrorCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => count,
  );
}

/** The same count outside React (tests, the error log page's summary). */
export function errorCount(): number {
  return count;
}
