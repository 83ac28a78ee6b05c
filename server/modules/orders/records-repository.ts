import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { balances, fundRecords, orders, resources, users, type OrderRecord } from '../../db/schema.ts';

export type { OrderRecord };

/** The merchant the API names by mchId, with what signing and the IP check need. */
export async function findApiMerchant(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      merchantKey: users.merchantKey,
      signType: users.signType,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function findOrderByMchNo(
  db: DbOrTx,
  merchantId: number,
  mchOrderNo: string,
): Promise<OrderRecord | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.mchOrderNo, mchOrderNo)));
  return row ?? null;
}

export async function updateOrder(tx: DbOrTx, id: number, set: Partial<typeof orders.$inferInsert>): Promise<void> {
  await tx.update(orders).set(set).where(eq(orders.id, id));
}

export async function findOrderByCode(db: DbOrTx, orderCode: string): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderCode, orderCode));
  return row ?? null;
}

/** The order row locked for the rest of the transaction: status checks and writes see one state. */
export async function lockOrderByCode(tx: DbOrTx, orderCode: string): Promise<OrderRecord | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderCode, orderCode)).for('update');
  return row ?? null;
}

/** The supplier's agent, if any: an agent acts for its team's orders. */
export async function parentOf(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ parentId: users.parentId }).from(users).where(eq(users.id, userId));
  return row?.parentId ?? null;
}

/** The order row locked FOR UPDATE for the rest of the transaction, by code or by id. */
export async function lockOrder(tx: DbOrTx, key: { orderCode: string } | { id: number }): Promise<OrderRecord | null> {
  const where = 'id' in key ? eq(orders.id, key.id) : eq(orders.orderCode, key.orderCode);
  const [row] = await tx.select().from(orders).where(where).for('update');
  return row ?? null;
}

/** The orders with these codes, locked FOR UPDATE in id order (two overlapping callers never wait crosswise). */
export function lockOrdersByCodes(tx: DbOrTx, codes: string[]) {
  return tx
    .select({ id: orders.id, orderCode: orders.orderCode, locked: orders.locked })
    .from(orders)
    .where(inArray(orders.orderCode, codes))
    .orderBy(asc(orders.id))
    .for('update');
}

/** How many fund records name this order. */
export async function fundRecordCount(tx: DbOrTx, orderCode: string): Promise<number> {
  const [moved] = await tx.select({ n: count() }).from(fundRecords).where(eq(fundRecords.orderCode, orderCode));
  return moved?.n ?? 0;
}

/** What the order moved, per user: the sum of its fund records (a test order has none). */
export function movedByOrder(tx: DbOrTx, orderCode: string) {
  return tx
    .select({ userId: fundRecords.userId, total: sql<number>`coalesce(sum(${fundRecords.amount}), 0)`.mapWith(Number) })
    .from(fundRecords)
    .where(eq(fundRecords.orderCode, orderCode))
    .groupBy(fundRecords.userId);
}

/** The float range of a collection account (resource), for a new payable amount. */
export async function resourceFloats(tx: DbOrTx, resourceId: number) {
  const [account] = await tx
    .select({ floatUp: resources.floatUp, floatDown: resources.floatDown })
    .from(resources)
    .where(eq(resources.id, resourceId));
  return account;
}

/**
 * Claims up to `batchSize` orders in `statuses` that `expired` selects, oldest first, FOR UPDATE
 * SKIP LOCKED (rows another transaction holds are left to it), and moves them to `timedOut` with
 * a remark. Runs inside the caller's transaction; answers how many it claimed.
 */
export async function timeOutExpiredBatch(
  tx: DbOrTx,
  statuses: number[],
  expired: SQL,
  timedOut: number,
  now: Date,
  batchSize: number,
): Promise<OrderRecord[]> {
  const claimed = await tx
    .select()
    .from(orders)
    // The statuses as literals, so the planner matches the open-orders partial index (decision 122).
    .where(and(sql`${orders.status} in (${sql.raw(statuses.map((x) => String(Math.trunc(x))).join(', '))})`, expired))
    .orderBy(orders.createdAt)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  if (claimed.length === 0) return [];
  const ids = claimed.map((r) => r.id);
  // The update gives back the suppliers' reservations (migration 0017's trigger), row by row in no
  // set order; taking their balance rows first, in id order, keeps two instances' batches (and a
  // create waiting on one of them) from deadlocking.
  const supplierIds = [...new Set(claimed.map((r) => r.supplierId).filter((x): x is number => x !== null))].sort(
    (x, y) => x - y,
  );
  if (supplierIds.length > 0) {
    await tx
      .select({ id: balances.userId })
      .from(balances)
      .where(inArray(balances.userId, supplierIds))
      .orderBy(asc(balances.userId))
      .for('no key update');
  }
  return tx
    .update(orders)
    .set({
      status: timedOut,
      updatedAt: now,
      remark: sql`case when ${orders.remark} = '' then 'Timed out' else ${orders.remark} end`,
    })
    .where(and(inArray(orders.id, ids), inArray(orders.status, statuses)))
    .returning();
}

/** The condition of an expired order: its own expiry, else its creation time plus `timeoutMs`. */
export const expiredAt = (now: Date, timeoutMs: number): SQL =>
  sql`coalesce(${orders.expiresAt}, ${orders.createdAt} + (${timeoutMs} * interval '1 millisecond')) <= ${now}`;
