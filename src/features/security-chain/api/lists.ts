import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { securityChainCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { ChainFilters, PatchFilters } from '../filters.ts';
import { securityChainKeys } from './keys.ts';

/** Chains, newest first; re-read every leak check interval (sbLeakCheckInterval), so a new gap shows up. */
export const useChains = (filters: ChainFilters, refetchMs: number | false) =>
  useInfiniteQuery({
    ...pagedQueryOptions(securityChainKeys.chains(filters), (pageIndex, signal) => request(securityChainCalls.getChainList, { ...filters, pageIndex, pageNum: 30 }, { signal })),
    refetchInterval: refetchMs,
  });

export const useChainRecords = (firstId: number | null) =>
  useQuery({
    queryKey: securityChainKeys.records(firstId ?? 0),
    queryFn: ({ signal }) => request(securityChainCalls.getChainRecords, { firstId: firstId ?? 0 }, { signal }),
    enabled: firstId !== null,
  });

export const usePatches = (filters: PatchFilters) =>
  useInfiniteQuery(pagedQueryOptions(securityChainKeys.patches(filters), (pageIndex, signal) => request(securityChainCalls.getPatchList, { ...filters, pageIndex, pageNum: 30 }, { signal })));
