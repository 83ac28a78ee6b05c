import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { orderTestKeys } from './keys.ts';

/** Active merchants to test on behalf of (product 7.1 getUserOptions with role merchant). */
export const merchantOptionsQueryOptions = () =>
  queryOptions({
    queryKey: orderTestKeys.merchants(),
    queryFn: ({ signal }) => request(userCalls.getUserOptions, { role: 'merchant' }, { signal }),
    staleTime: 60_000,
  });

export const useMerchantOptions = () => useQuery(merchantOptionsQueryOptions());
