import { get, set, update } from 'idb-keyval';
import { idbKeys } from './storage-keys.ts';

export interface QueuedAction {
  id: string;
  path: string;
  input: unknown;
  queuedAt: number;
}

/** What a replayed send reports: delivered (or answered with an error: do not repeat) or not reached. */
export type SendResult = 'done' | 'retry';

let counter = 0;
const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${++counter}`;

export async function enqueueAction(userId: number, path: string, input: unknown): Promise<QueuedAction> {
  const entry: QueuedAction = { id: newId(), path, input, queuedAt: Date.now() };
  await update<QueuedAction[]>(idbKeys.queue(userId), (list) => [...(list ?? []), entry]);
  return entry;
}

export const queuedActions = async (userId: number): Promise<QueuedAction[]> =>
  (await get<QueuedAction[]>(idbKeys.queue(userId))) ?? [];

/** Serializes replays across tabs (Web Locks) and within one tab (a shared promise). */
let running: Promise<number> | null = null;

function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('offline-action-queue', fn) as Promise<T>) : fn();
}

/**
 * Sends the queued actions in order, each exactly once: an entry leaves the store before it is
 * sent, so a second tab or a second 'online' event cannot send it again; only when the network
 * did not reach the server is it put back (at the front) and the replay stops.
 */
export function replayQueue(userId: number, send: (action: QueuedAction) => Promise<SendResult>): Promise<number> {
  if (running) return running;
  const key = idbKeys.queue(userId);
  running = withLock(async () => {
    let sent = 0;
    for (;;) {
      const list = (await get<QueuedAction[]>(key)) ?? [];
      const [next, ...rest] = list;
      if (!next) break;
      await set(key, rest);
      if ((await send(next)) === 'retry') {
        await update<QueuedAction[]>(key, (now) => [next, ...(now ?? [])]);
        break;
      }
      sent += 1;
    }
    return sent;
  }).finally(() => {
    running = null;
  });
  return running;
}
