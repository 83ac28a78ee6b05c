import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders, resources } from '../../db/schema.ts';
import { openOrderStatuses } from './state-machine.ts';

const S = OrderStatus;

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

/** Integers as a PostgreSQL array literal, sent as text: both drivers pass text through unchanged. */
export const pgIntArray = (xs: readonly number[] | undefined) =>
  xs ? `{${xs.map((x) => Math.trunc(x)).join(',')}}` : null;
const openArray = pgIntArray(openOrderStatuses);
/** Orders that did not use up a daily limit: nobody paid them and nobody will. */
const notCountedArray = pgIntArray([S.timedOut, S.rejected, S.failed, S.allocationFailed]);

/** The order statuses the database functions need, from the state machine (one source), as array literals. */
export const statusArrays = { open: openArray, notCounted: notCountedArray };
const statusParams = {
  open: sql`${openArray}::text::smallint[]`,
  notCounted: sql`${notCountedArray}::text::smallint[]`,
};

export interface AllocationRow {
  a_resource_id: number | null;
  a_supplier_id: number | null;
  a_product_id: number | null;
  a_payable_amount: number | string | null;
  a_supplier_rate: number | null;
  a_supplier_fixed_fee: number | string | null;
  a_info: string;
}

/**
 * The allocation itself, in the database (bo_allocate, server/db/functions/bo_allocate.sql): the candidate accounts,
 * the lock of the first free one, its counts and its payable amount in one round trip. An
 * account failing under its lock is given back inside the function (a subtransaction).
 */
export async function allocateInDb(
  tx: DbOrTx,
  productId: number,
  amount: number,
  now: Date,
  scope: AllocationScope,
): Promise<AllocationRow> {
  const ids = (xs: readonly number[] | undefined) => sql`${pgIntArray(xs)}::text::integer[]`;
  const exclude = scope.excludeResourceIds?.length ? scope.excludeResourceIds : undefined;
  const result = (await tx.execute(
    sql`select * from bo_allocate(${ids(scope.productIds ?? [productId])}, ${ids(scope.supplierIds)}, ${ids(scope.resourceIds)}, ${ids(exclude)},
      ${scope.ignoreOrderId ?? null}::bigint, ${amount}::bigint, ${now.toISOString()}::timestamptz, ${statusParams.open}, ${statusParams.notCounted})`,
  )) as unknown as { rows: AllocationRow[] };
  const row = result.rows[0];
  if (!row) throw new Error('bo_allocate answered no row');
  return row;
}

/** Locks the account row: allocations to one account queue here, so counts and float amounts stay right. */
export async function lockResource(tx: DbOrTx, id: number): Promise<void> {
  await tx.select({ id: resources.id }).from(resources).where(eq(resources.id, id)).for('update');
}

/** Payable amounts of the account's open orders: a new order must not share one. */
export async function openPayableAmounts(tx: DbOrTx, resourceId: number, ignoreOrderId?: number): Promise<Set<number>> {
  const rows = await tx
    .select({ p: orders.payableAmount })
    .from(orders)
    .where(
      and(
        eq(orders.resourceId, resourceId),
        inArray(orders.status, [...openOrderStatuses]),
        ignoreOrderId === undefined ? undefined : ne(orders.id, ignoreOrderId),
      ),
    );
  return new Set(rows.map((r) => r.p));
}
