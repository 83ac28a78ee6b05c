import { Code, FundReason, type BalanceOperationReason } from '../../../src/contract/index.ts';
import { ApiError } from '../../http/errors.ts';

export interface Holding {
  balance: number;
  frozenBalance: number;
  deposit: number;
  /** A supplier's money promised to its unpaid orders (migration 0017). */
  reserved: number;
}

export interface Effect {
  /** Signed change of the balance (the fund record's amount). */
  balance: number;
  /** Signed change of balances.deposit. */
  deposit: number;
}

const money = (minor: number) => (minor / 100).toFixed(2);

/**
 * What each reason does (docs/decisions/024-fund-records-and-balance-operations.md): a deposit is money set aside
 * from the balance, so adding one debits the balance and reducing one credits it back. Any debit
 * is refused beyond the available balance (balance minus frozen minus reserved): frozen money is
 * promised to payouts, reserved money to a supplier's unpaid orders (decision 048).
 */
export function effectOf(reason: BalanceOperationReason, amount: number, h: Holding): Effect {
  const effect: Effect =
    reason === FundReason.addBalance
      ? { balance: amount, deposit: 0 }
      : reason === FundReason.withdraw
        ? { balance: -amount, deposit: 0 }
        : reason === FundReason.addDeposit
          ? { balance: -amount, deposit: amount }
          : reason === FundReason.reduceDeposit
            ? { balance: amount, deposit: -amount }
            : // changeRate, changeFixedFee, adjustment: signed corrections of the balance.
              { balance: amount, deposit: 0 };
  if (effect.deposit < 0 && -effect.deposit > h.deposit) {
    throw new ApiError(Code.conflict, 'errors.depositNotEnough', {
      amount: money(-effect.deposit),
      deposit: money(h.deposit),
    });
  }
  const available = h.balance - h.frozenBalance - h.reserved;
  if (effect.balance < 0 && -effect.balance > available) {
    throw new ApiError(Code.conflict, 'errors.overAvailable', {
      amount: money(-effect.balance),
      available: money(Math.max(available, 0)),
    });
  }
  return effect;
}
