import { useInfiniteQuery } from '@tanstack/react-query';
import { payoutCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { cursorPagedQueryOptions, pagedQueryOptions } from '../../../components/list/paged.ts';
import type { PayoutFilters, PoolFilters } from '../filters.ts';
import { payoutQueryKeys } from './keys.ts';

/** Payouts in the caller's scope, newest first; each page after the first from the cursor the one before named. */
export const payoutsQueryOptions = (filters: PayoutFilters) =>
  cursorPagedQueryOptions(payoutQueryKeys.list(filters), (cursor, signal) =>
    request(payoutCalls.getList, { ...filters, pageNum: 30, ...(cursor ? { cursor } : {}) }, { signal }),
  );

export const usePayouts = (filters: PayoutFilters, enabled = true) =>
  useInfiniteQuery({ ...payoutsQueryOptions(filters), enabled });

/** The pool: unassigned payouts awaiting payment, oldest first. */
export const payoutPoolQueryOptions = (filters: PoolFilters) =>
  pagedQueryOptions(payoutQueryKeys.pool(filters), (pageIndex, signal) =>
    request(payoutCalls.getPool, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const usePayoutPool = (filters: PoolFilters, enabled = true) =>
  useInfiniteQuery({ ...payoutPoolQueryOptions(filters), enabled });
