import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls, type UserOption } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { fundKeys } from './keys.ts';

/** Merchants and suppliers: the users who hold a balance (product 7.1 getUserOptions by role). */
async function fetchHolders(signal: AbortSignal): Promise<UserOption[]> {
  const [merchants, suppliers] = await Promise.all([
    request(userCalls.getUserOptions, { role: 'merchant' }, { signal }),
    request(userCalls.getUserOptions, { role: 'supplier' }, { signal }),
  ]);
  return [...merchants, ...suppliers];
}

export const holderOptionsQueryOptions = () =>
  queryOptions({ queryKey: fundKeys.holders(), queryFn: ({ signal }) => fetchHolders(signal), staleTime: 60_000 });

export const useHolderOptions = (enabled: boolean) => useQuery({ ...holderOptionsQueryOptions(), enabled });
