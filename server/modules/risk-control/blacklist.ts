import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { Code, riskMatchKey, type CallParsed, type Page, type RiskBlacklistRow, type RiskEntryKind, type riskControlCalls } from '../../../src/contract/index.ts';
import { riskBlacklist } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit/index.ts';
import { requireGoogleCode } from '../user/index.ts';
import { listPage } from '../../db/pagination.ts';

type ListInput = CallParsed<typeof riskControlCalls.blacklist>;
type NameListInput = CallParsed<typeof riskControlCalls.nameBlacklist>;
type AddInput = CallParsed<typeof riskControlCalls.addEntry>;
type DeleteInput = CallParsed<typeof riskControlCalls.deleteEntry>;
type Entry = typeof riskBlacklist.$inferSelect;

function toRow(r: Entry): RiskBlacklistRow {
  return { id: r.id, kind: r.kind as RiskEntryKind, value: r.value, remark: r.remark, createdBy: r.createdByAccount, createTime: r.createdAt.toISOString() };
}

/** LIKE wildcards typed by a person are meant literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function page(ctx: AuthedContext, where: SQL | undefined, pageIndex: number, pageNum: number): Promise<Page<RiskBlacklistRow>> {
  const query = ctx.db
    .select()
    .from(riskBlacklist)
    .where(where)
    .orderBy(desc(riskBlacklist.createdAt), desc(riskBlacklist.id))
    .$dynamic();
  const { rows, total } = await listPage(ctx.db, query, riskBlacklist, where, { pageIndex, pageNum });
  return { list: rows.map(toRow), total, pageIndex, pageNum };
}

/** GET /v1.0/riskControl/blacklist/list: every kind, newest first; value matches any part, any case. */
export function listBlacklist(input: ListInput, ctx: AuthedContext): Promise<Page<RiskBlacklistRow>> {
  const where = and(input.kind ? eq(riskBlacklist.kind, input.kind) : undefined, input.value ? ilike(riskBlacklist.value, containing(input.value)) : undefined);
  return page(ctx, where, input.pageIndex, input.pageNum);
}

/** GET /v1.0/riskControl/nameBlackList/list: the name entries (spec 2.8 name blacklist). */
export function listNameBlacklist(input: NameListInput, ctx: AuthedContext): Promise<Page<RiskBlacklistRow>> {
  const where = and(eq(riskBlacklist.kind, 'name'), input.value ? ilike(riskBlacklist.value, containing(input.value)) : undefined);
  return page(ctx, where, input.pageIndex, input.pageNum);
}

/** POST /v1.0/riskControl/blacklist/add: one entry a match key per kind (the unique index decides). */
export async function addBlacklistEntry(input: AddInput, ctx: AuthedContext): Promise<RiskBlacklistRow> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForIpRule', input.googleCode);
  const me = ctx.auth.user;
  const made = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(riskBlacklist)
      .values({
        kind: input.kind,
        value: input.value,
        matchKey: riskMatchKey(input.kind, input.value),
        remark: input.remark,
        createdBy: me.id,
        createdByAccount: me.account,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(Code.conflict, 'errors.riskEntryExists', { value: input.value });
    await audit(tx, ctx, 'riskControl.addEntry', `${row.kind}:${row.value}`, null, { id: row.id, kind: row.kind, value: row.value, remark: row.remark });
    return row;
  });
  return toRow(made);
}

/** POST /v1.0/riskControl/blacklist/delete: payouts held by the entry stay held until decided. */
export async function deleteBlacklistEntry(input: DeleteInput, ctx: AuthedContext): Promise<{ id: number }> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForIpRule', input.googleCode);
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(riskBlacklist).where(eq(riskBlacklist.id, input.id)).returning();
    if (!gone) throw new ApiError(Code.notFound, 'errors.riskEntryNotFound');
    await audit(tx, ctx, 'riskControl.deleteEntry', `${gone.kind}:${gone.value}`, { id: gone.id, kind: gone.kind, value: gone.value, remark: gone.remark }, null);
  });
  return { id: input.id };
}
