import { Code, type FundReasonId } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { addToBalance, insertFundRecord, lockBalanceRow } from './repository.ts';

export interface BalanceChange {
  userId: number;
  /** Signed, in minor units: positive credits, negative debits. */
  amount: number;
  reason: FundReasonId;
  orderCode?: string | null;
  operatorId?: number | null;
  remark?: string;
  /**
   * Debits refuse to take the balance below zero unless the money has already left (a supplier's
   * payer paid into the supplier's own account: refusing would only hide that it happened).
   */
  allowNegative?: boolean;
  now: Date;
}

export interface AppliedChange {
  balanceBefore: number;
  balanceAfter: number;
  /** The fund record written; null when the amount was zero (nothing moved, nothing recorded). */
  fundRecordId: number | null;
}

/**
 * The one way a balance changes (docs/architecture.md): the balances row is locked FOR UPDATE, so
 * concurrent changes queue instead of losing each other, and the fund record with before and
 * after goes into the SAME transaction; `tx` must be a transaction. The sum of a user's fund
 * records therefore always equals the balance.
 */
export async function applyBalanceChange(tx: DbOrTx, change: BalanceChange): Promise<AppliedChange> {
  const row = await lockBalanceRow(tx, change.userId);
  if (!row) throw new ApiError(Code.notFound, 'errors.userNotFound');
  const balanceBefore = row.balance;
  const balanceAfter = balanceBefore + change.amount;
  if (change.amount < 0 && balanceAfter < 0 && !change.allowNegative) {
    throw new ApiError(Code.conflict, 'errors.insufficientBalance');
  }
  if (change.amount === 0) return { balanceBefore, balanceAfter, fundRecordId: null };
  await addToBalance(tx, change.userId, change.amount, change.now);
  const fundRecordId = await insertFundRecord(tx, {
    userId: change.userId,
    reason: change.reason,
    amount: change.amount,
    balanceBefore,
    balanceAfter,
    orderCode: change.orderCode ?? null,
    operatorId: change.operatorId ?? null,
    remark: change.remark ?? '',
    createdAt: change.now,
  });
  return { balanceBefore, balanceAfter, fundRecordId };
}
