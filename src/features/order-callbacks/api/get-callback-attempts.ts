import { useInfiniteQuery } from '@tanstack/react-query';
import { orderCallbackCalls, orderPageMax } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';
import type { AttemptFilters } from '../filters.ts';
import { callbackKeys } from './keys.ts';

/** Callback attempts, newest first; `enabled` false keeps a closed sheet from loading. */
export const callbackAttemptsQueryOptions = (filters: AttemptFilters) =>
  pagedQueryOptions(callbackKeys.attempts(filters), (pageIndex, signal) =>
    request(orderCallbackCalls.getDetailList, { ...filters, pageIndex, pageNum: 20 }, { signal }),
  );

export const useCallbackAttempts = (filters: AttemptFilters, enabled = true) =>
  useInfiniteQuery({ ...callbackAttemptsQueryOptions(filters), enabled });

/** One page for the export (decision 126): the list call's largest page, by number. */
export const fetchAttemptPage = (filters: AttemptFilters, ref: PageRef, signal: AbortSignal) =>
  request(
    orderCallbackCalls.getDetailList,
    { ...filters, pageIndex: ref.pageIndex, pageNum: orderPageMax },
    { signal },
  );
