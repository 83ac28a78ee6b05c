import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { securityChainCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { ChainFilters, PatchFilters } from '../filters.ts';
import { securityChainKeys } from './keys.ts';

/** Rows a screen page reads (an export reads `orderPageMax`, the most these calls allow). */
const listPageSize = 30;

/** One page of chains under the filters: the list's and its export's call. */
export const fetchChainPage = (filters: ChainFilters, pageIndex: number, pageNum: number, signal?: AbortSignal) =>
  request(securityChainCalls.getChainList, { ...filters, pageIndex, pageNum }, { signal });

/** One page of chain supplements under the filters. */
export const fetchPatchPage = (filters: PatchFilters, pageIndex: number, pageNum: number, signal?: AbortSignal) =>
  request(securityChainCalls.getPatchList, { ...filters, pageIndex, pageNum }, { signal });

/** Chains, newest first; re-read every leak check interval (sbLeakCheckInterval), so a new gap shows up. */
export const chainsQueryOptions = (filters: ChainFilters) =>
  pagedQueryOptions(securityChainKeys.chains(filters), (pageIndex, signal) =>
    fetchChainPage(filters, pageIndex, listPageSize, signal),
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
    fetchPatchPage(filters, pageIndex, listPageSize, signal),
  );

export const usePatches = (filters: PatchFilters) => useInfiniteQuery(patchesQueryOptions(filters));
