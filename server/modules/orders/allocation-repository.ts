import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { balances, orders, resources, userProducts, users } from '../../db/schema.ts';
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

/** What the allocation checks read from the account row itself: fresh again under its lock. */
const resourceFields = {
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
};

/** Least recently used first: every account gets its turn. */
const leastRecentlyUsed = [sql`${resources.lastAllocatedAt} asc nulls first`, asc(resources.id)];

/**
 * Every account of the product (or of the scope), least recently used first, with its supplier,
 * the supplier's available balance and the supplier's fee settings for the account's product.
 * Nothing is counted here: counts are only right under the account's lock, so they are read for
 * the one account being taken (accountUsage).
 */
export async function allocationCandidates(db: DbOrTx, productId: number, scope: AllocationScope = {}) {
  return db
    .select({
      ...resourceFields,
      supplierStatus: users.status,
      supplierRole: users.role,
      acceptOrders: users.acceptOrders,
      available: sql<number | null>`${balances.balance} - ${balances.frozenBalance}`.mapWith((v) => (v === null ? null : Number(v))),
      supplierRate: userProducts.rate,
      supplierFixedFee: userProducts.fixedFee,
    })
    .from(resources)
    .innerJoin(users, eq(users.id, resources.supplierId))
    .leftJoin(balances, eq(balances.userId, resources.supplierId))
    .leftJoin(userProducts, and(eq(userProducts.userId, resources.supplierId), eq(userProducts.productId, resources.productId)))
    .where(and(...scopeConditions(productId, scope), isNull(resources.deletedAt)))
    .orderBy(...leastRecentlyUsed);
}
export type Candidate = Awaited<ReturnType<typeof allocationCandidates>>[number];

/**
 * Takes the first of `ids` (least recently used first) that no other transaction holds: locks it,
 * marks it allocated now (the caller rolls that back with the lock when it fails its checks) and
 * answers its row as it is under the lock, in one statement. `wait` takes the first of `ids` even
 * when it is held, waiting for its holder. Null when none could be taken (all held, or deleted).
 */
export async function takeAccount(tx: DbOrTx, ids: readonly number[], now: Date, wait: boolean) {
  const target = wait
    ? eq(resources.id, ids[0] ?? -1)
    : sql`${resources.id} = (${tx
        .select({ id: resources.id })
        .from(resources)
        .where(and(inArray(resources.id, [...ids]), isNull(resources.deletedAt)))
        .orderBy(...leastRecentlyUsed)
        .limit(1)
        .for('update', { skipLocked: true })})`;
  const [row] = await tx
    .update(resources)
    .set({ lastAllocatedAt: now })
    .where(and(target, isNull(resources.deletedAt)))
    .returning(resourceFields);
  return row ?? null;
}

/** Locks the account row: allocations to one account queue here, so counts and float amounts stay right. */
export async function lockResource(tx: DbOrTx, id: number): Promise<void> {
  await tx.select({ id: resources.id }).from(resources).where(eq(resources.id, id)).for('update');
}

export interface AccountUsage {
  todayCount: number;
  todayAmount: number;
  /** Payable amounts of the account's open orders: their number is its open count. */
  openAmounts: number[];
}

/**
 * The account's orders today (UTC, the ones that may still be paid or were) and its open orders.
 * Read in a statement after the account's lock was taken: under READ COMMITTED that statement sees
 * every order the previous holder committed. Today's orders are only counted when the account has
 * a daily limit.
 */
export async function accountUsage(tx: DbOrTx, resourceId: number, dayStart: Date, countToday: boolean, ignoreOrderId?: number): Promise<AccountUsage> {
  const notSelf = ignoreOrderId === undefined ? sql`` : sql` and o.id <> ${ignoreOrderId}`;
  const today = countToday
    ? sql`(select json_build_array(count(*), coalesce(sum(o.amount), 0)) from orders o
        where o.resource_id = ${resourceId} and o.created_at >= ${dayStart.toISOString()}::timestamptz and o.status not in (${notCounted})${notSelf})`
    : sql`null`;
  const [row] = await tx
    .select({
      today: today.mapWith(jsonArray),
      open: sql`(select coalesce(json_agg(o.payable_amount), '[]') from orders o where o.resource_id = ${resourceId} and o.status in (${open})${notSelf})`.mapWith(jsonArray),
    })
    .from(resources)
    .where(eq(resources.id, resourceId));
  const [count, amount] = row?.today ?? [];
  return { todayCount: count ?? 0, todayAmount: amount ?? 0, openAmounts: row?.open ?? [] };
}

/** A json array of numbers: node-postgres and PGlite both parse json, but be safe with text. */
function jsonArray(v: unknown): number[] {
  const parsed: unknown = typeof v === 'string' ? JSON.parse(v) : v;
  return Array.isArray(parsed) ? parsed.map(Number) : [];
}

/**
 * An account that fails its checks under the lock must not stay locked: a create holding one while
 * it waits for another can deadlock with a create doing the same the other way round. A savepoint
 * taken before the first lock and rolled back to after each failure gives those locks back (and
 * undoes the account's mark as allocated).
 */
export async function beforeLocks(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`savepoint allocation_attempt`);
}

/** Releases the lock taken since beforeLocks; the savepoint stays for the next attempt. */
export async function releaseLocks(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`rollback to savepoint allocation_attempt`);
}

/** Payable amounts of the account's open orders: a new order must not share one. */
export async function openPayableAmounts(tx: DbOrTx, resourceId: number, ignoreOrderId?: number): Promise<Set<number>> {
  const rows = await tx
    .select({ p: orders.payableAmount })
    .from(orders)
    .where(and(eq(orders.resourceId, resourceId), inArray(orders.status, [...openOrderStatuses]), ignoreOrderId === undefined ? undefined : ne(orders.id, ignoreOrderId)));
  return new Set(rows.map((r) => r.p));
}
