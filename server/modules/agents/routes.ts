import type { FastifyInstance } from 'fastify';
import { agentCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { getAgentInfo, setAgent, setTeam } from './admin.ts';
import {
  createMember,
  forceLogoutMember,
  resetMemberPassword,
  setMemberAcceptOrders,
  setMemberFrozen,
} from './member-actions.ts';
import { getMemberResources, getTeam } from './team-list.ts';

/** Supplier agents and their teams (ours, /v1.0/agents/): the agent's calls, then the staff ones. */
export async function agentRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.getTeam, getTeam);
  registerCall(app, s, c.createMember, createMember);
  registerCall(app, s, c.setMemberAcceptOrders, setMemberAcceptOrders);
  registerCall(app, s, c.setMemberFrozen, setMemberFrozen);
  registerCall(app, s, c.resetMemberPassword, resetMemberPassword);
  registerCall(app, s, c.forceLogoutMember, forceLogoutMember);
  registerCall(app, s, c.getMemberResources, getMemberResources);
  registerCall(app, s, c.getAgentInfo, getAgentInfo);
  registerCall(app, s, c.setAgent, setAgent);
  registerCall(app, s, c.setTeam, setTeam);
}
