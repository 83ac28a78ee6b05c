import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderActionCalls } from '../../../contract/index.ts';
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
