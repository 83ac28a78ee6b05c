import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { payoutBatchCalls, orderPageMax } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { systemFlagQueryOptions } from '../../../lib/system-flags.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { BatchFilters } from '../filters.ts';
import { batchQueryKeys } from './keys.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';

export const payoutBatchesQueryOptions = (filters: BatchFilters) =>
  pagedQueryOptions(batchQueryKeys.list(filters), (pageIndex, signal) =>
    request(payoutBatchCalls.getList, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const usePayoutBatches = (filters: BatchFilters) => useInfiniteQuery(payoutBatchesQueryOptions(filters));

/** One page for the export (decision 126): the list call's largest page, by number. */
export const fetchBatchPage = (filters: BatchFilters, ref: PageRef, signal: AbortSignal) =>
  request(payoutBatchCalls.getList, { ...filters, pageIndex: ref.pageIndex, pageNum: orderPageMax }, { signal });

export const batchDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: batchQueryKeys.detail(id),
    queryFn: ({ signal }) => request(payoutBatchCalls.getDetail, { id }, { signal }),
  });

export const useBatchDetail = (id: number | null) =>
  useQuery({ ...batchDetailQueryOptions(id ?? 0), enabled: id !== null });

export const batchResourcesQueryOptions = () =>
  queryOptions({
    queryKey: batchQueryKeys.resources(),
    queryFn: ({ signal }) => request(payoutBatchCalls.getResources, {}, { signal }),
  });

export const useBatchResources = (enabled: boolean) => useQuery({ ...batchResourcesQueryOptions(), enabled });

/** Up to 500 orders the account could batch now, oldest first: what may be ticked. */
export const batchCandidatesQueryOptions = (resourceId: number) =>
  queryOptions({
    queryKey: batchQueryKeys.candidates(resourceId),
    queryFn: ({ signal }) => request(payoutBatchCalls.getCandidates, { resourceId, pageNum: 500 }, { signal }),
  });

export const useBatchCandidates = (resourceId: number | null) =>
  useQuery({ ...batchCandidatesQueryOptions(resourceId ?? 0), enabled: resourceId !== null });

/** ShowBatchButton (product 6): batch operations are shown unless it is explicitly false. */
export function useShowBatchButton(): boolean {
  return useQuery(systemFlagQueryOptions('ShowBatchButton')).data !== false;
}
