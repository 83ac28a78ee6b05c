import { MonitorState } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { allocationCandidates, lockResource, markAllocated, openPayableAmounts, type AllocationScope, type Candidate } from './allocation-repository.ts';

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
}

export const utcDayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** A limit of 0 means none: an account that should take nothing is disabled instead. */
const over = (limit: number, used: number, adding: number) => limit > 0 && used + adding > limit;

export function failedCheck(c: Candidate, amount: number): AllocationCheck | null {
  if (c.state !== 0) return 'resourceDisabled';
  if (c.supplierRole !== 'supplier' || c.supplierStatus !== 0 || !c.acceptOrders) return 'supplierUnavailable';
  if (c.monitorState === MonitorState.offline) return 'monitorOffline';
  // Prepaid suppliers: the payer pays into the supplier's account and its balance is debited, so
  // it must cover the order (and the account's minimum) before it may take one.
  if (c.available === null || c.available < amount || c.available < c.minOrderBalance) return 'supplierBalance';
  if (over(c.dailyCountLimit, c.todayCount, 1)) return 'dailyCountLimit';
  if (over(c.dailyAmountLimit, c.todayAmount, amount)) return 'dailyAmountLimit';
  if (c.openCount >= c.maxConcurrent) return 'maxConcurrent';
  return null;
}

/**
 * The amount the payer is asked for. With a float range, amount + offset for the smallest offset
 * (0, +1, -1, +2, …) within [-floatDown, +floatUp] that no open order of the account uses, so an
 * incoming SMS amount names one order; null when all are taken. Without a range, the amount.
 */
export function pickPayableAmount(amount: number, floatUp: number, floatDown: number, taken: Set<number>): number | null {
  if (floatUp <= 0 && floatDown <= 0) return amount;
  for (let k = 0; k <= Math.max(floatUp, floatDown); k++) {
    for (const offset of k === 0 ? [0] : [k, -k]) {
      if (offset > floatUp || -offset > floatDown || amount + offset <= 0) continue;
      if (!taken.has(amount + offset)) return amount + offset;
    }
  }
  return null;
}

/**
 * Picks an account for a new order inside the create transaction. Candidates come least recently
 * used first; the chosen one is locked FOR UPDATE and checked again under the lock (a concurrent
 * create may just have taken its last slot), then its float amount is chosen. `scope` narrows the
 * accounts for a reselect of an existing order.
 */
export async function allocate(
  tx: DbOrTx,
  productId: number,
  amount: number,
  now: Date,
  scope: AllocationScope = {},
): Promise<{ allocation: Allocation | null; info: AllocationInfo }> {
  const dayStart = utcDayStart(now);
  const candidates = await allocationCandidates(tx, productId, dayStart, undefined, scope);
  const failures: AllocationInfo['failures'] = {};
  const fail = (check: AllocationCheck) => (failures[check] = (failures[check] ?? 0) + 1);
  for (const c of candidates) {
    const first = failedCheck(c, amount);
    if (first) {
      fail(first);
      continue;
    }
    await lockResource(tx, c.id);
    const [fresh] = await allocationCandidates(tx, productId, dayStart, c.id, scope);
    const again = fresh ? failedCheck(fresh, amount) : 'resourceDisabled';
    if (again || !fresh) {
      fail(again ?? 'resourceDisabled');
      continue;
    }
    const payableAmount = pickPayableAmount(amount, fresh.floatUp, fresh.floatDown, await openPayableAmounts(tx, c.id, scope.ignoreOrderId));
    if (payableAmount === null) {
      fail('floatAmountsTaken');
      continue;
    }
    await markAllocated(tx, c.id, now);
    return { allocation: { resourceId: c.id, supplierId: c.supplierId, productId: c.productId, payableAmount }, info: { checked: candidates.length, failures, resourceId: c.id } };
  }
  return { allocation: null, info: { checked: candidates.length, failures, resourceId: null } };
}
