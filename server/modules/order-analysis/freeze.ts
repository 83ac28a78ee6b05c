import {
  Code,
  type CallParsed,
  type FrozenIpRow,
  type Page,
  type orderAnalysisCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { forgetFrozenIps } from './frozen-ips.ts';
import { deleteFrozenIp, frozenIpsPage, insertFrozenIp, type FrozenIpRecord } from './repository.ts';

type FreezeInput = CallParsed<typeof orderAnalysisCalls.freezeIp>;
type UnfreezeInput = CallParsed<typeof orderAnalysisCalls.unfreezeIp>;
type ListInput = CallParsed<typeof orderAnalysisCalls.frozenIpList>;

function toRow(r: FrozenIpRecord): FrozenIpRow {
  return { ip: r.ip, reason: r.reason, frozenBy: r.frozenByAccount, frozenTime: r.createdAt.toISOString() };
}

/** GET /v1.0/orderAnalysis/frozenIpList: newest frozen first. */
export async function listFrozenIps(input: ListInput, ctx: AuthedContext): Promise<Page<FrozenIpRow>> {
  const { rows, total } = await frozenIpsPage(ctx.db, input.ip, input);
  return { list: rows.map(toRow), total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

/** POST /v1.0/orderAnalysis/freezeIp: new orders from the IP are refused (order create) until unfrozen. */
export async function freezeIp(input: FreezeInput, ctx: AuthedContext): Promise<FrozenIpRow> {
  const me = ctx.auth.user;
  const row = await ctx.db.transaction(async (tx) => {
    const made = await insertFrozenIp(tx, {
      ip: input.ip,
      reason: input.reason,
      frozenBy: me.id,
      frozenByAccount: me.account,
      createdAt: ctx.clock.now(),
    });
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
    const gone = await deleteFrozenIp(tx, input.ip);
    if (!gone) throw new ApiError(Code.notFound, 'errors.ipNotFrozen', { ip: input.ip });
    await audit(
      tx,
      ctx,
      'orderAnalysis.unfreezeIp',
      input.ip,
      { ip: gone.ip, reason: gone.reason, frozenBy: gone.frozenByAccount },
      null,
    );
  });
  forgetFrozenIps(ctx.db);
  return { ip: input.ip };
}
