import { useInfiniteQuery } from '@tanstack/react-query';
import { orderAnalysisCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { FrozenFilters, IpFilters, PayerFilters } from '../filters.ts';
import { analysisKeys } from './keys.ts';

/** Rows a screen page reads (an export reads `orderPageMax`, the most these calls allow). */
const listPageSize = 30;

/** One page of the payer IPs under the filters: the list's and its export's call. */
export const fetchIpPage = (filters: IpFilters, pageIndex: number, pageNum: number, signal?: AbortSignal) =>
  request(orderAnalysisCalls.ipList, { ...filters, pageIndex, pageNum }, { signal });

/** One page of the payer names under the filters. */
export const fetchPayerPage = (filters: PayerFilters, pageIndex: number, pageNum: number, signal?: AbortSignal) =>
  request(orderAnalysisCalls.payerList, { ...filters, pageIndex, pageNum }, { signal });

/** One page of the frozen IPs under the filters. */
export const fetchFrozenPage = (filters: FrozenFilters, pageIndex: number, pageNum: number, signal?: AbortSignal) =>
  request(orderAnalysisCalls.frozenIpList, { ...filters, pageIndex, pageNum }, { signal });

/** Orders per payer IP, most orders first. */
export const ipAnalysisQueryOptions = (filters: IpFilters) =>
  pagedQueryOptions(analysisKeys.ips(filters), (pageIndex, signal) =>
    fetchIpPage(filters, pageIndex, listPageSize, signal),
  );

export const useIpAnalysis = (filters: IpFilters) => useInfiniteQuery(ipAnalysisQueryOptions(filters));

/** Orders per payer name, most orders first. */
export const payerAnalysisQueryOptions = (filters: PayerFilters) =>
  pagedQueryOptions(analysisKeys.payers(filters), (pageIndex, signal) =>
    fetchPayerPage(filters, pageIndex, listPageSize, signal),
  );

export const usePayerAnalysis = (filters: PayerFilters) => useInfiniteQuery(payerAnalysisQueryOptions(filters));

/** Frozen IPs, newest first. */
export const frozenIpsQueryOptions = (filters: FrozenFilters) =>
  pagedQueryOptions(analysisKeys.frozen(filters), (pageIndex, signal) =>
    fetchFrozenPage(filters, pageIndex, listPageSize, signal),
  );

export const useFrozenIps = (filters: FrozenFilters) => useInfiniteQuery(frozenIpsQueryOptions(filters));
