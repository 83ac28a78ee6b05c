import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { securityChainCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { ChainFilters, PatchFilters } from '../filters.ts';
import { securityChainKeys } from './keys.ts';

/** Chains, newest first; re-read every leak check interval (sbLeakCheckInterval), so a new gap shows up. */
export const chainsQueryOptions = (filters: ChainFilters) =>
  pagedQueryOptions(securityChainKeys.chains(filters), (pageIndex, signal) =>
    request(securityChainCalls.getChainList, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const useChains = (filters: ChainFilters, refetchMs: number | false) =>
  useInfiniteQuery({ ...chainsQueryOptions(filters), refetchInterval: refetchMs });

export const chainRecordsQueryOptions = (firstId: number) =>
  queryOptions({
    queryKey: securityChainKeys.records(firstId),
    queryFn: ({ signal }) => request(securityChainCalls.getChainRecords, { firstId }, { signal }),
  });

export const useChainRecords = (firstId: number | null) =>
  useQuery({ ...chainRecordsQueryOptions(firstId ?? 0), enabled: firstId !== null });

export const patchesQueryOptions = (filters: PatchFilters) =>
  pagedQueryOptions(securityChainKeys.patches(filters), (pageIndex, signal) =>
    request(securityChainCalls.getPatchList, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const usePatches = (filters: PatchFilters) => useInfiniteQuery(patchesQueryOptions(filters));
