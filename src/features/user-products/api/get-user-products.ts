import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { compactFilters, userCalls, userProductCalls, type UserOption } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import { exportPageSize } from '../../../lib/sheets/fetch-all-pages.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';
import type { UserProductFilters } from '../filters.ts';
import { userProductKeys } from './keys.ts';

/** Fee settings by user, then product. */
export const userProductsQueryOptions = (filters: UserProductFilters) =>
  pagedQueryOptions(userProductKeys.list(filters), (pageIndex, signal) =>
    request(userProductCalls.getList, { ...compactFilters(filters), pageIndex, pageNum: 30 }, { signal }),
  );

export const useUserProducts = (filters: UserProductFilters) => useInfiniteQuery(userProductsQueryOptions(filters));

/** One page for the export (decision 126): the list call's largest page, by number. */
export const fetchUserProductPage = (filters: UserProductFilters, ref: PageRef, signal: AbortSignal) =>
  request(
    userProductCalls.getList,
    { ...compactFilters(filters), pageIndex: ref.pageIndex, pageNum: exportPageSize },
    { signal },
  );

/** Merchants and suppliers for the user filter (product 7.1 getUserOptions by role). */
async function fetchUsers(signal: AbortSignal): Promise<UserOption[]> {
  const [merchants, suppliers] = await Promise.all([
    request(userCalls.getUserOptions, { role: 'merchant' }, { signal }),
    request(userCalls.getUserOptions, { role: 'supplier' }, { signal }),
  ]);
  return [...merchants, ...suppliers];
}

export const feeHoldersQueryOptions = () =>
  queryOptions({
    queryKey: userProductKeys.users(),
    queryFn: ({ signal }) => fetchUsers(signal),
    staleTime: 60_000,
  });

export const useFeeHolders = () => useQuery(feeHoldersQueryOptions());
