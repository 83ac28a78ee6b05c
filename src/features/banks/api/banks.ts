import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  bankCalls,
  type BankImportResult,
  type BankRow,
  type CallInput,
  orderPageMax,
} from '../../../contract/index.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import { request } from '../../../lib/api/client.ts';
import type { PageRef } from '../../../lib/sheets/export-decl.ts';
import type { BankFilters } from '../filters.ts';
import { bankKeys } from './keys.ts';

export const banksQueryOptions = (filters: BankFilters) =>
  pagedQueryOptions(bankKeys.list(filters), (pageIndex, signal) =>
    request(bankCalls.list, { ...filters, pageIndex, pageNum: 30 }, { signal }),
  );

export const useBanks = (filters: BankFilters) => useInfiniteQuery(banksQueryOptions(filters));

/** One page for the export (decision 126): the list call's largest page, by number. */
export const fetchBankPage = (filters: BankFilters, ref: PageRef, signal: AbortSignal) =>
  request(bankCalls.list, { ...filters, pageIndex: ref.pageIndex, pageNum: orderPageMax }, { signal });

/** The enabled banks a picker offers (CardCountry's for accounts, DefaultCountry's for payouts unless a country is named). */
export const bankOptionsQueryOptions = (purpose: 'account' | 'payout', country: string | undefined, keyword: string) =>
  queryOptions({
    queryKey: bankKeys.options(purpose, country, keyword),
    queryFn: ({ signal }) => request(bankCalls.options, { purpose, country, keyword }, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useBankOptions = (purpose: 'account' | 'payout', country: string | undefined, keyword: string) =>
  useQuery(bankOptionsQueryOptions(purpose, country, keyword));

function useBankMutation<C extends (typeof bankCalls)[Exclude<keyof typeof bankCalls, 'list' | 'options'>], O>(c: C) {
  const queryClient = useQueryClient();
  return useMutation<O, Error, CallInput<C>>({
    mutationFn: (input) => request(c, input) as Promise<O>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankKeys.all }),
  });
}

export const useCreateBank = () => useBankMutation<typeof bankCalls.create, BankRow>(bankCalls.create);
export const useUpdateBank = () => useBankMutation<typeof bankCalls.update, BankRow>(bankCalls.update);
export const useSetBankEnabled = () => useBankMutation<typeof bankCalls.setEnabled, BankRow>(bankCalls.setEnabled);
export const useImportBanks = () => useBankMutation<typeof bankCalls.import, BankImportResult>(bankCalls.import);
