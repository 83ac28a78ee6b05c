import { Code, type AgentInfo, type agentCalls, type CallParsed } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { managedAccount } from '../accounts/index.ts';
import { audit } from '../audit-log/index.ts';
import { findUserById, updateUser, type UserRow } from '../user/index.ts';
import { childCount } from './repository.ts';

type In<K extends keyof typeof agentCalls> = CallParsed<(typeof agentCalls)[K]>;

async function managedSupplier(ctx: AuthedContext, id: number): Promise<UserRow> {
  const target = await managedAccount(ctx, id);
  if (target.role !== 'supplier') throw new ApiError(Code.badRequest, 'errors.notSupplier');
  return target;
}

/** GET /v1.0/agents/getAgentInfo: whether a supplier is an agent, its team size, whose team it is in. */
export async function getAgentInfo(input: In<'getAgentInfo'>, ctx: AuthedContext): Promise<AgentInfo> {
  const user = await findUserById(ctx.db, input.userId);
  if (!user) throw notFound('errors.userNotFound');
  if (user.role !== 'supplier') throw new ApiError(Code.badRequest, 'errors.notSupplier');
  const parent = user.parentId === null ? undefined : await findUserById(ctx.db, user.parentId);
  return {
    userId: user.id,
    isAgent: user.isAgent,
    teamSize: user.isAgent ? await childCount(ctx.db, user.id) : 0,
    agent: parent?.isAgent ? { id: parent.id, account: parent.account, nickname: parent.nickname } : null,
  };
}

/**
 * POST /v1.0/agents/setAgent. A supplier inside a team cannot become an agent (no team of teams);
 * an agent with members keeps the flag until they are moved out, so no member is left behind
 * under a supplier that no longer sees it.
 */
export async function setAgent(input: In<'setAgent'>, ctx: AuthedContext) {
  const target = await managedSupplier(ctx, input.userId);
  if (target.isAgent === input.isAgent) return null;
  if (input.isAgent && target.parentId !== null) throw new ApiError(Code.conflict, 'errors.agentInTeam');
  if (!input.isAgent) {
    const members = await childCount(ctx.db, target.id);
    if (members > 0) throw new ApiError(Code.conflict, 'errors.agentHasTeam', { count: members });
  }
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, target.id, { isAgent: input.isAgent });
    await audit(tx, ctx, 'agent.setAgent', target.account, { isAgent: target.isAgent }, { isAgent: input.isAgent });
  });
  return null;
}

/**
 * POST /v1.0/agents/setTeam: into an agent's team, or out of one (`agentId` null). Only a plain
 * supplier moves: not an agent, not one with sub-accounts of its own, not another supplier's
 * sub-account. Its orders and accounts go with it (the team scopes are read at query time).
 */
export async function setTeam(input: In<'setTeam'>, ctx: AuthedContext) {
  const target = await managedSupplier(ctx, input.userId);
  if (target.parentId === input.agentId) return null;
  if (target.isAgent) throw new ApiError(Code.conflict, 'errors.agentCannotJoinTeam');
  if ((await childCount(ctx.db, target.id)) > 0) throw new ApiError(Code.conflict, 'errors.memberHasSubAccounts');
  const before = target.parentId === null ? undefined : await findUserById(ctx.db, target.parentId);
  if (before && !before.isAgent) throw new ApiError(Code.conflict, 'errors.subAccountNotMovable');
  let agent: UserRow | undefined;
  if (input.agentId !== null) {
    agent = await findUserById(ctx.db, input.agentId);
    if (!agent || agent.role !== 'supplier' || !agent.isAgent || agent.status === 1 || agent.id === target.id)
      throw notFound('errors.agentNotFound');
  }
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, target.id, { parentId: agent?.id ?? null });
    await audit(
      tx,
      ctx,
      'agent.setTeam',
      target.account,
      { agent: before?.account ?? null },
      { agent: agent?.account ?? null },
    );
  });
  return null;
}
