import {
  hydrate,
  type Query,
  type QueryCacheNotifyEvent,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { del } from 'idb-keyval';
import { whenIdle } from '../../lib/when-idle.ts';
import { deleteUserData, idbKeys, readOwner, writeOwner } from '../../lib/offline/storage-keys.ts';
import { deleteQuery, readQueries, writeQuery, type SavedQuery, type Written } from './query-store.ts';

/** Older than this, a saved cache is dropped at start rather than shown as "offline data". */
export const cacheMaxAgeMs = 24 * 60 * 60 * 1000;

/**
 * A new build may change the shape of cached answers: a cache saved by another build is dropped.
 * VITE_APP_BUILD can carry a build id; the format number changes with this module's own layout.
 */
export const cacheBuster = `offline-2:${import.meta.env.VITE_APP_BUILD ?? import.meta.env.MODE}`;

const userKey: QueryKey = ['auth', 'user'];
const menuFlags = new Set(['SupplierSmsRecordEnable', 'SupplierWebMessageEnable']);

/**
 * Every other list a role reads on the move (decision 069), by its feature's root key: the rows
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
const secretField =
  /^(googleSecret|secret|token2?|merchantKey|mchKey|apiKey|privateKey|password|payPassword|googleCode)$/i;

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

export interface PersistenceOptions {
  buster?: string;
  maxAge?: number;
  /** Each query is written at most once in this time: a growing list fires many cache events. */
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

const persistable = (q: Query) => q.state.status === 'success' && isPersistable(q.queryKey);

/**
 * Restores the signed-in user's saved queries, then saves each allowed query on its own (decision 062
 * item 6): only a query whose data changed, at most once per `throttleMs`, in an idle moment; of an
 * infinite query only the pages that changed. A removed query is deleted. With no session, whatever
 * a previous user left is deleted.
 */
export function startPersistence(client: QueryClient, options: PersistenceOptions): Persistence {
  const buster = options.buster ?? cacheBuster;
  const maxAge = options.maxAge ?? cacheMaxAgeMs;
  // A query left for another page is garbage-collected after 5 min and would then be deleted from
  // storage too: the persisted kinds live as long as the saved cache may be shown.
  for (const prefix of persistedPrefixes) client.setQueryDefaults(prefix, { gcTime: maxAge });
  const throttleMs = options.throttleMs ?? 1000;
  /** Query hash -> the earliest time it may be written. */
  const dirty = new Map<string, number>();
  /** Query hash -> its page count in storage, for queries removed from the cache. */
  const removed = new Map<string, number | undefined>();
  const written = new Map<string, Written>();
  /** The user `written` describes: another user's storage starts empty. */
  let writtenFor: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;
  let unsubscribe = () => {};

  const fresh = (saved: SavedQuery) =>
    saved.buster === buster && Date.now() - saved.savedAt <= maxAge && isPersistable(saved.queryKey);

  /** Writes the due queries (all with `all`); throws when storage fails, for flush to report. */
  const pass = async (all: boolean) => {
    const owner = ownerOf(client);
    if (stopped || owner === null || !options.hasSession()) return;
    if (readOwner() !== owner) {
      // Another user signed in on this phone: the previous one's data must not linger.
      const previous = readOwner();
      if (previous !== null) await deleteUserData(previous);
      writeOwner(owner);
    }
    if (writtenFor !== owner) {
      written.clear();
      writtenFor = owner;
    }
    for (const [hash, pages] of [...removed]) {
      removed.delete(hash);
      if (client.getQueryCache().get(hash)) continue;
      written.delete(hash);
      await deleteQuery(owner, hash, pages);
    }
    const now = Date.now();
    for (const [hash, due] of [...dirty]) {
      if (!all && due > now) continue;
      dirty.delete(hash);
      const query = client.getQueryCache().get(hash);
      const before = written.get(hash);
      // A refetch that brought the same data keeps its objects: only the time is written then.
      if (
        !query ||
        !persistable(query) ||
        (before !== undefined && before.data === query.state.data && before.updatedAt === query.state.dataUpdatedAt)
      )
        continue;
      written.set(hash, await writeQuery(owner, query, before, buster, scrubSecrets));
    }
  };
  const run = (all: boolean) => {
    // A failed write must not stop the ones after it: each pass starts from a settled queue.
    queue = queue
      .catch(() => undefined)
      .then(() => pass(all))
      .finally(plan);
    return queue;
  };
  function plan() {
    if (stopped || timer !== null || (dirty.size === 0 && removed.size === 0)) return;
    // A pass that could not write (no user yet) leaves its queries due: the next change plans again.
    if (ownerOf(client) === null || !options.hasSession()) return;
    const next = removed.size > 0 ? Date.now() : Math.min(...dirty.values());
    timer = setTimeout(
      () =>
        void whenIdle(() => {
          timer = null;
          // Storage may be full or blocked (private mode): the app works on, only without the offline copy.
          void run(false).catch(() => undefined);
        }),
      Math.max(0, next - Date.now()),
    );
  }
  const onEvent = (event: QueryCacheNotifyEvent) => {
    const { query } = event;
    if (!isPersistable(query.queryKey)) return;
    if (event.type === 'removed') {
      dirty.delete(query.queryHash);
      removed.set(query.queryHash, written.get(query.queryHash)?.pages.length);
    } else if (
      (event.type === 'added' || (event.type === 'updated' && event.action.type === 'success')) &&
      persistable(query) &&
      !dirty.has(query.queryHash)
    ) {
      dirty.set(query.queryHash, (written.get(query.queryHash)?.at ?? 0) + throttleMs);
    } else return;
    plan();
  };

  const restore = async () => {
    const owner = readOwner();
    if (owner === null) return;
    if (!options.hasSession()) {
      writeOwner(null);
      await deleteUserData(owner);
      return;
    }
    await del(idbKeys.legacyCache(owner));
    const queries = await readQueries(owner, fresh);
    hydrate(client, { mutations: [], queries });
    writtenFor = owner;
    for (const q of queries) {
      const data = client.getQueryCache().get(q.queryHash)?.state.data;
      const pages = (data as { pages?: unknown[] } | undefined)?.pages;
      written.set(q.queryHash, {
        data,
        pages: q.queryType === 'infinite' && Array.isArray(pages) ? [...pages] : [],
        at: q.dehydratedAt ?? 0,
        updatedAt: q.state.dataUpdatedAt,
      });
    }
  };

  // Never rejects: the app must start even where IndexedDB is unavailable.
  const restored = restore()
    .catch(() => undefined)
    .then(() => {
      if (!stopped) unsubscribe = client.getQueryCache().subscribe(onEvent);
    });

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    restored,
    flush: async () => {
      cancel();
      await queue.catch(() => undefined);
      await run(true);
    },
    clearUser: async (userId) => {
      cancel();
      dirty.clear();
      removed.clear();
      written.clear();
      writtenFor = null;
      const owner = userId ?? readOwner() ?? ownerOf(client);
      writeOwner(null);
      await queue.catch(() => undefined);
      if (owner !== null) await deleteUserData(owner);
    },
    stop: () => {
      stopped = true;
      cancel();
      unsubscribe();
    },
  };
}
