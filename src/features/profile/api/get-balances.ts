import { useQuery } from '@tanstack/react-query';
import { userCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { profileKeys } from './keys.ts';

/** A merchant's or supplier's own balance, available and frozen amounts (minor units). */
export const useOwnBalances = (enabled: boolean) =>
  useQuery({
    queryKey: profileKeys.balances(),
    queryFn: ({ signal }) => request(userCalls.getTotalBalance, {}, { signal }),
    enabled,
  });
