import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client.ts';
import { agentCalls, userCalls } from '../../../contract/index.ts';
import { agentKeys } from './keys.ts';

/** Staff: a supplier's agent flag, team size and agent. */
export const agentInfoQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: agentKeys.info(userId),
    queryFn: ({ signal }) => request(agentCalls.getAgentInfo, { userId }, { signal }),
  });

export const useAgentInfo = (userId: number | null) =>
  useQuery({ ...agentInfoQueryOptions(userId ?? 0), enabled: userId !== null });

/** Staff: every active agent, from product 7.1 getSupplierUserOptions (isGetAllAgentSupplier). */
export const agentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...agentKeys.all, 'options'],
    queryFn: ({ signal }) => request(userCalls.getSupplierUserOptions, { isGetAllAgentSupplier: true }, { signal }),
  });

export const useAgentOptions = (enabled: boolean) => useQuery({ ...agentOptionsQueryOptions(), enabled });
