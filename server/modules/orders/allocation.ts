import { MonitorState } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accountUsage, allocationCandidates, beforeLocks, releaseLocks, takeAccount, type AccountUsage, type AllocationScope, type Candidate } from './allocation-repository.ts';

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

export const utcDayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** A limit of 0 means none: an account that should take nothing is disabled instead. */
const over = (limit: number, used: number, adding: number) => limit > 0 && used + adding > limit;

/** The checks the account row, its supplier and balance answer: made before and again under the lock. */
export function accountCheck(c: Candidate, amount: number): AllocationCheck | null {
  if (c.state !== 0) return 'resourceDisabled';
  if (c.supplierRole !== 'supplier' || c.supplierStatus !== 0 || !c.acceptOrders) return 'supplierUnavailable';
  if (c.monitorState === MonitorState.offline) return 'monitorOffline';
  // Prepaid suppliers: the payer pays into the supplier's account and its balance is debited, so
  // it must cover the order (and the account's minimum) before it may take one.
  if (c.available === null || c.available < amount || c.available < c.minOrderBalance) return 'supplierBalance';
  return null;
}

/** The checks on the account's orders: made only under its lock, where the counts are exact. */
export function usageCheck(c: Candidate, u: AccountUsage, amount: number): AllocationCheck | null {
  if (over(c.dailyCountLimit, u.todayCount, 1)) return 'dailyCountLimit';
  if (over(c.dailyAmountLimit, u.todayAmount, amount)) return 'dailyAmountLimit';
  if (u.openAmounts.length >= c.maxConcurrent) return 'maxConcurrent';
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

/** The checks again on the locked account, then its orders: the first failure, or its payable amount. */
async function checkUnderLock(
  tx: DbOrTx,
  account: Candidate,
  amount: number,
  dayStart: Date,
  scope: AllocationScope,
): Promise<{ check: AllocationCheck } | { payableAmount: number }> {
  const again = accountCheck(account, amount);
  if (again) return { check: again };
  const usage = await accountUsage(tx, account.id, dayStart, account.dailyCountLimit > 0 || account.dailyAmountLimit > 0, scope.ignoreOrderId);
  const full = usageCheck(account, usage, amount);
  if (full) return { check: full };
  const payableAmount = pickPayableAmount(amount, account.floatUp, account.floatDown, new Set(usage.openAmounts));
  return payableAmount === null ? { check: 'floatAmountsTaken' } : { payableAmount };
}

/**
 * Picks an account for a new order inside the create transaction. The accounts that pass the
 * row checks are tried least recently used first; each is locked FOR UPDATE before its orders are
 * counted, so two creates never both take an account's last slot, daily allowance or float amount.
 * A create takes the first account no other create holds (SKIP LOCKED), so concurrent creates
 * spread over the accounts instead of queueing on one; only when every remaining account is held
 * does it wait, for the least recently used. An account that fails under the lock counts under that
 * failure and its lock is given back at once (releaseLocks), so no create waits while holding one.
 * `scope` narrows the accounts for a reselect of an existing order.
 */
export async function allocate(
  tx: DbOrTx,
  productId: number,
  amount: number,
  now: Date,
  scope: AllocationScope = {},
): Promise<{ allocation: Allocation | null; info: AllocationInfo }> {
  const dayStart = utcDayStart(now);
  const candidates = await allocationCandidates(tx, productId, scope);
  const failures: AllocationInfo['failures'] = {};
  const fail = (check: AllocationCheck) => (failures[check] = (failures[check] ?? 0) + 1);
  const untried: number[] = [];
  for (const c of candidates) {
    const first = accountCheck(c, amount);
    if (first) fail(first);
    else untried.push(c.id);
  }
  const done = (allocation: Allocation | null) => ({ allocation, info: { checked: candidates.length, failures, resourceId: allocation?.resourceId ?? null } });
  if (untried.length > 0) await beforeLocks(tx);
  const byId = new Map(candidates.map((c) => [c.id, c]));
  while (untried.length > 0) {
    const locked = (await takeAccount(tx, untried, now, false)) ?? (await takeAccount(tx, untried, now, true));
    // Waited for the first and found it deleted: it counts as disabled.
    const id = locked?.id ?? untried[0]!;
    untried.splice(untried.indexOf(id), 1);
    if (!locked) {
      fail('resourceDisabled');
      continue;
    }
    // The account row as it is under the lock; its supplier as read a moment ago (not locked either way).
    const account = { ...byId.get(id)!, ...locked };
    const outcome = await checkUnderLock(tx, account, amount, dayStart, scope);
    if ('check' in outcome) {
      fail(outcome.check);
      await releaseLocks(tx);
      continue;
    }
    return done({
      resourceId: id,
      supplierId: account.supplierId,
      productId: account.productId,
      payableAmount: outcome.payableAmount,
      supplierFee: account.supplierRate === null ? null : { rate: account.supplierRate, fixedFee: account.supplierFixedFee ?? 0 },
    });
  }
  return done(null);
}
