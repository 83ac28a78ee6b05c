import type { hydrate, InfiniteData, Query, QueryKey } from '@tanstack/react-query';
import { delMany, get, getMany, keys, setMany } from 'idb-keyval';
import { idbKeys } from '../../lib/offline/storage-keys.ts';

type DehydratedQuery = NonNullable<Parameters<typeof hydrate>[1]['queries']>[number];

/**
 * One saved query (decision 082). A plain query's data is in the record; an infinite query's
 * pages each have their own key (`idbKeys.cachePage`, 0..pageParams.length-1), so a list that
 * grows by a page writes that page and this small record, not the rows before it.
 */
export interface SavedQuery {
  buster: string;
  savedAt: number;
  queryKey: QueryKey;
  queryHash: string;
  queryType?: 'infinite';
  /** The query's state without its data (and without a failure, which is not worth keeping). */
  state: DehydratedQuery['state'];
  data?: unknown;
  pageParams?: unknown[];
}

/** What was last written of a query: the data and page objects by reference, to write only new ones. */
export interface Written {
  data: unknown;
  pages: readonly unknown[];
  /** When it was written, and the query's dataUpdatedAt then. */
  at: number;
  updatedAt: number;
}

const isInfinite = (data: unknown): data is InfiniteData<unknown> =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as InfiniteData<unknown>).pages) &&
  Array.isArray((data as InfiniteData<unknown>).pageParams);

const pageKeys = (userId: number, queryHash: string, from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => idbKeys.cachePage(userId, queryHash, from + i));

/**
 * Writes what changed of one query since `before`: the record, and the pages that are not the very
 * objects written last time (the query cache keeps an unchanged page's object across refetches).
 * Record and pages go in one transaction, so a saved record never names a page that is not there.
 */
export async function writeQuery(
  userId: number,
  query: Query,
  before: Written | undefined,
  buster: string,
  scrub: (v: unknown) => unknown,
): Promise<Written> {
  const { data } = query.state;
  const at = Date.now();
  const record: SavedQuery = {
    buster,
    savedAt: at,
    queryKey: query.queryKey,
    queryHash: query.queryHash,
    ...(query.queryType ? { queryType: query.queryType } : {}),
    state: { ...query.state, data: undefined, error: null, fetchFailureReason: null, fetchStatus: 'idle' },
  };
  const recordKey = idbKeys.cacheQuery(userId, query.queryHash);
  if (!isInfinite(data)) {
    await setMany([[recordKey, { ...record, data: scrub(data) }]]);
    return { data, pages: [], at, updatedAt: query.state.dataUpdatedAt };
  }
  const entries: [string, unknown][] = [];
  data.pages.forEach((page, i) => {
    if (before?.pages[i] !== page) entries.push([idbKeys.cachePage(userId, query.queryHash, i), scrub(page)]);
  });
  entries.push([recordKey, { ...record, pageParams: data.pageParams }]);
  // Pages past the new end (a refetch of fewer pages) go; unknown before, the saved record says how many there were.
  const previousCount = before ? before.pages.length : ((await get<SavedQuery>(recordKey))?.pageParams?.length ?? 0);
  await setMany(entries);
  const stale = pageKeys(userId, query.queryHash, data.pages.length, previousCount);
  if (stale.length > 0) await delMany(stale);
  return { data, pages: [...data.pages], at, updatedAt: query.state.dataUpdatedAt };
}

/** Deletes one saved query with its pages. */
export async function deleteQuery(userId: number, queryHash: string, pageCount: number | undefined): Promise<void> {
  const recordKey = idbKeys.cacheQuery(userId, queryHash);
  const count = pageCount ?? (await get<SavedQuery>(recordKey))?.pageParams?.length ?? 0;
  await delMany([recordKey, ...pageKeys(userId, queryHash, 0, count)]);
}

/**
 * Every saved query of the user that `fresh` accepts, as hydrate takes them; the others (another
 * build, too old, a page missing) are deleted.
 */
export async function readQueries(userId: number, fresh: (q: SavedQuery) => boolean): Promise<DehydratedQuery[]> {
  const prefix = idbKeys.cacheQuery(userId, '');
  const recordKeys = (await keys()).filter((k): k is string => typeof k === 'string' && k.startsWith(prefix));
  const records = await getMany<SavedQuery>(recordKeys);
  const out: DehydratedQuery[] = [];
  const drop: string[] = [];
  for (const [i, saved] of records.entries()) {
    const key = recordKeys[i]!;
    if (!saved || !fresh(saved)) {
      drop.push(key, ...pageKeys(userId, key.slice(prefix.length), 0, saved?.pageParams?.length ?? 0));
      continue;
    }
    let data = saved.data;
    if (saved.pageParams) {
      const pages = await getMany(pageKeys(userId, saved.queryHash, 0, saved.pageParams.length));
      if (pages.some((p) => p === undefined)) {
        drop.push(key, ...pageKeys(userId, saved.queryHash, 0, saved.pageParams.length));
        continue;
      }
      data = { pages, pageParams: saved.pageParams };
    }
    out.push({
      queryKey: saved.queryKey,
      queryHash: saved.queryHash,
      state: { ...saved.state, data },
      dehydratedAt: saved.savedAt,
      ...(saved.queryType ? { queryType: saved.queryType } : {}),
    });
  }
  if (drop.length > 0) await delMany(drop);
  return out;
}
