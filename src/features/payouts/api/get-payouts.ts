import { useInfiniteQuery } from '@tanstack/react-query';
import { payoutCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { PayoutFilters, PoolFilters } from '../filters.ts';
import { payoutQueryKeys } from './keys.ts';

/** Payouts in the caller's scope, newest first. */
export const usePayouts = (filters: PayoutFilters, enabled = true) =>
  useInfiniteQuery({
    ...pagedQueryOptions(payoutQueryKeys.list(filters), (pageIndex, signal) => request(payoutCalls.getList, { ...filters, pageIndex, pageNum: 30 }, { signal })),
    enabled,
  });

/** The pool: unassigned payouts awaiting payment, oldest first. */
export const usePayoutPool = (filters: PoolFilters, enabled = true) =>
  useInfiniteQuery({
    ...pagedQueryOptions(payoutQueryKeys.pool(filters), (pageIndex, signal) => request(payoutCalls.getPool, { ...filters, pageIndex, pageNum: 30 }, { signal })),
    enabled,
  });
