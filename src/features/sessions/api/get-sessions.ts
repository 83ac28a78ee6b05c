import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { sessionKeys } from './keys.ts';

export const getSessions = (signal?: AbortSignal) => request(userCalls.getSessions, {}, { signal });

/** Open sessions, most recently seen first: all of them for a superAdmin (product 2.8 online users). */
export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.list(), queryFn: ({ signal }) => getSessions(signal), staleTime: 0 });

export const useSessions = () => useQuery(sessionsQueryOptions());
