import { useInfiniteQuery } from '@tanstack/react-query';
import { payoutCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { PayoutFilters, PoolFilters } from '../filters.ts';
import { payoutQueryKeys } from './keys.ts';

/** Payouts in the caller's scope, newest first. */
export const payoutsQueryOptions = (filters: PayoutFilters) =>
  pagedQueryOptions(payoutQueryKeys.list(filters), (pageIndex, signal) => request(payoutCalls.getList, { ...filters, pageIndex, pageNum: 30 }, { signal }));

export const usePayouts = (filters: PayoutFilters, enabled = true) => useInfiniteQuery({ ...payoutsQueryOptions(filters), enabled });

/** The pool: unassigned payouts awaiting payment, oldest first. */
export const payoutPoolQueryOptions = (filters: PoolFilters) =>
  pagedQueryOptions(payoutQueryKeys.pool(filters), (pageIndex, signal) => request(payoutCalls.getPool, { ...filters, pageIndex, pageNum: 30 }, { signal }));

export const usePayoutPool = (filters: PoolFilters, enabled = true) => useInfiniteQuery({ ...payoutPoolQueryOptions(filters), enabled });
