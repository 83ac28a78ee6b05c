import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { balances, orders, resources, users } from '../../db/schema.ts';
import { openOrderStatuses } from './state-machine.ts';

const S = OrderStatus;
/** Orders that did not use up a daily limit: nobody paid them and nobody will. */
const notCounted = sql.raw([S.timedOut, S.rejected, S.failed, S.allocationFailed].join(','));
const open = sql.raw(openOrderStatuses.join(','));

/**
 * Narrows the accounts an allocation may pick (reselect, re-allocation of an existing order).
 * `productIds` replaces the order's product; `ignoreOrderId` is the order being re-allocated,
 * left out of the counts so it does not compete with itself.
 */
export interface AllocationScope {
  productIds?: readonly number[];
  supplierIds?: readonly number[];
  resourceIds?: readonly number[];
  excludeResourceIds?: readonly number[];
  ignoreOrderId?: number;
}

function scopeConditions(productId: number, scope: AllocationScope) {
  return [
    scope.productIds ? inArray(resources.productId, [...scope.productIds]) : eq(resources.productId, productId),
    scope.supplierIds ? inArray(resources.supplierId, [...scope.supplierIds]) : undefined,
    scope.resourceIds ? inArray(resources.id, [...scope.resourceIds]) : undefined,
    scope.excludeResourceIds?.length ? notInArray(resources.id, [...scope.excludeResourceIds]) : undefined,
  ];
}

/**
 * Every account of the product (or of the scope) with what the allocation checks need: its supplier, the
 * supplier's available balance, and its orders today (UTC) and open now. Counted per account in
 * subqueries on orders_resource_idx.
 */
export async function allocationCandidates(db: DbOrTx, productId: number, dayStart: Date, onlyId?: number, scope: AllocationScope = {}) {
  const since = dayStart.toISOString();
  const notSelf = scope.ignoreOrderId === undefined ? sql`` : sql` and o.id <> ${scope.ignoreOrderId}`;
  return db
    .select({
      id: resources.id,
      supplierId: resources.supplierId,
      productId: resources.productId,
      state: resources.state,
      monitorState: resources.monitorState,
      maxConcurrent: resources.maxConcurrent,
      floatUp: resources.floatUp,
      floatDown: resources.floatDown,
      minOrderBalance: resources.minOrderBalance,
      dailyCountLimit: resources.dailyCountLimit,
      dailyAmountLimit: resources.dailyAmountLimit,
      supplierStatus: users.status,
      supplierRole: users.role,
      acceptOrders: users.acceptOrders,
      available: sql<number | null>`${balances.balance} - ${balances.frozenBalance}`.mapWith((v) => (v === null ? null : Number(v))),
      todayCount: sql<number>`(select count(*) from orders o where o.resource_id = ${resources.id} and o.created_at >= ${since}::timestamptz and o.status not in (${notCounted})${notSelf})`.mapWith(Number),
      todayAmount: sql<number>`(select coalesce(sum(o.amount), 0) from orders o where o.resource_id = ${resources.id} and o.created_at >= ${since}::timestamptz and o.status not in (${notCounted})${notSelf})`.mapWith(Number),
      openCount: sql<number>`(select count(*) from orders o where o.resource_id = ${resources.id} and o.status in (${open})${notSelf})`.mapWith(Number),
    })
    .from(resources)
    .innerJoin(users, eq(users.id, resources.supplierId))
    .leftJoin(balances, eq(balances.userId, resources.supplierId))
    .where(and(...scopeConditions(productId, scope), isNull(resources.deletedAt), onlyId === undefined ? undefined : eq(resources.id, onlyId)))
    // Least recently used first: every account gets its turn.
    .orderBy(sql`${resources.lastAllocatedAt} asc nulls first`, asc(resources.id));
}
export type Candidate = Awaited<ReturnType<typeof allocationCandidates>>[number];

/** Locks the account row: allocations to one account queue here, so counts and float amounts stay right. */
export async function lockResource(tx: DbOrTx, id: number): Promise<void> {
  await tx.select({ id: resources.id }).from(resources).where(eq(resources.id, id)).for('update');
}

export async function markAllocated(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(resources).set({ lastAllocatedAt: now }).where(eq(resources.id, id));
}

/** Payable amounts of the account's open orders: a new order must not share one. */
export async function openPayableAmounts(tx: DbOrTx, resourceId: number, ignoreOrderId?: number): Promise<Set<number>> {
  const rows = await tx
    .select({ p: orders.payableAmount })
    .from(orders)
    .where(and(eq(orders.resourceId, resourceId), inArray(orders.status, [...openOrderStatuses]), ignoreOrderId === undefined ? undefined : ne(orders.id, ignoreOrderId)));
  return new Set(rows.map((r) => r.p));
}
