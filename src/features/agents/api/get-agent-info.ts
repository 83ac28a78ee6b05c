import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api/client.ts';
import { agentCalls, userCalls } from '../../../contract/index.ts';
import { agentKeys } from './keys.ts';

/** Staff: a supplier's agent flag, team size and agent. */
export const useAgentInfo = (userId: number | null) =>
  useQuery({
    queryKey: agentKeys.info(userId ?? 0),
    queryFn: ({ signal }) => request(agentCalls.getAgentInfo, { userId: userId ?? 0 }, { signal }),
    enabled: userId !== null,
  });

/** Staff: every active agent, from spec 7.1 getSupplierUserOptions (isGetAllAgentSupplier). */
export const useAgentOptions = (enabled: boolean) =>
  useQuery({
    queryKey: [...agentKeys.all, 'options'],
    queryFn: ({ signal }) => request(userCalls.getSupplierUserOptions, { isGetAllAgentSupplier: true }, { signal }),
    enabled,
  });
