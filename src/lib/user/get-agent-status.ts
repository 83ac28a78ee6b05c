import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/client.ts';
import { adminCalls } from '../../contract/index.ts';

/** The key of the agent flag; under the agents feature's root key, so its invalidations reach it. */
export const agentStatusKey = (userId: number) => ['agents', 'self', userId] as const;

/**
 * Whether the signed-in supplier is an agent, from the spec's own call (7.2 getSupplierProxyList):
 * an agent gets itself with its team, any other supplier an empty list. So the app needs nothing
 * beyond what the platform's API gives.
 */
export const agentStatusQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: agentStatusKey(userId),
    queryFn: async ({ signal }) => {
      const page = await request(adminCalls.getSupplierProxyList, { pageIndex: 1, pageNum: 1 }, { signal });
      return page.list.some((a) => a.id === userId);
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Only suppliers ask; anyone else is no agent. */
export const useIsAgent = (userId: number | undefined, isSupplier: boolean) =>
  useQuery({ ...agentStatusQueryOptions(userId ?? 0), enabled: isSupplier && userId !== undefined }).data === true;
