import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import { accountCalls, type ManagedRole } from '../../../contract/index.ts';
import type { AccountFilters } from '../filters.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';
import { exportPageSize } from '../../../lib/sheets/fetch-all-pages.ts';
import { accountKeys } from './keys.ts';

const listCall = { merchant: accountCalls.getMerchantList, supplier: accountCalls.getSupplierList };

/** Merchants or suppliers, newest first, with their balances. */
export const accountsQueryOptions = (role: ManagedRole, filters: AccountFilters) =>
  pagedQueryOptions(accountKeys.list(role, filters), (pageIndex, signal) =>
    request(listCall[role], { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

/** One page for the export (decision 126): the list call's largest page, by number. */
export const fetchAccountPage = (role: ManagedRole, filters: AccountFilters, ref: PageRef, signal: AbortSignal) =>
  request(listCall[role], { ...filters, pageIndex: ref.pageIndex, pageNum: exportPageSize }, { signal });

export const useAccounts = (role: ManagedRole, filters: AccountFilters) =>
  useInfiniteQuery(accountsQueryOptions(role, filters));

export const subAccountsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: accountKeys.subAccounts(userId),
    queryFn: ({ signal }) => request(accountCalls.getSubAccounts, { userId }, { signal }),
  });

export const useSubAccounts = (userId: number | null) =>
  useQuery({ ...subAccountsQueryOptions(userId ?? 0), enabled: userId !== null });

/** The config switches these screens follow (clear-all offered, related accounts made). */
export const accountOptionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.options(),
    queryFn: ({ signal }) => request(accountCalls.getAccountOptions, {}, { signal }),
    staleTime: 60_000,
  });

export const useAccountOptions = () => useQuery(accountOptionsQueryOptions());
