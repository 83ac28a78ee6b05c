import { useInfiniteQuery } from '@tanstack/react-query';
import { fundRecordCalls, type FundRecordRow, type Page } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { FundFilters } from '../filters.ts';
import { fundKeys } from './keys.ts';

export const listPageSize = 30;

/** One page of fund records under the filters (the list and the export share it). */
export const fetchFundPage = (filters: FundFilters, pageIndex: number, pageNum: number, signal?: AbortSignal): Promise<Page<FundRecordRow>> =>
  request(fundRecordCalls.getList, { ...filters, pageIndex, pageNum }, { signal });

/** Fund records, newest first. */
export const fundRecordsQueryOptions = (filters: FundFilters) =>
  pagedQueryOptions(fundKeys.list(filters), (pageIndex, signal) => fetchFundPage(filters, pageIndex, listPageSize, signal));

export const useFundRecords = (filters: FundFilters) => useInfiniteQuery(fundRecordsQueryOptions(filters));
