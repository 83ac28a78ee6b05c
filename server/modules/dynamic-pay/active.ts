import type { DbOrTx } from '../../db/client.ts';
import { activeScriptOf, collectionProduct, type ScriptVersionRecord } from './repository.ts';

/**
 * Every collection order's create asks whether its product has an active script: the answer is
 * kept this long per product so the create path pays no round trip for it. A change on this
 * instance clears it at once; one on another instance is seen within this time.
 */
const ttlMs = 5_000;

export interface ActiveScript {
  script: ScriptVersionRecord;
  currency: string;
}

type Entry = { at: number; value: ActiveScript | null };
/** Per database (tests run two apps on two databases in one process), then per product. */
const caches = new WeakMap<object, Map<number, Entry>>();

function cacheOf(db: DbOrTx): Map<number, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

export async function activeScriptCached(db: DbOrTx, productId: number): Promise<ActiveScript | null> {
  const cache = cacheOf(db);
  const hit = cache.get(productId);
  const now = performance.now();
  if (hit && now - hit.at < ttlMs) return hit.value;
  const script = await activeScriptOf(db, productId);
  const product = script ? await collectionProduct(db, productId) : null;
  const value = script && product ? { script, currency: product.currency } : null;
  cache.set(productId, { at: now, value });
  return value;
}

/** After a save, activation or turn-off on this instance. */
export function forgetActiveScript(db: DbOrTx, productId: number): void {
  cacheOf(db).delete(productId);
}
