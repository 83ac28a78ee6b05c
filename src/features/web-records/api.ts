import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  webRecordCalls,
  type CallInput,
  type ManualMatchResult,
  type WebRecordKind,
  orderPageMax,
} from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { pagedQueryOptions } from '../../components/list/paged.ts';
import { orderKeys } from '../orders/index.ts';
import type { PageRef } from '../../lib/sheets/export-decl.ts';
import type { RecordFilters } from './filters.ts';

/** Query keys; a manual match invalidates `all`. */
export const recordQueryKeys = {
  all: ['webRecords'] as const,
  list: (kind: WebRecordKind, filters: Filters) => [...recordQueryKeys.all, kind, 'list', filters] as const,
};

/** One kind of record, newest received first. */
export const webRecordsQueryOptions = (kind: WebRecordKind, filters: RecordFilters) =>
  pagedQueryOptions(recordQueryKeys.list(kind, filters), (pageIndex, signal) =>
    request(webRecordCalls.getList, { ...filters, kind, pageIndex, pageNum: 30 }, { signal }),
  );

/** One page for the export (decision 126): the list call's largest page, by number. */
export const fetchRecordPage = (kind: WebRecordKind, filters: RecordFilters, ref: PageRef, signal: AbortSignal) =>
  request(webRecordCalls.getList, { ...filters, kind, pageIndex: ref.pageIndex, pageNum: orderPageMax }, { signal });

export const useWebRecords = (kind: WebRecordKind, filters: RecordFilters) =>
  useInfiniteQuery(webRecordsQueryOptions(kind, filters));

/** Matches a record to an order by hand: never queued offline (it moves money, needs a Google code). */
export function useRecordMatch() {
  const queryClient = useQueryClient();
  return useMutation<ManualMatchResult, Error, CallInput<typeof webRecordCalls.manualMatch>>({
    mutationFn: (input) => request(webRecordCalls.manualMatch, input),
    networkMode: 'always',
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recordQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]);
    },
  });
}
