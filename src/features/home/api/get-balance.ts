import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { homeKeys } from './keys.ts';

export const getBalance = (signal?: AbortSignal) => request(userCalls.getTotalBalance, {}, { signal });

/** A merchant's or supplier's own balance (product 7.1 getTotalBalance). */
export const balanceQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.balance(), queryFn: ({ signal }) => getBalance(signal) });

export const useBalance = (enabled = true) => useQuery({ ...balanceQueryOptions(), enabled });
