import { useInfiniteQuery } from '@tanstack/react-query';
import { monitorCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';
import type { MonitorLogFilters } from '../filters.ts';
import { monitorLogKeys } from './keys.ts';

/** Monitor log lines, newest first (product 7.6 takes pageSize, not pageNum). */
export const monitorLogQueryOptions = (filters: MonitorLogFilters) =>
  pagedQueryOptions(monitorLogKeys.list(filters), (pageIndex, signal) =>
    request(monitorCalls.getLogList, { ...filters, pageIndex, pageSize: 30 }, { signal }),
  );

export const useMonitorLog = (filters: MonitorLogFilters) => useInfiniteQuery(monitorLogQueryOptions(filters));

/** One page for the export (decision 126): the list call's largest page, by number. */
export const fetchLogPage = (filters: MonitorLogFilters, ref: PageRef, signal: AbortSignal) =>
  request(monitorCalls.getLogList, { ...filters, pageIndex: ref.pageIndex, pageSize: 100 }, { signal });
