import { useInfiniteQuery } from '@tanstack/react-query';
import { orderAnalysisCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { FrozenFilters, IpFilters, PayerFilters } from '../filters.ts';
import { analysisKeys } from './keys.ts';

/** Orders per payer IP, most orders first. */
export const ipAnalysisQueryOptions = (filters: IpFilters) =>
  pagedQueryOptions(analysisKeys.ips(filters), (pageIndex, signal) =>
    request(orderAnalysisCalls.ipList, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const useIpAnalysis = (filters: IpFilters) => useInfiniteQuery(ipAnalysisQueryOptions(filters));

/** Orders per payer name, most orders first. */
export const payerAnalysisQueryOptions = (filters: PayerFilters) =>
  pagedQueryOptions(analysisKeys.payers(filters), (pageIndex, signal) =>
    request(orderAnalysisCalls.payerList, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const usePayerAnalysis = (filters: PayerFilters) => useInfiniteQuery(payerAnalysisQueryOptions(filters));

/** Frozen IPs, newest first. */
export const frozenIpsQueryOptions = (filters: FrozenFilters) =>
  pagedQueryOptions(analysisKeys.frozen(filters), (pageIndex, signal) =>
    request(orderAnalysisCalls.frozenIpList, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const useFrozenIps = (filters: FrozenFilters) => useInfiniteQuery(frozenIpsQueryOptions(filters));
