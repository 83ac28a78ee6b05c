import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { accountSchema, int4Max, nicknameSchema, optionalFilter, pageSchema, passwordSchema } from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import type { ResourceType } from '../products.ts';
import { resourceListInput, type ResourceRow } from './receiving-accounts.ts';

/**
 * Supplier agents (product 2 `/supplier-proxy`, 6): an agent (a supplier with `isAgent`) manages the
 * suppliers of its team (`parentId` = the agent). Product 7 names only getSupplierProxyList and
 * getSupplierUserOptions for them, so the calls here are ours, under /v1.0/agents/
 * (docs/decisions/036-agents-and-teams.md). The server refuses a supplier that is not an agent, and a supplier
 * outside the caller's team, in every call.
 */
const agentOnly = ['supplier'] as const satisfies readonly Role[];
const supplierReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
  'technicalSupport',
] as const satisfies readonly Role[];
const staffWriters = ['superAdmin', 'admin'] as const satisfies readonly Role[];

const userId = z.coerce
  .number({ message: 'validation.required' })
  .int('validation.required')
  .max(int4Max, 'validation.integer.tooLarge')
  .positive('validation.required');
const boolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** `enabled` = may sign in, `disabled` = frozen; deleted members are never listed. */
export const teamStates = ['enabled', 'disabled'] as const;
export type TeamState = (typeof teamStates)[number];

/** One supplier of the agent's team as its list shows it. Money in minor units. */
export interface TeamMemberRow {
  id: number;
  account: string;
  nickname: string;
  status: 'normal' | 'disabled';
  balance: number;
  availableBalance: number;
  frozenBalance: number;
  acceptOrders: boolean;
  /** An open session seen within the last `onlineWindowMinutes`. */
  online: boolean;
  /** Google Authenticator bound and confirmed. */
  googleBound: boolean;
  /** A Google code is asked at its sign-in. */
  enableGoogleVerify: boolean;
  /** Receiving accounts not deleted, and how many of them are switched on. */
  resourceCount: number;
  enabledResourceCount: number;
  /** Receiving accounts per type (not deleted), so its accounts open on a type it has. */
  resourceTypeCounts: Partial<Record<ResourceType, number>>;
  /** Orders allocated to it and not finished, and their amount. */
  processingOrderCount: number;
  processingOrderAmount: number;
  lastLoginTime: string | null;
  createTime: string;
}

/** What the admin supplier pages show of a supplier's agent role and team. */
export interface AgentInfo {
  userId: number;
  isAgent: boolean;
  /** Members of its team (when an agent). */
  teamSize: number;
  /** The agent whose team it is in, if any. */
  agent: { id: number; account: string; nickname: string } | null;
}

/** Minutes since a session was last seen for its member to count as online. */
export const onlineWindowMinutes = 5;

export const teamListInput = pageSchema.extend({
  /** Account or nickname, contained. */
  keyword: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
  state: optionalFilter(z.enum(teamStates, { message: 'errors.badRequest' })),
});

export const createMemberInput = z.object({
  nickname: nicknameSchema,
  account: accountSchema,
  password: passwordSchema,
});

export const agentCalls = {
  getTeam: call<Page<TeamMemberRow>>()({
    method: 'GET',
    path: '/v1.0/agents/getTeam',
    input: teamListInput,
    access: agentOnly,
  }),
  /** A new supplier in the caller's team, with the rules of createSupplier (never a related merchant). */
  createMember: call<{ id: number }>()({
    method: 'POST',
    path: '/v1.0/agents/createMember',
    input: createMemberInput,
    access: agentOnly,
  }),
  setMemberAcceptOrders: call<null>()({
    method: 'POST',
    path: '/v1.0/agents/setMemberAcceptOrders',
    input: z.object({ userId, acceptOrders: boolish }),
    access: agentOnly,
  }),
  /** Frozen: cannot sign in, its sessions end, it gets no orders. */
  setMemberFrozen: call<null>()({
    method: 'POST',
    path: '/v1.0/agents/setMemberFrozen',
    input: z.object({ userId, frozen: boolish }),
    access: agentOnly,
  }),
  /** A new sign-in password typed by the agent; the member's sessions end. */
  resetMemberPassword: call<null>()({
    method: 'POST',
    path: '/v1.0/agents/resetMemberPassword',
    input: z.object({ userId, password: passwordSchema }),
    access: agentOnly,
  }),
  forceLogoutMember: call<{ ended: number }>()({
    method: 'POST',
    path: '/v1.0/agents/forceLogoutMember',
    input: z.object({ userId }),
    access: agentOnly,
  }),
  /** A member's receiving accounts of one type, read only. */
  getMemberResources: call<Page<ResourceRow>>()({
    method: 'GET',
    path: '/v1.0/agents/getMemberResources',
    input: resourceListInput.omit({ supplierId: true }).extend({ userId }),
    access: agentOnly,
  }),
  /** Staff: a supplier's agent flag and team. */
  getAgentInfo: call<AgentInfo>()({
    method: 'GET',
    path: '/v1.0/agents/getAgentInfo',
    input: z.object({ userId }),
    access: supplierReaders,
  }),
  /** Staff: make a supplier an agent or not (an agent with a team keeps it only while it is one). */
  setAgent: call<null>()({
    method: 'POST',
    path: '/v1.0/agents/setAgent',
    input: z.object({ userId, isAgent: boolish }),
    access: staffWriters,
    secondLevel: true,
  }),
  /** Staff: move a supplier into an agent's team, or out of its team (`agentId` null). */
  setTeam: call<null>()({
    method: 'POST',
    path: '/v1.0/agents/setTeam',
    input: z.object({ userId, agentId: z.union([userId, z.null()]) }),
    access: staffWriters,
    secondLevel: true,
  }),
};
