import { useInfiniteQuery } from '@tanstack/react-query';
import { dynamicPayRecordCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { RecordFilters } from '../filters.ts';
import { dynamicPayKeys } from './keys.ts';

export const recordsQueryOptions = (filters: RecordFilters) =>
  pagedQueryOptions(dynamicPayKeys.recordList(filters), (pageIndex, signal) =>
    request(dynamicPayRecordCalls.list, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const useDynamicPayRecords = (filters: RecordFilters) => useInfiniteQuery(recordsQueryOptions(filters));
