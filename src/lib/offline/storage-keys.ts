import { del, delMany, keys } from 'idb-keyval';

/**
 * Everything the offline layer keeps in IndexedDB is keyed by the user id, so two people sharing a
 * phone never see each other's orders, drafts or queued actions.
 */
export const idbKeys = {
  /** Prefix of every saved query of the user (decision 082: one record a query, one a page). */
  cache: (userId: number) => `offline.cache.${userId}.`,
  cacheQuery: (userId: number, queryHash: string) => `offline.cache.${userId}.q.${queryHash}`,
  cachePage: (userId: number, queryHash: string, index: number) => `offline.cache.${userId}.p.${index}.${queryHash}`,
  /** The whole-cache record of the builds before decision 082: deleted, never read. */
  legacyCache: (userId: number) => `offline.cache.${userId}`,
  queue: (userId: number) => `offline.queue.${userId}`,
  draft: (userId: number, form: string) => `offline.draft.${userId}.${form}`,
};

const ownerKey = 'offline.user';

/** The user whose data the persisted cache holds; read at start, before any call answers. */
export function readOwner(): number | null {
  try {
    const raw = localStorage.getItem(ownerKey);
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function writeOwner(userId: number | null): void {
  try {
    if (userId === null) localStorage.removeItem(ownerKey);
    else localStorage.setItem(ownerKey, String(userId));
  } catch {
    // Blocked storage: nothing is restored at the next start, which is the safe side.
  }
}

/** Deletes the persisted cache, the drafts and the queued actions of one user. */
export async function deleteUserData(userId: number): Promise<void> {
  const mine = (await keys()).filter(
    (k) =>
      typeof k === 'string' &&
      (k.startsWith(idbKeys.cache(userId)) ||
        k === idbKeys.legacyCache(userId) ||
        k === idbKeys.queue(userId) ||
        k.startsWith(`offline.draft.${userId}.`)),
  );
  if (mine.length > 0) await delMany(mine);
  await del(idbKeys.legacyCache(userId));
}
