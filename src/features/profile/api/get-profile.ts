import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { profileKeys } from './keys.ts';

/** The signed-in account as the personal center shows it (never a secret). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.detail(),
    queryFn: ({ signal }) => request(userCalls.getProfile, {}, { signal }),
    staleTime: 0,
  });

export const useProfile = () => useQuery(profileQueryOptions());
