import { useInfiniteQuery } from '@tanstack/react-query';
import { fundRecordCalls, type CursorPage, type FundRecordRow } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { cursorPagedQueryOptions } from '../../../components/list/paged.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';
import { exportPageSize } from '../../../lib/sheets/fetch-all-pages.ts';
import type { FundFilters } from '../filters.ts';
import { fundKeys } from './keys.ts';

export const listPageSize = 30;

/** One page of fund records under the filters from a cursor (the export reads them so, decision 126). */
export const fetchFundPage = (
  filters: FundFilters,
  ref: PageRef,
  signal?: AbortSignal,
): Promise<CursorPage<FundRecordRow>> =>
  request(
    fundRecordCalls.getList,
    { ...filters, pageNum: exportPageSize, ...(ref.cursor ? { cursor: ref.cursor } : {}) },
    { signal },
  );

/** Fund records, newest first; each page after the first from the cursor the one before named (keyset, decision 062). */
export const fundRecordsQueryOptions = (filters: FundFilters) =>
  cursorPagedQueryOptions(fundKeys.list(filters), (cursor, signal) =>
    request(fundRecordCalls.getList, { ...filters, pageNum: listPageSize, ...(cursor ? { cursor } : {}) }, { signal }),
  );

export const useFundRecords = (filters: FundFilters) => useInfiniteQuery(fundRecordsQueryOptions(filters));
