import { and, count, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OrderType } from '../../../src/contract/index.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { callbackEvents, orderCallbacks, orders, users } from '../../db/schema.ts';
import type { OrderRecord } from '../orders/index.ts';
import type { MerchantKey } from './payload.ts';

export type AttemptRecord = typeof orderCallbacks.$inferSelect;

export interface Claim {
  orderCode: string;
  /** The value the claim wrote into callback_next_at: who still finds it there still owns the order. */
  lease: Date;
}

/**
 * Claims up to `limit` due callbacks in one short transaction: the rows are locked with SKIP LOCKED
 * (another instance's claim in progress is passed over) and their due time moved to `lease`, so
 * once this commits nobody else sees them due until the lease runs out, and no transaction stays
 * open while the HTTP calls run.
 */
export async function claimDueCallbacks(db: Db, now: Date, lease: Date, limit: number): Promise<Claim[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id, orderCode: orders.orderCode })
      .from(orders)
      .where(and(isNotNull(orders.callbackNextAt), lte(orders.callbackNextAt, now)))
      .orderBy(orders.callbackNextAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(orders)
      .set({ callbackNextAt: lease })
      .where(
        inArray(
          orders.id,
          due.map((d) => d.id),
        ),
      );
    return due.map((d) => ({ orderCode: d.orderCode, lease }));
  });
}

/** The order and the key its callback is signed with. */
export async function findDelivery(
  db: DbOrTx,
  orderCode: string,
): Promise<{ order: OrderRecord; merchant: MerchantKey } | null> {
  const [row] = await db
    .select({
      order: orders,
      merchantKey: users.merchantKey,
      merchantTestKey: users.merchantTestKey,
      signType: users.signType,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.merchantId))
    .where(eq(orders.orderCode, orderCode));
  if (!row) return null;
  // A test order's callback is signed with the test key (decision 130).
  const key = row.order.orderType === OrderType.test ? (row.merchantTestKey ?? row.merchantKey) : row.merchantKey;
  return { order: row.order, merchant: { merchantKey: key, signType: row.signType ?? 'MD5' } };
}

/** Ends a claim that has nothing to send (the order is no longer paid or lost its URL). */
export async function dropClaim(db: DbOrTx, claim: Claim): Promise<void> {
  await db
    .update(orders)
    .set({ callbackNextAt: null })
    .where(and(eq(orders.orderCode, claim.orderCode), eq(orders.callbackNextAt, claim.lease)));
}

/** Automatic tries made so far, deleted ones included: deleting history must not reset the cap. */
export async function autoAttemptsSoFar(tx: DbOrTx, orderCode: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orderCallbacks)
    .where(and(eq(orderCallbacks.orderCode, orderCode), eq(orderCallbacks.trigger, 'auto')));
  return Number(row?.n ?? 0);
}

export async function insertAttempt(tx: DbOrTx, values: typeof orderCallbacks.$inferInsert): Promise<AttemptRecord> {
  const [row] = await tx.insert(orderCallbacks).values(values).returning();
  return row!;
}

export async function updateAfterAttempt(
  tx: DbOrTx,
  orderId: number,
  set: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...set, callbackCount: sql`${orders.callbackCount} + 1` })
    .where(eq(orders.id, orderId));
}

/** One page of orders that were called back, most recent callback first, with the last attempt's HTTP status. */
export function pageCalledBackOrders(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  const lastStatus = sql<number | null>`(select oc.response_status from ${orderCallbacks} oc
    where oc.order_code = ${orders.orderCode} and oc.deleted_at is null order by oc.created_at desc, oc.id desc limit 1)`;
  const query = db
    .select({ o: orders, merchantName: users.nickname, lastStatus })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.merchantId))
    .where(where)
    .orderBy(sql`${orders.lastCallbackAt} desc nulls last`, desc(orders.id))
    .$dynamic();
  return listPage(db, query, orders, where, page);
}

const operators = alias(users, 'operators');

/** One page of callback attempts, newest first, with the merchant's name and the operator's account. */
export function pageAttempts(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  const query = db
    .select({ a: orderCallbacks, merchantName: users.nickname, operatorAccount: operators.account })
    .from(orderCallbacks)
    .leftJoin(users, eq(users.id, orderCallbacks.merchantId))
    .leftJoin(operators, eq(operators.id, orderCallbacks.operatorId))
    .where(where)
    .orderBy(desc(orderCallbacks.createdAt), desc(orderCallbacks.id))
    .$dynamic();
  return listPage(db, query, orderCallbacks, where, page);
}

/** Marks these attempts deleted (those not deleted yet); the ones it marked. */
export function markAttemptsDeleted(tx: DbOrTx, ids: number[], now: Date) {
  return tx
    .update(orderCallbacks)
    .set({ deletedAt: now })
    .where(and(inArray(orderCallbacks.id, ids), isNull(orderCallbacks.deletedAt)))
    .returning({ id: orderCallbacks.id, orderCode: orderCallbacks.orderCode });
}

/** Callbacks due and not yet sent: the job's backlog (bo_job_queue_depth, docs/operations/metrics.md). */
export async function dueCallbackCount(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(isNotNull(orders.callbackNextAt), lte(orders.callbackNextAt, now)));
  return row?.n ?? 0;
}

/** The paid event's own tally (callback_events), kept beside the order row's that drives it. */
export async function countPaidEventAttempt(tx: DbOrTx, eventId: string, auto: boolean, success: boolean) {
  if (!auto && !success) return;
  await tx
    .update(callbackEvents)
    .set({
      ...(auto ? { attempts: sql`${callbackEvents.attempts} + 1` } : {}),
      ...(success ? { delivered: true } : {}),
    })
    .where(eq(callbackEvents.eventId, eventId));
}
