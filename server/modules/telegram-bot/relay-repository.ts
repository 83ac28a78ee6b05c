import { and, count, desc, eq, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { botGroups, relayGroups, relayMessages, users } from '../../db/schema.ts';

/** A group the relay bot is in, with the owner, whitelist and language of its shared `bot_groups` row. */
export interface RelayGroupRecord {
  chatId: number;
  title: string;
  unifiedQuery: boolean;
  joinedAt: Date;
  leftAt: Date | null;
  userId: number | null;
  whitelisted: boolean | null;
  language: string | null;
  userName: string | null;
  userAccount: string | null;
  userRole: string | null;
}

const groupFields = {
  chatId: relayGroups.chatId,
  title: relayGroups.title,
  unifiedQuery: relayGroups.unifiedQuery,
  joinedAt: relayGroups.joinedAt,
  leftAt: relayGroups.leftAt,
  userId: botGroups.userId,
  whitelisted: botGroups.whitelisted,
  language: botGroups.language,
  userName: users.nickname,
  userAccount: users.account,
  userRole: users.role,
};

const groupsQuery = (db: DbOrTx) =>
  db
    .select(groupFields)
    .from(relayGroups)
    .leftJoin(botGroups, eq(botGroups.chatId, relayGroups.chatId))
    .leftJoin(users, eq(users.id, botGroups.userId));

export async function listRelayGroups(db: DbOrTx, includeLeft: boolean): Promise<RelayGroupRecord[]> {
  return groupsQuery(db)
    .where(includeLeft ? undefined : isNull(relayGroups.leftAt))
    .orderBy(desc(relayGroups.joinedAt), desc(relayGroups.chatId))
    .limit(1000);
}

export async function findRelayGroup(db: DbOrTx, chatId: number): Promise<RelayGroupRecord | null> {
  const [row] = await groupsQuery(db).where(eq(relayGroups.chatId, chatId));
  return row ?? null;
}

/**
 * The relay bot is in the group. Its presence is its own row; the group's shared `bot_groups` row
 * is created when missing (never changed), so staff bind and whitelist it on the bot pages.
 */
export async function recordRelayPresent(db: DbOrTx, chatId: number, title: string, now: Date): Promise<void> {
  // The shared row first: once the relay row is listed, staff can bind the group at once.
  await db.insert(botGroups).values({ chatId, title, joinedAt: now, updatedAt: now }).onConflictDoNothing();
  await db
    .insert(relayGroups)
    .values({ chatId, title, joinedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: relayGroups.chatId,
      set: {
        title,
        leftAt: null,
        updatedAt: now,
        joinedAt: sql`case when ${relayGroups.leftAt} is null then ${relayGroups.joinedAt} else ${now} end`,
      },
    });
}

export async function recordRelayLeft(db: DbOrTx, chatId: number, now: Date): Promise<void> {
  await db
    .update(relayGroups)
    .set({ leftAt: now, updatedAt: now, unifiedQuery: false })
    .where(eq(relayGroups.chatId, chatId));
}

/** A group became a supergroup: its relay row follows the new id. */
export async function moveRelayGroup(db: DbOrTx, from: number, to: number, now: Date): Promise<void> {
  const taken = await db.select({ chatId: relayGroups.chatId }).from(relayGroups).where(eq(relayGroups.chatId, to));
  if (taken.length === 0)
    await db.update(relayGroups).set({ chatId: to, updatedAt: now }).where(eq(relayGroups.chatId, from));
}

/** Moves the one unified mark: off everywhere, then on `chatId` when asked. */
export async function setUnifiedQuery(db: DbOrTx, chatId: number, unified: boolean, now: Date): Promise<void> {
  await db
    .update(relayGroups)
    .set({ unifiedQuery: false, updatedAt: now })
    .where(or(eq(relayGroups.unifiedQuery, true), eq(relayGroups.chatId, chatId)));
  if (unified)
    await db.update(relayGroups).set({ unifiedQuery: true, updatedAt: now }).where(eq(relayGroups.chatId, chatId));
}

/** The groups of a supplier the relay bot may write to: bound to it, whitelisted, the relay bot in them. */
export async function supplierRelayGroups(db: DbOrTx, supplierId: number): Promise<RelayGroupRecord[]> {
  return groupsQuery(db)
    .where(and(eq(botGroups.userId, supplierId), eq(botGroups.whitelisted, true), isNull(relayGroups.leftAt)))
    .orderBy(desc(relayGroups.joinedAt));
}

export async function unifiedRelayGroup(db: DbOrTx): Promise<RelayGroupRecord | null> {
  const [row] = await groupsQuery(db).where(and(eq(relayGroups.unifiedQuery, true), isNull(relayGroups.leftAt)));
  return row ?? null;
}

export type RelayInsert = typeof relayMessages.$inferInsert;
export type RelayRecord = typeof relayMessages.$inferSelect;

export async function insertRelay(db: DbOrTx, values: RelayInsert): Promise<number> {
  const [row] = await db.insert(relayMessages).values(values).returning({ id: relayMessages.id });
  return row!.id;
}

/** The proof a message in a supplier group answers: a reply to the copied proof or to its header. */
export async function findProofByTarget(db: DbOrTx, chatId: number, messageId: number): Promise<RelayRecord | null> {
  const [row] = await db
    .select()
    .from(relayMessages)
    .where(
      and(
        eq(relayMessages.kind, 'proof'),
        eq(relayMessages.targetChatId, chatId),
        or(eq(relayMessages.targetMessageId, messageId), eq(relayMessages.headerMessageId, messageId)),
      ),
    )
    .orderBy(desc(relayMessages.id))
    .limit(1);
  return row ?? null;
}

export interface RelayFilter {
  merchantId?: number | undefined;
  supplierId?: number | undefined;
}

const filterWhere = (f: RelayFilter): SQL | undefined =>
  and(
    f.merchantId === undefined ? undefined : eq(relayMessages.merchantId, f.merchantId),
    f.supplierId === undefined ? undefined : eq(relayMessages.supplierId, f.supplierId),
  );

const source = alias(relayGroups, 'relay_source');
const target = alias(relayGroups, 'relay_target');
const merchant = alias(users, 'relay_merchant');
const supplier = alias(users, 'relay_supplier');

export interface RelayPairRecord {
  merchantChatId: number;
  merchantChatTitle: string | null;
  merchantId: number | null;
  merchantName: string | null;
  supplierChatId: number;
  supplierChatTitle: string | null;
  supplierId: number | null;
  supplierName: string | null;
  proofCount: number;
  lastTime: Date | null;
}

/**
 * The pairs from the proofs: (merchant group, supplier group) with how many proofs went that way
 * and when the last did. Replies are counted apart (`replyCounts`), keyed the other way round.
 */
export async function listRelayPairs(db: DbOrTx, f: RelayFilter): Promise<RelayPairRecord[]> {
  return db
    .select({
      merchantChatId: relayMessages.sourceChatId,
      merchantChatTitle: max(source.title),
      merchantId: relayMessages.merchantId,
      merchantName: max(merchant.nickname),
      supplierChatId: relayMessages.targetChatId,
      supplierChatTitle: max(target.title),
      supplierId: relayMessages.supplierId,
      supplierName: max(supplier.nickname),
      proofCount: count(),
      lastTime: max(relayMessages.createdAt),
    })
    .from(relayMessages)
    .leftJoin(source, eq(source.chatId, relayMessages.sourceChatId))
    .leftJoin(target, eq(target.chatId, relayMessages.targetChatId))
    .leftJoin(merchant, eq(merchant.id, relayMessages.merchantId))
    .leftJoin(supplier, eq(supplier.id, relayMessages.supplierId))
    .where(and(eq(relayMessages.kind, 'proof'), filterWhere(f)))
    .groupBy(relayMessages.sourceChatId, relayMessages.targetChatId, relayMessages.merchantId, relayMessages.supplierId)
    .orderBy(desc(max(relayMessages.createdAt)))
    .limit(500);
}

/** Replies per (supplier group → merchant group). */
export async function replyCounts(
  db: DbOrTx,
  f: RelayFilter,
): Promise<{ from: number; to: number; n: number; last: Date | null }[]> {
  return db
    .select({
      from: relayMessages.sourceChatId,
      to: relayMessages.targetChatId,
      n: count(),
      last: max(relayMessages.createdAt),
    })
    .from(relayMessages)
    .where(and(eq(relayMessages.kind, 'reply'), filterWhere(f)))
    .groupBy(relayMessages.sourceChatId, relayMessages.targetChatId);
}

export interface RelayListRecord {
  id: number;
  kind: string;
  sourceChatId: number;
  sourceTitle: string | null;
  targetChatId: number;
  targetTitle: string | null;
  orderCode: string;
  merchantName: string | null;
  supplierName: string | null;
  createdAt: Date;
}

export async function listRelays(db: DbOrTx, f: RelayFilter): Promise<RelayListRecord[]> {
  return db
    .select({
      id: relayMessages.id,
      kind: relayMessages.kind,
      sourceChatId: relayMessages.sourceChatId,
      sourceTitle: source.title,
      targetChatId: relayMessages.targetChatId,
      targetTitle: target.title,
      orderCode: relayMessages.orderCode,
      merchantName: merchant.nickname,
      supplierName: supplier.nickname,
      createdAt: relayMessages.createdAt,
    })
    .from(relayMessages)
    .leftJoin(source, eq(source.chatId, relayMessages.sourceChatId))
    .leftJoin(target, eq(target.chatId, relayMessages.targetChatId))
    .leftJoin(merchant, eq(merchant.id, relayMessages.merchantId))
    .leftJoin(supplier, eq(supplier.id, relayMessages.supplierId))
    .where(filterWhere(f))
    .orderBy(desc(relayMessages.id))
    .limit(100);
}
