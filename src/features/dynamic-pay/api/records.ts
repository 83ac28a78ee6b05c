import { useInfiniteQuery } from '@tanstack/react-query';
import { dynamicPayRecordCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { RecordFilters } from '../filters.ts';
import { dynamicPayKeys } from './keys.ts';

/** One page of runs under the filters: the list's and its export's call. */
export const fetchRecordPage = (filters: RecordFilters, pageIndex: number, pageNum: number, signal?: AbortSignal) =>
  request(dynamicPayRecordCalls.list, { ...filters, pageIndex, pageNum }, { signal });

export const recordsQueryOptions = (filters: RecordFilters) =>
  pagedQueryOptions(dynamicPayKeys.recordList(filters), (pageIndex, signal) =>
    fetchRecordPage(filters, pageIndex, 30, signal),
  );

export const useDynamicPayRecords = (filters: RecordFilters) => useInfiniteQuery(recordsQueryOptions(filters));
