import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cursorPagedQueryOptions } from '../../../src/components/list/paged.ts';
import type { CursorPage } from '../../../src/contract/index.ts';

const pageOf = (ids: number[], nextCursor: string | null): CursorPage<number> => ({
  list: ids,
  total: ids.length,
  pageIndex: 1,
  pageNum: ids.length,
  nextCursor,
});

describe('a keyset list (cursorPagedQueryOptions)', () => {
  it('asks for page 1 without a cursor, then with the cursor each page named, and stops when none is named', async () => {
    const asked: (string | null)[] = [];
    const pages: Record<string, CursorPage<number>> = { first: pageOf([3, 2], 'c2'), c2: pageOf([1], null) };
    const client = new QueryClient();
    const options = cursorPagedQueryOptions<number>(['t'], (cursor) => {
      asked.push(cursor);
      return Promise.resolve(pages[cursor ?? 'first']!);
    });
    await client.fetchInfiniteQuery(options);
    await client.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(asked).toEqual([null, null, 'c2']);
  });

  it('starts again from the first page when a saved list restores page numbers, never sending a number as a cursor', async () => {
    const asked: (string | null)[] = [];
    const client = new QueryClient();
    const options = cursorPagedQueryOptions<number>(['saved'], (cursor) => {
      asked.push(cursor);
      return Promise.resolve(pageOf([5], null));
    });
    // What an earlier build, paging by number, saved offline.
    client.setQueryData(['saved'], { pages: [pageOf([5], null)], pageParams: [2] as unknown as (string | null)[] });
    // Stale: fetched again from its saved page params, as a page mounting it would.
    await client.fetchInfiniteQuery({ ...options, staleTime: 0 });
    expect(asked).toEqual([null]);
  });
});
