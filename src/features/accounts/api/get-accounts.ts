import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import { accountCalls, type ManagedRole } from '../../../contract/index.ts';
import type { AccountFilters } from '../filters.ts';
import { accountKeys } from './keys.ts';

const listCall = { merchant: accountCalls.getMerchantList, supplier: accountCalls.getSupplierList };

/** Merchants or suppliers, newest first, with their balances. */
export const useAccounts = (role: ManagedRole, filters: AccountFilters) =>
  useInfiniteQuery(
    pagedQueryOptions(accountKeys.list(role, filters), (pageIndex, signal) => request(listCall[role], { ...filters, pageIndex, pageNum: 30 }, { signal })),
  );

export const useSubAccounts = (userId: number | null) =>
  useQuery({
    queryKey: accountKeys.subAccounts(userId ?? 0),
    queryFn: ({ signal }) => request(accountCalls.getSubAccounts, { userId: userId ?? 0 }, { signal }),
    enabled: userId !== null,
  });

/** The config switches these screens follow (clear-all offered, related accounts made). */
export const useAccountOptions = () =>
  useQuery({ queryKey: accountKeys.options(), queryFn: ({ signal }) => request(accountCalls.getAccountOptions, {}, { signal }), staleTime: 60_000 });
