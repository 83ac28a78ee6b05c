import { useInfiniteQuery } from '@tanstack/react-query';
import { riskControlCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { BlacklistFilters, DetectionFilters, NameFilters } from '../filters.ts';
import { riskKeys } from './keys.ts';

/** Rows a screen page reads (an export reads `orderPageMax`, the most these calls allow). */
const listPageSize = 30;

/** One page of every blacklist entry under the filters: the list's and its export's call. */
export const fetchBlacklistPage = (
  filters: BlacklistFilters,
  pageIndex: number,
  pageNum: number,
  signal?: AbortSignal,
) => request(riskControlCalls.blacklist, { ...filters, pageIndex, pageNum }, { signal });

/** One page of the name entries under the filters. */
export const fetchNameBlacklistPage = (
  filters: NameFilters,
  pageIndex: number,
  pageNum: number,
  signal?: AbortSignal,
) => request(riskControlCalls.nameBlacklist, { ...filters, pageIndex, pageNum }, { signal });

/** One page of held payouts under the filters. */
export const fetchDetectionPage = (
  filters: DetectionFilters,
  pageIndex: number,
  pageNum: number,
  signal?: AbortSignal,
) => request(riskControlCalls.detections, { ...filters, pageIndex, pageNum }, { signal });

/** Every blacklist entry, newest first (superAdmin). */
export const blacklistQueryOptions = (filters: BlacklistFilters) =>
  pagedQueryOptions(riskKeys.blacklist(filters), (pageIndex, signal) =>
    fetchBlacklistPage(filters, pageIndex, listPageSize, signal),
  );

export const useBlacklist = (filters: BlacklistFilters) => useInfiniteQuery(blacklistQueryOptions(filters));

/** The name entries only: the name blacklist page and its read-only variant. */
export const nameBlacklistQueryOptions = (filters: NameFilters) =>
  pagedQueryOptions(riskKeys.names(filters), (pageIndex, signal) =>
    fetchNameBlacklistPage(filters, pageIndex, listPageSize, signal),
  );

export const useNameBlacklist = (filters: NameFilters) => useInfiniteQuery(nameBlacklistQueryOptions(filters));

/** Held payouts, newest first. */
export const detectionsQueryOptions = (filters: DetectionFilters) =>
  pagedQueryOptions(riskKeys.detections(filters), (pageIndex, signal) =>
    fetchDetectionPage(filters, pageIndex, listPageSize, signal),
  );

export const useDetections = (filters: DetectionFilters) => useInfiniteQuery(detectionsQueryOptions(filters));
