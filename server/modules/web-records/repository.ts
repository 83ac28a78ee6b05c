import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { orders, resources, users, webRecords } from '../../db/schema.ts';
import type { OrderRecord } from '../orders/index.ts';

export type WebRecord = typeof webRecords.$inferSelect;

/** What the payer of a USDT order was told to send, in millionths (product 9 usdtCount x1e6). */
export const usdtCountOf = sql<string | null>`${orders.payer}->>'usdtCount'`;

/** Stores the record unless the device sent it before; the unique index decides, also between concurrent reports. */
export async function insertRecordIfNew(tx: DbOrTx, values: typeof webRecords.$inferInsert): Promise<WebRecord | null> {
  const [row] = await tx
    .insert(webRecords)
    .values(values)
    .onConflictDoNothing({ target: [webRecords.resourceId, webRecords.kind, webRecords.deviceMessageId] })
    .returning();
  return row ?? null;
}

export async function lockRecord(tx: DbOrTx, id: number): Promise<WebRecord | null> {
  const [row] = await tx.select().from(webRecords).where(eq(webRecords.id, id)).for('update');
  return row ?? null;
}

export async function markRecordMatched(
  tx: DbOrTx,
  id: number,
  orderCode: string,
  now: Date,
  by: number | null,
): Promise<void> {
  await tx
    .update(webRecords)
    .set({ matchedOrderCode: orderCode, matchedAt: now, matchedBy: by })
    .where(eq(webRecords.id, id));
}

/**
 * USDT orders the transfer may pay, locked: on the account, told to send exactly this many
 * millionths, waiting when the transfer arrived (the same window as lockCandidateOrders). At most
 * three, so the caller can still tell one fitting sender address among two amounts.
 */
export async function lockUsdtCandidates(
  tx: DbOrTx,
  resourceId: number,
  millionths: number,
  receivedAt: Date,
  statuses: readonly number[],
): Promise<OrderRecord[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.resourceId, resourceId),
        inArray(orders.status, [...statuses]),
        eq(usdtCountOf, String(millionths)),
        lte(orders.createdAt, receivedAt),
        or(isNull(orders.expiresAt), gt(orders.expiresAt, receivedAt)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(3)
    .for('update');
}

const supplier = alias(users, 'supplier');
const matcher = alias(users, 'matcher');

/** One page of records with their supplier, account and matcher, newest received first, and the total. */
export function pageWebRecords(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  const query = db
    .select({
      r: webRecords,
      supplierName: supplier.nickname,
      bankName: resources.bankName,
      accountCard: resources.cardNumber,
      walletAddress: resources.walletAddress,
      matcherAccount: matcher.account,
    })
    .from(webRecords)
    .leftJoin(resources, eq(resources.id, webRecords.resourceId))
    .leftJoin(supplier, eq(supplier.id, webRecords.supplierId))
    .leftJoin(matcher, eq(matcher.id, webRecords.matchedBy))
    .where(where)
    .orderBy(desc(webRecords.receivedAt), desc(webRecords.id))
    .$dynamic();
  return listPage(db, query, webRecords, where, page);
}
