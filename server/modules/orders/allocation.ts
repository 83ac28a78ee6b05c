import type { DbOrTx } from '../../db/client.ts';
import { allocateInDb, type AllocationScope } from './allocation-repository.ts';

/** The checks in the order they are made; an account is counted under the first one it fails. */
export type AllocationCheck =
  | 'resourceDisabled'
  | 'supplierUnavailable'
  | 'monitorOffline'
  | 'supplierBalance'
  | 'dailyCountLimit'
  | 'dailyAmountLimit'
  | 'maxConcurrent'
  | 'floatAmountsTaken';

/** What is kept in orders.allocate_info (as JSON) and answered by getOrderAllocateInfo. */
export interface AllocationInfo {
  checked: number;
  failures: Partial<Record<AllocationCheck, number>>;
  resourceId: number | null;
}

export interface Allocation {
  resourceId: number;
  supplierId: number;
  /** The account's product: the order's own, unless a reselect widened the scope. */
  productId: number;
  payableAmount: number;
  /** The supplier's fee settings for the account's product, read with the account; null when it has none. */
  supplierFee: { rate: number; fixedFee: number } | null;
}

/**
 * The amount the payer is asked for. With a float range, amount + offset for the smallest offset
 * (0, +1, -1, +2, …) within [-floatDown, +floatUp] that no open order of the account uses, so an
 * incoming SMS amount names one order; null when all are taken. Without a range, the amount.
 * bo_allocate (server/db/functions/bo_allocate.sql) does the same in SQL for allocations; reject uses
 * this one. tests/server/allocation-twins.test.ts runs both on the same inputs.
 */
export function pickPayableAmount(
  amount: number,
  floatUp: number,
  floatDown: number,
  taken: Set<number>,
): number | null {
  if (floatUp <= 0 && floatDown <= 0) return amount;
  for (let k = 0; k <= Math.max(floatUp, floatDown); k++) {
    for (const offset of k === 0 ? [0] : [k, -k]) {
      if (offset > floatUp || -offset > floatDown || amount + offset <= 0) continue;
      if (!taken.has(amount + offset)) return amount + offset;
    }
  }
  return null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

function parseInfo(text: string): AllocationInfo {
  const v = JSON.parse(text) as AllocationInfo;
  return { checked: v.checked, failures: v.failures, resourceId: v.resourceId };
}

/**
 * Picks an account for an order inside the caller's transaction (or its own statement). The rules,
 * carried out by the database function bo_allocate (server/db/functions/bo_allocate.sql) in one round trip:
 * - Every account of the product (or of `scope`, which narrows them for a reselect) is checked on
 *   its row, its supplier and the supplier's balance, in the order of AllocationCheck: the state,
 *   the supplier usable (role, status, accepting orders), the monitor not offline, the supplier's
 *   available balance (balance - frozen - reserved) covering the amount and the account's minimum.
 * - Those that pass are tried least recently used first. A create takes the first that no other
 *   transaction holds (FOR UPDATE SKIP LOCKED), so concurrent creates spread over the accounts;
 *   only when every remaining one is held does it wait, for the least recently used.
 * - Under the lock the row checks are made again, the supplier's balance row is locked and its
 *   available balance checked (migration 0017): the order's insert reserves its amount there
 *   (a trigger; every exit from the reserving statuses gives it back), so creates on one supplier
 *   queue on that row and never spend the same money twice (decision 048).
 * - Then the account's orders are counted, so two
 *   creates never both take its last slot, daily allowance or float amount: today's count and
 *   amount (UTC day; only when the account has a daily limit, 0 meaning none; docs/settings.md:
 *   LimitUseSuccessAmount on counts orders not timed out, rejected or failed, off every order the
 *   account was given; LimitMode strict needs the new order to fit, relaxed only an account still
 *   under its amount limit), then its open orders against max concurrent, then
 *   the payable amount (pickPayableAmount). The first failure counts for the account.
 * - An account failing under its lock is given back at once (a subtransaction rolled back), so no
 *   create waits while holding one: holding them deadlocked creates once accounts were full.
 */
export async function allocate(
  tx: DbOrTx,
  productId: number,
  amount: number,
  now: Date,
  scope: AllocationScope = {},
): Promise<{ allocation: Allocation | null; info: AllocationInfo }> {
  const row = await allocateInDb(tx, productId, amount, now, scope);
  return { allocation: allocationOf(row), info: parseInfo(row.a_info) };
}

/** The account a bo_allocate row (or the create function) names, or null when none fitted. */
function allocationOf(row: {
  a_resource_id: number | null;
  a_supplier_id: number | null;
  a_product_id: number | null;
  a_payable_amount: number | string | null;
  a_supplier_rate: number | null;
  a_supplier_fixed_fee: number | string | null;
}): Allocation | null {
  if (row.a_resource_id === null || row.a_supplier_id === null || row.a_product_id === null) return null;
  return {
    resourceId: row.a_resource_id,
    supplierId: row.a_supplier_id,
    productId: row.a_product_id,
    payableAmount: num(row.a_payable_amount) ?? amountMissing(),
    supplierFee:
      row.a_supplier_rate === null ? null : { rate: row.a_supplier_rate, fixedFee: num(row.a_supplier_fixed_fee) ?? 0 },
  };
}

function amountMissing(): never {
  throw new Error('bo_allocate named an account without a payable amount');
}
