import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { profileKeys } from './keys.ts';

/** A merchant's or supplier's own balance, available and frozen amounts (minor units). */
export const ownBalancesQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.balances(),
    queryFn: ({ signal }) => request(userCalls.getTotalBalance, {}, { signal }),
  });

export const useOwnBalances = (enabled: boolean) => useQuery({ ...ownBalancesQueryOptions(), enabled });
