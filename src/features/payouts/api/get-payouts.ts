import { useInfiniteQuery } from '@tanstack/react-query';
import { payoutCalls, type OrderSort, orderPageMax } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { cursorPagedQueryOptions, pagedQueryOptions } from '../../../components/list/paged.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';
import type { PayoutFilters, PoolFilters } from '../filters.ts';
import { payoutQueryKeys } from './keys.ts';

/**
 * Payouts in the caller's scope, newest first or in the desk table's sort by amount (decision 124);
 * each page after the first from the cursor the one before named, which a sorted list sends as its
 * amount cursor.
 */
export const payoutsQueryOptions = (filters: PayoutFilters, sort?: OrderSort) =>
  cursorPagedQueryOptions(payoutQueryKeys.list(filters, sort), (cursor, signal) =>
    request(
      payoutCalls.getList,
      {
        ...filters,
        pageNum: 30,
        ...(sort ? { sort } : {}),
        ...(cursor ? (sort ? { amountCursor: cursor } : { cursor }) : {}),
      },
      { signal },
    ),
  );

export const usePayouts = (filters: PayoutFilters, sort?: OrderSort, enabled = true) =>
  useInfiniteQuery({ ...payoutsQueryOptions(filters, sort), enabled });

/** The pool: unassigned payouts awaiting payment, oldest first. */
export const payoutPoolQueryOptions = (filters: PoolFilters) =>
  pagedQueryOptions(payoutQueryKeys.pool(filters), (pageIndex, signal) =>
    request(payoutCalls.getPool, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const usePayoutPool = (filters: PoolFilters, enabled = true) =>
  useInfiniteQuery({ ...payoutPoolQueryOptions(filters), enabled });

/** One page of payouts for the export, from a cursor (decision 126); the contract's largest page. */
export const fetchPayoutPage = (filters: PayoutFilters, ref: PageRef, signal: AbortSignal) =>
  request(
    payoutCalls.getList,
    { ...filters, pageNum: orderPageMax, ...(ref.cursor ? { cursor: ref.cursor } : {}) },
    { signal },
  );

/** One page of the pool for the export, by number. */
export const fetchPoolPage = (filters: PoolFilters, ref: PageRef, signal: AbortSignal) =>
  request(payoutCalls.getPool, { ...filters, pageIndex: ref.pageIndex, pageNum: orderPageMax }, { signal });
