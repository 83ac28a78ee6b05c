import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { userCalls } from '../../contract/index.ts';
import { request } from '../api/client.ts';
import { authKeys } from './keys.ts';

export const getUserInfo = () => request(userCalls.getInfo, {});

/** The signed-in user; fetched once by the route guard, then read from the cache. */
export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: authKeys.user(), queryFn: getUserInfo, staleTime: 5 * 60_000 });

export const useUserInfo = () => useSuspenseQuery(userInfoQueryOptions());
