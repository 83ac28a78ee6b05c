import { useSyncExternalStore } from 'react';
import type { LiveState, Notice } from '../../../workers/live/protocol.ts';

export interface LiveSnapshot {
  state: LiveState;
  notice: Notice | null;
  /** The latest firing, to show for 5 s with the sound (product 9). */
  alert: Notice | null;
}

let snapshot: LiveSnapshot = { state: 'uninitialized', notice: null, alert: null };
const listeners = new Set<() => void>();

export function updateLive(patch: Partial<LiveSnapshot>): void {
  snapshot = { ...snapshot, ...patch };
  for (const l of listeners) l();
}

export function resetLiveStore(): void {
  updateLive({ state: 'uninitialized', notice: null, alert: null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live connection's state and the new-order notice, the same in every component. */
export function useLiveSnapshot(): LiveSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot);
}
