import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { resourceCalls, type ResourceType, orderPageMax } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { ResourceFilters } from '../filters.ts';
import { accountKeys } from './keys.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';

/** Accounts of one type, newest first (a supplier's own; staff everyone's). */
export const accountsQueryOptions = (type: ResourceType, filters: ResourceFilters) =>
  pagedQueryOptions(accountKeys.list(type, filters), (pageIndex, signal) =>
    request(resourceCalls.getList, { ...filters, type, pageIndex, pageNum: 30 }, { signal }),
  );

export const useAccounts = (type: ResourceType, filters: ResourceFilters) =>
  useInfiniteQuery(accountsQueryOptions(type, filters));

/** The products an account of the type can serve (for a supplier, the ones it was given). */
/** One page for the export (decision 126): the list call's largest page, by number. */
export const fetchResourcePage = (type: ResourceType, filters: ResourceFilters, ref: PageRef, signal: AbortSignal) =>
  request(resourceCalls.getList, { ...filters, type, pageIndex: ref.pageIndex, pageNum: orderPageMax }, { signal });

export const productOptionsQueryOptions = (type: ResourceType) =>
  queryOptions({
    queryKey: accountKeys.products(type),
    queryFn: ({ signal }) => request(resourceCalls.getProductOptions, { type }, { signal }),
    staleTime: 5 * 60_000,
  });

export const useProductOptions = (type: ResourceType, enabled: boolean) =>
  useQuery({ ...productOptionsQueryOptions(type), enabled });
