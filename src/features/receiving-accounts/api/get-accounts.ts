import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { resourceCalls, type ResourceType } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { ResourceFilters } from '../filters.ts';
import { accountKeys } from './keys.ts';

/** Accounts of one type, newest first (a supplier's own; staff everyone's). */
export const useAccounts = (type: ResourceType, filters: ResourceFilters) =>
  useInfiniteQuery(
    pagedQueryOptions(accountKeys.list(type, filters), (pageIndex, signal) => request(resourceCalls.getList, { ...filters, type, pageIndex, pageNum: 30 }, { signal })),
  );

/** The products an account of the type can serve (for a supplier, the ones it was given). */
export const useProductOptions = (type: ResourceType, enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.products(type),
    queryFn: ({ signal }) => request(resourceCalls.getProductOptions, { type }, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
