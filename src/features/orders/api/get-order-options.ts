import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { orderActionCalls, userCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { orderKeys } from './keys.ts';

/** Status and mark lists come from the server (product 3); they change rarely. */
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

/** Asked for only where shown (the filter sheet open, a chip naming one, an action's form). */
export const useStatusOptions = (enabled = true) => useQuery({ ...statusOptionsQueryOptions(), enabled });
export const useMarkOptions = (enabled = true) => useQuery({ ...markOptionsQueryOptions(), enabled });

/**
 * Both lists in an idle moment once the orders are in, so the filter sheet has them at once and
 * offline, without their calls in the list's first render (decision 062). A fresh copy is not asked again.
 */
export function prefetchOrderOptions(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(statusOptionsQueryOptions()),
    client.prefetchQuery(markOptionsQueryOptions()),
  ]);
}

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
