import { useInfiniteQuery } from '@tanstack/react-query';
import { orderAnalysisCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { FrozenFilters, IpFilters, PayerFilters } from '../filters.ts';
import { analysisKeys } from './keys.ts';

/** Orders per payer IP, most orders first. */
export const useIpAnalysis = (filters: IpFilters) =>
  useInfiniteQuery(pagedQueryOptions(analysisKeys.ips(filters), (pageIndex, signal) => request(orderAnalysisCalls.ipList, { ...filters, pageIndex, pageNum: 30 }, { signal })));

/** Orders per payer name, most orders first. */
export const usePayerAnalysis = (filters: PayerFilters) =>
  useInfiniteQuery(pagedQueryOptions(analysisKeys.payers(filters), (pageIndex, signal) => request(orderAnalysisCalls.payerList, { ...filters, pageIndex, pageNum: 30 }, { signal })));

/** Frozen IPs, newest first. */
export const useFrozenIps = (filters: FrozenFilters) =>
  useInfiniteQuery(pagedQueryOptions(analysisKeys.frozen(filters), (pageIndex, signal) => request(orderAnalysisCalls.frozenIpList, { ...filters, pageIndex, pageNum: 30 }, { signal })));
