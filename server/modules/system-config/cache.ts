/**
 * The settings an instance has read, kept for a second (decision 123): an order create read four
 * settings per call, each a round trip, where one read a second serves them all. A write on this
 * instance forgets them at once (repository.ts), a write elsewhere as soon as the live bus brings
 * its settingChanged (routes.ts), and without a bus after the second at most.
 */
const keepMs = 1000;

interface Entry {
  value: unknown;
  until: number;
  generation: number;
}

/** Per database handle: tests and benches run several databases in one process. */
const byDatabase = new WeakMap<object, Map<string, Entry>>();
let generation = 0;

/** Every instance-held setting is read again on its next use. */
export function forgetCachedSettings(): void {
  generation += 1;
}

/**
 * The cached stored value of `key`, else `read()`'s, kept. The generation is taken before the read:
 * a write that lands while the read is under way leaves an entry that is already stale.
 */
export async function cachedSetting(db: object, key: string, read: () => Promise<unknown>): Promise<unknown> {
  const now = performance.now();
  let entries = byDatabase.get(db);
  const hit = entries?.get(key);
  if (hit && hit.generation === generation && hit.until > now) return hit.value;
  const asOf = generation;
  const value = await read();
  if (!entries) byDatabase.set(db, (entries = new Map()));
  entries.set(key, { value, until: now + keepMs, generation: asOf });
  return value;
}
