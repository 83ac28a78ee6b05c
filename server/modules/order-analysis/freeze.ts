import { desc, eq } from 'drizzle-orm';
import { Code, type CallParsed, type FrozenIpRow, type Page, type orderAnalysisCalls } from '../../../src/contract/index.ts';
import { frozenIps } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit/index.ts';
import { forgetFrozenIps } from './frozen-ips.ts';
import { listPage } from '../../db/pagination.ts';

type FreezeInput = CallParsed<typeof orderAnalysisCalls.freezeIp>;
type UnfreezeInput = CallParsed<typeof orderAnalysisCalls.unfreezeIp>;
type ListInput = CallParsed<typeof orderAnalysisCalls.frozenIpList>;

function toRow(r: typeof frozenIps.$inferSelect): FrozenIpRow {
  return { ip: r.ip, reason: r.reason, frozenBy: r.frozenByAccount, frozenTime: r.createdAt.toISOString() };
}

/** GET /v1.0/orderAnalysis/frozenIpList: newest frozen first. */
export async function listFrozenIps(input: ListInput, ctx: AuthedContext): Promise<Page<FrozenIpRow>> {
  const where = input.ip ? eq(frozenIps.ip, input.ip) : undefined;
  const query = ctx.db
    .select()
    .from(frozenIps)
    .where(where)
    .orderBy(desc(frozenIps.createdAt), frozenIps.ip)
    .$dynamic();
  const { rows, total } = await listPage(ctx.db, query, frozenIps, where, input);
  return { list: rows.map(toRow), total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

/** POST /v1.0/orderAnalysis/freezeIp: new orders from the IP are refused (order create) until unfrozen. */
export async function freezeIp(input: FreezeInput, ctx: AuthedContext): Promise<FrozenIpRow> {
  const me = ctx.auth.user;
  const row = await ctx.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(frozenIps)
      .values({ ip: input.ip, reason: input.reason, frozenBy: me.id, frozenByAccount: me.account, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (!made) throw new ApiError(Code.conflict, 'errors.ipAlreadyFrozen', { ip: input.ip });
    await audit(tx, ctx, 'orderAnalysis.freezeIp', input.ip, null, { ip: made.ip, reason: made.reason });
    return made;
  });
  forgetFrozenIps(ctx.db);
  return toRow(row);
}

/** POST /v1.0/orderAnalysis/unfreezeIp: the IP's orders are accepted again. */
export async function unfreezeIp(input: UnfreezeInput, ctx: AuthedContext): Promise<{ ip: string }> {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(frozenIps).where(eq(frozenIps.ip, input.ip)).returning();
    if (!gone) throw new ApiError(Code.notFound, 'errors.ipNotFrozen', { ip: input.ip });
    await audit(tx, ctx, 'orderAnalysis.unfreezeIp', input.ip, { ip: gone.ip, reason: gone.reason, frozenBy: gone.frozenByAccount }, null);
  });
  forgetFrozenIps(ctx.db);
  return { ip: input.ip };
}
