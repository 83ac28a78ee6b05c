import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { payoutBatchCalls, systemConfigCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { BatchFilters } from '../filters.ts';
import { batchQueryKeys } from './keys.ts';

export const usePayoutBatches = (filters: BatchFilters) =>
  useInfiniteQuery(pagedQueryOptions(batchQueryKeys.list(filters), (pageIndex, signal) => request(payoutBatchCalls.getList, { ...filters, pageIndex, pageNum: 30 }, { signal })));

export const useBatchDetail = (id: number | null) =>
  useQuery({ queryKey: batchQueryKeys.detail(id ?? 0), queryFn: ({ signal }) => request(payoutBatchCalls.getDetail, { id: id ?? 0 }, { signal }), enabled: id !== null });

export const useBatchResources = (enabled: boolean) =>
  useQuery({ queryKey: batchQueryKeys.resources(), queryFn: ({ signal }) => request(payoutBatchCalls.getResources, {}, { signal }), enabled });

/** Up to 500 orders the account could batch now, oldest first: what may be ticked. */
export const useBatchCandidates = (resourceId: number | null) =>
  useQuery({
    queryKey: batchQueryKeys.candidates(resourceId ?? 0),
    queryFn: ({ signal }) => request(payoutBatchCalls.getCandidates, { resourceId: resourceId ?? 0, pageNum: 500 }, { signal }),
    enabled: resourceId !== null,
  });

/** ShowBatchButton (spec 6): batch operations are shown unless it is explicitly false. */
export function useShowBatchButton(): boolean {
  const flag = useQuery({
    queryKey: ['systemConfig', 'detail', 'ShowBatchButton'],
    queryFn: () => request(systemConfigCalls.getShowBatchButton, {}),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return flag.data !== false;
}
