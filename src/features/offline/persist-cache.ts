import { dehydrate, hydrate, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';
import { deleteUserData, idbKeys, readOwner, writeOwner } from '../../lib/offline/storage-keys.ts';

/** Older than this, a saved cache is dropped at start rather than shown as "offline data". */
export const cacheMaxAgeMs = 24 * 60 * 60 * 1000;

/**
 * A new build may change the shape of cached answers: a cache saved by another build is dropped.
 * VITE_APP_BUILD can carry a build id; the format number changes with this module's own layout.
 */
export const cacheBuster = `offline-1:${import.meta.env.VITE_APP_BUILD ?? import.meta.env.MODE}`;

const userKey: QueryKey = ['auth', 'user'];
const menuFlags = new Set(['SupplierSmsRecordEnable', 'SupplierWebMessageEnable']);

/**
 * Every other list a role reads on the move (issue 19 item 5), by its feature's root key: the rows
 * of the list and nothing else of the feature (no detail, no option list, no settings).
 */
const persistedLists: Record<string, (key: QueryKey) => boolean> = {
  receivingAccounts: (k) => k[1] === 'list',
  bankStatements: (k) => k[1] === 'list',
  webRecords: (k) => k[2] === 'list',
  payoutBatches: (k) => k[1] === 'list',
  agents: (k) => k[1] === 'team',
  accounts: (k) => k[2] === 'list',
  staffAccounts: (k) => k[1] === 'list',
  orderCallbacks: (k) => k[1] === 'list' || k[1] === 'attempts',
  monitorLog: (k) => k[1] === 'list',
  riskControl: (k) => k[1] === 'blacklist' || k[1] === 'detections',
  securityChain: (k) => k[1] === 'chains' || k[1] === 'patches',
  orderAnalysis: (k) => k[1] === 'payers' || k[1] === 'ips' || k[1] === 'frozen',
  auditRecords: (k) => k[1] === 'list',
  banks: (k) => k[1] === 'list',
  userProducts: (k) => k[1] === 'list',
  messages: (k) => k[1] === 'lists' || k[1] === 'content',
};

/**
 * The allow-list: what a person reads on a bad network: orders, statistics, payouts (theirs and
 * the pool), fund records, the personal center (which holds no secret: the merchant key is masked,
 * and scrubSecrets blanks secret-named fields anyway), the inbox and every list page. Anything not
 * named here (sessions, settings, the entity viewer, option lists, details...) stays in memory.
 */
export function isPersistable(key: QueryKey): boolean {
  const [head, second, third] = key;
  if (typeof head === 'string' && Object.hasOwn(persistedLists, head)) return persistedLists[head]!(key);
  switch (head) {
    case 'orders': // lists, latest orders and home figures (['orders', 'statistics', …]), allocation details
    case 'statistics':
      return true;
    case 'payouts':
      return second === 'list' || second === 'pool';
    case 'fundRecords':
      return second === 'list';
    case 'profile':
      return second === 'detail' || second === 'balances';
    case 'balances':
      return second === 'total';
    case 'auth':
      return second === 'user';
    case 'systemConfig':
      return second === 'detail' && typeof third === 'string' && menuFlags.has(third);
    default:
      return false;
  }
}

const persistedPrefixes: QueryKey[] = [
  ['orders'],
  ['statistics'],
  ['payouts'],
  ['fundRecords'],
  ['profile', 'detail'],
  ['profile', 'balances'],
  ['balances', 'total'],
  ['auth', 'user'],
  ['systemConfig', 'detail'],
  ...Object.keys(persistedLists).map((head) => [head]),
];

/** Field names that never reach IndexedDB, whatever query they ride in (the user info has googleSecret). */
const secretField = /^(googleSecret|secret|token2?|merchantKey|mchKey|apiKey|privateKey|password|payPassword|googleCode)$/i;

export function scrubSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrubSecrets);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    // A secret-named object (the profile's payPassword: {enabled, set}) holds facts, not the
    // secret: it is searched like any other; a secret-named value is blanked.
    if (secretField.test(k) && (v === null || typeof v !== 'object')) out[k] = typeof v === 'string' ? '' : null;
    else out[k] = scrubSecrets(v);
  }
  return out;
}

/** idb-keyval persister of one user's cache. */
export function idbPersister(userId: number): Persister {
  const key = idbKeys.cache(userId);
  return {
    persistClient: (client: PersistedClient) => set(key, client),
    restoreClient: () => get<PersistedClient>(key),
    removeClient: () => del(key),
  };
}

