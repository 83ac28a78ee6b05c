import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderActionCalls, userCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { orderKeys } from './keys.ts';

/** Status and mark lists come from the server (spec 3); they change rarely. */
export const statusOptionsQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.statusOptions(),
    queryFn: ({ signal }) => request(orderActionCalls.getOrderStatusList, {}, { signal }),
    staleTime: 60 * 60_000,
  });

export const markOptionsQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.markOptions(),
    queryFn: ({ signal }) => request(orderActionCalls.getOrderMarkList, {}, { signal }),
    staleTime: 60 * 60_000,
  });

export const useStatusOptions = () => useQuery(statusOptionsQueryOptions());
export const useMarkOptions = () => useQuery(markOptionsQueryOptions());

/** Collection products by name, for the product filter. */
export const useProductOptions = (enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.productOptions(),
    queryFn: ({ signal }) => request(orderActionCalls.getOrderProductList, {}, { signal }),
    staleTime: 60 * 60_000,
    enabled,
  });

/** Merchants by name, for staff's merchant filter (getUserOptions is staff's to read). */
export const useMerchantOptions = (enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.merchantOptions(),
    queryFn: ({ signal }) => request(userCalls.getUserOptions, { role: 'merchant' }, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
