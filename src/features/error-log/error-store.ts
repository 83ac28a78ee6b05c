import { useSyncExternalStore } from 'react';

/** One distinct error of this session: repeats of it only raise `count`. */
export interface SessionError {
  key: string;
  code: string;
  /** The first line of the message. */
  title: string;
  count: number;
  lastAt: number;
}

const groups = new Map<string, SessionError>();
// Keys the person has already looked at on the error log page: the badge counts only the others.
const seen = new Set<string>();
let snapshot: { unseen: number; list: SessionError[] } = { unseen: 0, list: [] };
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish() {
  const list = [...groups.values()].sort((a, b) => b.lastAt - a.lastAt);
  snapshot = { unseen: list.filter((g) => !seen.has(g.key)).length, list };
  for (const l of listeners) l();
}

/** Counts one more script error of this session; the same code and first line is the same error. */
export function recordError(code: string, mes: string, now = Date.now()): void {
  const title = mes.split('\n', 1)[0] ?? '';
  const key = `${code}\n${title}`;
  const group = groups.get(key);
  if (group) {
    groups.set(key, { ...group, count: group.count + 1, lastAt: now });
  } else {
    groups.set(key, { key, code, title, count: 1, lastAt: now });
  }
  publish();
}

/** The person has seen every error so far (the error log page is open): the badge goes back to 0. */
export function markErrorsSeen(): void {
  if ([...groups.keys()].every((k) => seen.has(k))) return;
  for (const k of groups.keys()) seen.add(k);
  publish();
}

/** New distinct script errors of this session (the header's badge). */
export function useErrorCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => snapshot.unseen,
    () => snapshot.unseen,
  );
}

/** This session's distinct errors, latest first, each with how often it happened. */
export function useSessionErrors(): SessionError[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot.list,
    () => snapshot.list,
  );
}

/** The badge's count outside React (tests). */
export function errorCount(): number {
  return snapshot.unseen;
}
