import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, webRecords } from '../../db/schema.ts';
import type { OrderRecord } from '../orders/index.ts';

export type WebRecord = typeof webRecords.$inferSelect;

/** What the payer of a USDT order was told to send, in millionths (spec 9 usdtCount x1e6). */
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

export async function markRecordMatched(tx: DbOrTx, id: number, orderCode: string, now: Date, by: number | null): Promise<void> {
  await tx.update(webRecords).set({ matchedOrderCode: orderCode, matchedAt: now, matchedBy: by }).where(eq(webRecords.id, id));
}

/**
 * USDT orders the transfer may pay, locked: on the account, told to send exactly this many
 * millionths, waiting when the transfer arrived (the same window as lockCandidateOrders). At most
 * three, so the caller can still tell one fitting sender address among two amounts.
 */
export async function lockUsdtCandidates(tx: DbOrTx, resourceId: number, millionths: number, receivedAt: Date, statuses: readonly number[]): Promise<OrderRecord[]> {
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
