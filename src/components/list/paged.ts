import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CursorPage, Page } from '../../contract/index.ts';

export type PagedQuery<T> = UseInfiniteQueryResult<InfiniteData<Page<T>>, Error>;

/** The loaded rows of a paged query, and the total the server counted. */
export function usePagedRows<T>(query: PagedQuery<T>) {
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  return { rows, total: query.data?.pages[0]?.total ?? 0 };
}

/** The page after `last`, while the server has more (for `getNextPageParam`). */
export const nextPageIndex = (last: Page<unknown>): number | undefined =>
  last.pageIndex * last.pageNum < last.total ? last.pageIndex + 1 : undefined;

/** Query options of a paged list: page 1 first, the next while the server has more. */
export const pagedQueryOptions = <T>(
  queryKey: QueryKey,
  fetchPage: (pageIndex: number, signal: AbortSignal) => Promise<Page<T>>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
  });

/**
 * Query options of a keyset list: page 1 without a cursor, then each page from the cursor the one
 * before named, until a page names none. The server reads on from that row instead of skipping
 * the rows before it, so page 101 costs what page 1 does and the list ends where the rows do.
 */
export const cursorPagedQueryOptions = <T>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<CursorPage<T>>,
) =>
  infiniteQueryOptions({
    queryKey,
    // A list saved offline while it still paged by number restores page numbers: a refetch then
    // starts again from the first page, never from a number sent as a cursor.
    queryFn: ({ pageParam, signal }) => fetchPage(typeof pageParam === 'string' ? pageParam : null, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CursorPage<T>) => last.nextCursor ?? undefined,
  });
