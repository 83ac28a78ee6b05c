import { useInfiniteQuery } from '@tanstack/react-query';
import { orderCallbackCalls, orderPageMax } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';
import type { CallbackListFilters } from '../filters.ts';
import { callbackKeys } from './keys.ts';

/** Orders with callback attempts, most recently called back first. */
export const orderCallbacksQueryOptions = (filters: CallbackListFilters) =>
  pagedQueryOptions(callbackKeys.list(filters), (pageIndex, signal) =>
    request(orderCallbackCalls.getList, { ...filters, pageIndex, pageNum: 20 }, { signal }),
  );

export const useOrderCallbacks = (filters: CallbackListFilters) =>
  useInfiniteQuery(orderCallbacksQueryOptions(filters));

/** One page for the export (decision 126): the list call's largest page, by number. */
export const fetchCallbackPage = (filters: CallbackListFilters, ref: PageRef, signal: AbortSignal) =>
  request(orderCallbackCalls.getList, { ...filters, pageIndex: ref.pageIndex, pageNum: orderPageMax }, { signal });
