import {
  Code,
  riskMatchKey,
  type CallParsed,
  type Page,
  type RiskBlacklistRow,
  type RiskEntryKind,
  type riskControlCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { requireGoogleCode } from '../user/index.ts';
import { blacklistPage, deleteBlacklistEntryById, insertBlacklistEntry, type BlacklistEntry } from './repository.ts';

type ListInput = CallParsed<typeof riskControlCalls.blacklist>;
type NameListInput = CallParsed<typeof riskControlCalls.nameBlacklist>;
type AddInput = CallParsed<typeof riskControlCalls.addEntry>;
type DeleteInput = CallParsed<typeof riskControlCalls.deleteEntry>;
function toRow(r: BlacklistEntry): RiskBlacklistRow {
  return {
    id: r.id,
    kind: r.kind as RiskEntryKind,
    value: r.value,
    remark: r.remark,
    createdBy: r.createdByAccount,
    createTime: r.createdAt.toISOString(),
  };
}

async function page(
  ctx: AuthedContext,
  filter: { kind?: string | undefined; value?: string | undefined },
  pageIndex: number,
  pageNum: number,
): Promise<Page<RiskBlacklistRow>> {
  const { rows, total } = await blacklistPage(ctx.db, filter, { pageIndex, pageNum });
  return { list: rows.map(toRow), total, pageIndex, pageNum };
}

/** GET /v1.0/riskControl/blacklist/list: every kind, newest first; value matches any part, any case. */
export function listBlacklist(input: ListInput, ctx: AuthedContext): Promise<Page<RiskBlacklistRow>> {
  return page(ctx, { kind: input.kind, value: input.value }, input.pageIndex, input.pageNum);
}

/** GET /v1.0/riskControl/nameBlackList/list: the name entries (product 2.8 name blacklist). */
export function listNameBlacklist(input: NameListInput, ctx: AuthedContext): Promise<Page<RiskBlacklistRow>> {
  return page(ctx, { kind: 'name', value: input.value }, input.pageIndex, input.pageNum);
}

/** POST /v1.0/riskControl/blacklist/add: one entry a match key per kind (the unique index decides). */
export async function addBlacklistEntry(input: AddInput, ctx: AuthedContext): Promise<RiskBlacklistRow> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForIpRule', input.googleCode);
  const me = ctx.auth.user;
  const made = await ctx.db.transaction(async (tx) => {
    const row = await insertBlacklistEntry(tx, {
      kind: input.kind,
      value: input.value,
      matchKey: riskMatchKey(input.kind, input.value),
      remark: input.remark,
      createdBy: me.id,
      createdByAccount: me.account,
      createdAt: ctx.clock.now(),
    });
    if (!row) throw new ApiError(Code.conflict, 'errors.riskEntryExists', { value: input.value });
    await audit(tx, ctx, 'riskControl.addEntry', `${row.kind}:${row.value}`, null, {
      id: row.id,
      kind: row.kind,
      value: row.value,
      remark: row.remark,
    });
    return row;
  });
  return toRow(made);
}

/** POST /v1.0/riskControl/blacklist/delete: payouts held by the entry stay held until decided. */
export async function deleteBlacklistEntry(input: DeleteInput, ctx: AuthedContext): Promise<{ id: number }> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForIpRule', input.googleCode);
  await ctx.db.transaction(async (tx) => {
    const gone = await deleteBlacklistEntryById(tx, input.id);
    if (!gone) throw new ApiError(Code.notFound, 'errors.riskEntryNotFound');
    await audit(
      tx,
      ctx,
      'riskControl.deleteEntry',
      `${gone.kind}:${gone.value}`,
      { id: gone.id, kind: gone.kind, value: gone.value, remark: gone.remark },
      null,
    );
  });
  return { id: input.id };
}
