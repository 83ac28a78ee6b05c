import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { statisticsQueryKeys } from './keys.ts';

/** Merchants to filter by (product 7.1 getUserOptions, staff only), asked for only when `enabled`. */
export const merchantOptionsQueryOptions = () =>
  queryOptions({
    queryKey: statisticsQueryKeys.merchantOptions(),
    queryFn: ({ signal }) => request(userCalls.getUserOptions, { role: 'merchant' }, { signal }),
    staleTime: 5 * 60_000,
  });

export const useMerchantOptions = (enabled: boolean) => useQuery({ ...merchantOptionsQueryOptions(), enabled });

/** Suppliers to filter by (product 7.1 getSupplierUserOptions), asked for only when `enabled`. */
export const supplierFilterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: statisticsQueryKeys.supplierOptions(),
    queryFn: ({ signal }) => request(userCalls.getSupplierUserOptions, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const useSupplierFilterOptions = (enabled: boolean) =>
  useQuery({ ...supplierFilterOptionsQueryOptions(), enabled });
