import type { CallParsed, ipRuleCalls, IpRuleRow, OwnIpRule, Page } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { toRow } from './changes.ts';
import { merchantRules, rulePage } from './repository.ts';

/** GET /v1.0/ipRule/list: last changed first; the search matches address, account, role or remark. */
export async function listIpRules(
  input: CallParsed<typeof ipRuleCalls.list>,
  ctx: AuthedContext,
): Promise<Page<IpRuleRow>> {
  const { rows, total } = await rulePage(ctx.db, { scope: input.scope, search: input.search }, input);
  return { list: rows.map(toRow), total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

/** GET /v1.0/ipRule/mine: the signed-in merchant's API whitelist. */
export async function ownIpRules(_input: unknown, ctx: AuthedContext): Promise<OwnIpRule[]> {
  const rows = await merchantRules(ctx.db, ctx.auth.user.id);
  return rows.map((r) => ({ address: r.address, remark: r.remark, createTime: r.createdAt.toISOString() }));
}
