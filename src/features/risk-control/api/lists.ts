import { useInfiniteQuery } from '@tanstack/react-query';
import { riskControlCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { BlacklistFilters, DetectionFilters, NameFilters } from '../filters.ts';
import { riskKeys } from './keys.ts';

/** Every blacklist entry, newest first (superAdmin). */
export const blacklistQueryOptions = (filters: BlacklistFilters) =>
  pagedQueryOptions(riskKeys.blacklist(filters), (pageIndex, signal) =>
    request(riskControlCalls.blacklist, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const useBlacklist = (filters: BlacklistFilters) => useInfiniteQuery(blacklistQueryOptions(filters));

/** The name entries only: the name blacklist page and its read-only variant. */
export const nameBlacklistQueryOptions = (filters: NameFilters) =>
  pagedQueryOptions(riskKeys.names(filters), (pageIndex, signal) =>
    request(riskControlCalls.nameBlacklist, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const useNameBlacklist = (filters: NameFilters) => useInfiniteQuery(nameBlacklistQueryOptions(filters));

/** Held payouts, newest first. */
export const detectionsQueryOptions = (filters: DetectionFilters) =>
  pagedQueryOptions(riskKeys.detections(filters), (pageIndex, signal) =>
    request(riskControlCalls.detections, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const useDetections = (filters: DetectionFilters) => useInfiniteQuery(detectionsQueryOptions(filters));