const dehydrateOptions = {
  shouldDehydrateQuery: (q: Query) => q.state.status === 'success' && isPersistable(q.queryKey),
  shouldDehydrateMutation: () => false,
  // The secret scrub runs on every value that is written.
  serializeData: (data: unknown) => scrubSecrets(data),
};

/*
 * Save and restore follow persistQueryClientSave/Restore of @tanstack/query-persist-client-core
 * (same PersistedClient record, same buster and maxAge rules), but dehydrate/hydrate come from
 * @tanstack/react-query: the persist package pins another query-core copy (5.104 against 5.108),
 * whose QueryClient type and internals are not the app's.
 */
export async function saveClient(client: QueryClient, persister: Persister, buster: string): Promise<void> {
  const record: PersistedClient = { buster, timestamp: Date.now(), clientState: dehydrate(client, dehydrateOptions) as PersistedClient['clientState'] };
  await persister.persistClient(record);
}

/** Hydrates a saved cache unless it is older than maxAge or from another build; such a cache is deleted. */
export async function restoreClient(client: QueryClient, persister: Persister, buster: string, maxAge: number): Promise<boolean> {
  try {
    const saved = await persister.restoreClient();
    if (!saved) return false;
    if (!saved.timestamp || Date.now() - saved.timestamp > maxAge || saved.buster !== buster) {
      await persister.removeClient();
      return false;
    }
    hydrate(client, saved.clientState as Parameters<typeof hydrate>[1]);
    return true;
  } catch {
    // A broken record must not keep the app from starting; it is discarded.
    await Promise.resolve(persister.removeClient()).catch(() => undefined);
    return false;
  }
}

export interface PersistenceOptions {
  buster?: string;
  maxAge?: number;
  /** Saves are batched: a list page fires many cache events at once. */
  throttleMs?: number;
  hasSession: () => boolean;
}

export interface Persistence {
  /** Resolves once the saved cache of the signed-in user is in the client (or was dropped). */
  restored: Promise<void>;
  /** Writes now what a pending save would write (tests, before going offline). */
  flush: () => Promise<void>;
  /** Forgets the user's saved data and stops saving until a user signs in again. */
  clearUser: (userId?: number) => Promise<void>;
  stop: () => void;
}

const ownerOf = (client: QueryClient): number | null => {
  const user = client.getQueryData<{ user_id?: number }>(userKey);
  return typeof user?.user_id === 'number' ? user.user_id : null;
};

/**
 * Restores the signed-in user's cache, then saves allowed queries (throttled) under that user's
 * key. With no session, whatever a previous user left is deleted.
 */
export function startPersistence(client: QueryClient, options: PersistenceOptions): Persistence {
  const buster = options.buster ?? cacheBuster;
  const maxAge = options.maxAge ?? cacheMaxAgeMs;
  // A query left for another page is garbage-collected after 5 min and would then drop out of the
  // saved cache too: the persisted kinds live as long as the cache may be shown.
  for (const prefix of persistedPrefixes) client.setQueryDefaults(prefix, { gcTime: maxAge });
  const throttleMs = options.throttleMs ?? 1000;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let unsubscribe = () => {};

  const save = async () => {
    timer = null;
    const owner = ownerOf(client);
    if (stopped || owner === null || !options.hasSession()) return;
    if (readOwner() !== owner) {
      // Another user signed in on this phone: the previous one's data must not linger.
      const previous = readOwner();
      if (previous !== null) await deleteUserData(previous);
      writeOwner(owner);
    }
    await saveClient(client, idbPersister(owner), buster);
  };
  const schedule = () => {
    // Storage may be full or blocked (private mode): the app works on, only without the offline copy.
    if (timer === null && !stopped) timer = setTimeout(() => void save().catch(() => undefined), throttleMs);
  };

  const restore = async () => {
    const owner = readOwner();
    if (owner === null) return;
    if (!options.hasSession()) {
      writeOwner(null);
      await deleteUserData(owner);
      return;
    }
    await restoreClient(client, idbPersister(owner), buster, maxAge);
  };

  // Never rejects: the app must start even where IndexedDB is unavailable.
  const restored = restore()
    .catch(() => undefined)
    .then(() => {
      if (stopped) return;
      unsubscribe = client.getQueryCache().subscribe((event) => {
        if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') schedule();
      });
    });

  return {
    restored,
    flush: async () => {
      if (timer !== null) clearTimeout(timer);
      await save();
    },
    clearUser: async (userId) => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const owner = userId ?? readOwner() ?? ownerOf(client);
      writeOwner(null);
      if (owner !== null) await deleteUserData(owner);
    },
    stop: () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      unsubscribe();
    },
  };
}
