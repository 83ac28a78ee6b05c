import type { Filters } from '../../../components/filters/url-filters.ts';
import { agentStatusKey } from '../../../lib/user/get-agent-status.ts';

/** Query keys of the agent screens; every member action invalidates `all`. */
export const agentKeys = {
  all: ['agents'] as const,
  self: agentStatusKey,
  team: (filters: Filters) => ['agents', 'team', filters] as const,
  memberResources: (userId: number, type: string) => ['agents', 'memberResources', userId, type] as const,
  info: (userId: number) => ['agents', 'info', userId] as const,
};
