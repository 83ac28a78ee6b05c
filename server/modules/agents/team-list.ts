import { and, eq, ilike, ne, or } from 'drizzle-orm';
import {
  onlineWindowMinutes,
  type agentCalls,
  type CallParsed,
  type Page,
  type ResourceRow,
  type ResourceType,
  type TeamMemberRow,
} from '../../../src/contract/index.ts';
import { users } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { openOrderStatuses } from '../orders/index.ts';
import { resourcePage } from '../receiving-accounts/index.ts';
import { assertAgent, assertTeamMember, findUserById } from '../user/index.ts';
import { memberActivity, pageUsersWithBalances } from './repository.ts';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * GET /v1.0/agents/getTeam: the calling agent's suppliers (never deleted ones), newest first, with
 * balances and what they are doing now. The team condition is part of the query itself.
 */
export async function getTeam(
  input: CallParsed<typeof agentCalls.getTeam>,
  ctx: AuthedContext,
): Promise<Page<TeamMemberRow>> {
  const me = ctx.auth.user;
  assertAgent(me);
  const like = input.keyword ? `%${escapeLike(input.keyword)}%` : undefined;
  const where = and(
    eq(users.role, 'supplier'),
    eq(users.parentId, me.id),
    input.state === 'enabled'
      ? eq(users.status, 0)
      : input.state === 'disabled'
        ? eq(users.status, 2)
        : ne(users.status, 1),
    like ? or(ilike(users.account, like), ilike(users.nickname, like)) : undefined,
  );
  const { rows, total } = await pageUsersWithBalances(ctx.db, where, input);
  const ids = rows.map((r) => r.user.id);
  const facts = await memberFacts(ctx, ids);
  const list = rows.map(({ user: u, balance, frozen }): TeamMemberRow => {
    const b = balance ?? 0;
    const f = frozen ?? 0;
    const res = facts.resources.filter((r) => r.supplierId === u.id);
    const open = facts.processing.find((p) => p.supplierId === u.id);
    return {
      id: u.id,
      account: u.account,
      nickname: u.nickname,
      status: u.status === 2 ? 'disabled' : 'normal',
      balance: b,
      availableBalance: b - f,
      frozenBalance: f,
      acceptOrders: u.acceptOrders,
      online: facts.online.has(u.id),
      googleBound: u.confirmBind,
      enableGoogleVerify: u.enableGoogleVerify,
      resourceCount: res.reduce((n, r) => n + r.n, 0),
      enabledResourceCount: res.filter((r) => r.state === 0).reduce((n, r) => n + r.n, 0),
      resourceTypeCounts: res.reduce<Partial<Record<ResourceType, number>>>(
        (acc, r) => ({ ...acc, [r.type]: (acc[r.type as ResourceType] ?? 0) + r.n }),
        {},
      ),
      processingOrderCount: open?.n ?? 0,
      processingOrderAmount: open?.amount ?? 0,
      lastLoginTime: u.lastLoginAt?.toISOString() ?? null,
      createTime: u.createdAt.toISOString(),
    };
  });
  return { list, total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

/** Sessions, accounts and open orders of one page of members, three grouped queries. */
async function memberFacts(ctx: AuthedContext, ids: number[]) {
  if (ids.length === 0) return { online: new Set<number>(), resources: [], processing: [] };
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - onlineWindowMinutes * 60_000);
  const { live, res, processing } = await memberActivity(ctx.db, ids, now, since, openOrderStatuses);
  return { online: new Set(live.map((s) => s.userId)), resources: res, processing };
}

/** GET /v1.0/agents/getMemberResources: one member's receiving accounts of a type, read only. */
export async function getMemberResources(
  input: CallParsed<typeof agentCalls.getMemberResources>,
  ctx: AuthedContext,
): Promise<Page<ResourceRow>> {
  const member = await findUserById(ctx.db, input.userId);
  assertTeamMember(ctx.auth.user, member);
  return resourcePage(ctx.db, input, member.id);
}
