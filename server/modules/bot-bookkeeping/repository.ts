import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BotFundRecordRow, BotFundRecordStateId, BotFundRecordTotals } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { botFundRecords, botGroups, users } from '../../db/schema.ts';
import { within } from '../../db/time-range.ts';

const owner = alias(users, 'owner');
const decider = alias(users, 'decider');

export interface BotFundRecordFilters {
  userId?: number;
  state?: number;
  startTime?: Date;
  endTime?: Date;
}

export function filterCondition(f: BotFundRecordFilters): SQL | undefined {
  return and(
    f.userId === undefined ? undefined : eq(botFundRecords.userId, f.userId),
    f.state === undefined ? undefined : eq(botFundRecords.state, f.state),
    within(botFundRecords.createdAt, f.startTime, f.endTime),
  );
}

function listQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      r: botFundRecords,
      groupTitle: botGroups.title,
      ownerAccount: owner.account,
      ownerName: owner.nickname,
      deciderAccount: decider.account,
    })
    .from(botFundRecords)
    .leftJoin(botGroups, eq(botGroups.chatId, botFundRecords.chatId))
    .leftJoin(owner, eq(owner.id, botFundRecords.userId))
    .leftJoin(decider, eq(decider.id, botFundRecords.decidedBy))
    .where(where)
    .orderBy(desc(botFundRecords.createdAt), desc(botFundRecords.id))
    .$dynamic();
}

type Joined = Awaited<ReturnType<typeof listQuery>>[number];

export function toRow(j: Joined): BotFundRecordRow {
  const r = j.r;
  return {
    id: r.id,
    chatId: r.chatId,
    groupTitle: j.groupTitle ?? '',
    userId: r.userId,
    userAccount: j.ownerAccount ?? '',
    userName: j.ownerName ?? '',
    fromName: r.fromName,
    text: r.text,
    amount: r.amount,
    currency: r.currency,
    state: r.state as BotFundRecordStateId,
    appliedAmount: r.appliedAmount,
    fundRecordId: r.fundRecordId,
    decidedBy: j.deciderAccount ?? null,
    decidedTime: r.decidedAt?.toISOString() ?? null,
    remark: r.remark,
    createTime: r.createdAt.toISOString(),
  };
}

export async function pageBotFundRecords(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  return listPage(db, listQuery(db, where), botFundRecords, where, page);
}

export async function totalsOf(db: DbOrTx, where: SQL | undefined): Promise<BotFundRecordTotals> {
  const rows = await db
    .select({
      state: botFundRecords.state,
      currency: botFundRecords.currency,
      count: sql<number>`count(*)::int`,
      credits: sql<string>`coalesce(sum(${botFundRecords.amount}) filter (where ${botFundRecords.amount} > 0), 0)::text`,
      debits: sql<string>`coalesce(sum(${botFundRecords.amount}) filter (where ${botFundRecords.amount} < 0), 0)::text`,
    })
    .from(botFundRecords)
    .where(where)
    .groupBy(botFundRecords.state, botFundRecords.currency)
    .orderBy(botFundRecords.state, botFundRecords.currency);
  const sums = rows.map((r) => ({
    state: r.state as BotFundRecordStateId,
    currency: r.currency,
    count: r.count,
    credits: Number(r.credits),
    debits: Number(r.debits),
  }));
  return { count: sums.reduce((n, r) => n + r.count, 0), sums };
}

export async function findRow(db: DbOrTx, id: number): Promise<BotFundRecordRow | null> {
  const [j] = await listQuery(db, eq(botFundRecords.id, id)).limit(1);
  return j ? toRow(j) : null;
}

/** The record locked (FOR UPDATE): a second decision waits for the first and then sees it. */
export async function lockRecord(tx: DbOrTx, id: number) {
  const [r] = await tx.select().from(botFundRecords).where(eq(botFundRecords.id, id)).for('update');
  return r;
}

export async function markDecided(
  tx: DbOrTx,
  id: number,
  set: Partial<typeof botFundRecords.$inferInsert>,
): Promise<void> {
  await tx.update(botFundRecords).set(set).where(eq(botFundRecords.id, id));
}
