import { Code } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { allFrozenIps } from './repository.ts';

/**
 * Frozen IPs as an in-memory set, so the create path pays no round trip for the check
 * (docs/decisions/031-order-analysis-and-frozen-ips.md). Freeze and unfreeze drop the set of their database at once;
 * another server process on the same database sees a change within `refreshMs`.
 */
const refreshMs = 5_000;

interface Cached {
  loadedAt: number;
  ips: Promise<ReadonlySet<string>>;
}

// Keyed by the database handle: each test backend (and the server) has its own.
const cache = new WeakMap<object, Cached>();

async function load(db: DbOrTx): Promise<ReadonlySet<string>> {
  return new Set(await allFrozenIps(db));
}

export function frozenIpSet(db: DbOrTx): Promise<ReadonlySet<string>> {
  const now = Date.now();
  const hit = cache.get(db);
  if (hit && now - hit.loadedAt < refreshMs) return hit.ips;
  const ips = load(db);
  cache.set(db, { loadedAt: now, ips });
  // A failed load must not stay cached: the next create tries again.
  ips.catch(() => cache.delete(db));
  return ips;
}

/** After a freeze or unfreeze has committed: the next create reads the table again. */
export function forgetFrozenIps(db: DbOrTx): void {
  cache.delete(db);
}

/** Order create: refuses an order whose payer IP (clientIp) is frozen. No IP given, nothing to check. */
export async function refuseFrozenIp(db: DbOrTx, clientIp: string): Promise<void> {
  if (!clientIp) return;
  if ((await frozenIpSet(db)).has(clientIp)) throw new ApiError(Code.forbidden, 'errors.ipFrozen', { ip: clientIp });
}
