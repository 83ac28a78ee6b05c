import { FundReason } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { applyBalanceChange, feeFor, feeSettings } from '../ledger/index.ts';
import type { PayoutRecord } from './records.ts';
import { holdNet } from './repository.ts';

/**
 * What is held of the merchant's balance for this payout now: minus the net of its hold and
 * release records. Read from the ledger rather than a flag, so a payout made while
 * PayoutOrderOccupyBalanceOnCreate was on stays held after the switch is turned off.
 */
export async function heldFor(tx: DbOrTx, p: Pick<PayoutRecord, 'merchantId' | 'orderCode'>): Promise<number> {
  return -(await holdNet(tx, p.merchantId, p.orderCode));
}

/** Takes amount + fee from the merchant at create; refused (409) beyond the balance. */
export async function holdPayout(tx: DbOrTx, p: PayoutRecord, now: Date, operatorId: number | null): Promise<void> {
  await applyBalanceChange(tx, {
    userId: p.merchantId,
    amount: -(p.amount + p.fee),
    reason: FundReason.payoutHold,
    orderCode: p.orderCode,
    operatorId,
    now,
  });
}

/** Gives back whatever is held (cancel, reject to the merchant). Nothing held: nothing moves. */
export async function releasePayout(
  tx: DbOrTx,
  p: PayoutRecord,
  now: Date,
  operatorId: number | null,
): Promise<number> {
  const held = await heldFor(tx, p);
  if (held > 0)
    await applyBalanceChange(tx, {
      userId: p.merchantId,
      amount: held,
      reason: FundReason.payoutRelease,
      orderCode: p.orderCode,
      operatorId,
      now,
    });
  return held;
}

/**
 * Completion by a payout gateway (decision 079): the platform's gateway account paid the
 * payee, so only the merchant pays amount + fee, by its hold (always taken before sending).
 */
export async function settleGatewayPayout(
  tx: DbOrTx,
  p: PayoutRecord,
  now: Date,
  operatorId: number | null,
): Promise<void> {
  const held = await heldFor(tx, p);
  const owed = p.amount + p.fee - held;
  if (owed > 0)
    await applyBalanceChange(tx, {
      userId: p.merchantId,
      amount: -owed,
      reason: FundReason.payoutPaid,
      orderCode: p.orderCode,
      operatorId,
      now,
    });
}

/**
 * Completion (docs/decisions/032-payout-order-rules.md): the merchant pays amount + fee, by the hold when there is one,
 * else debited now (refused below zero); the supplier, who paid the payee from its own account, is
 * credited amount + its commission (its user-product rate and fixed fee for the product; none
 * when it has no settings). Merchant first, as collection payments lock balances.
 */
export async function settlePayout(
  tx: DbOrTx,
  p: PayoutRecord,
  supplierId: number,
  now: Date,
  operatorId: number | null,
): Promise<void> {
  const held = await heldFor(tx, p);
  const owed = p.amount + p.fee - held;
  if (owed > 0)
    await applyBalanceChange(tx, {
      userId: p.merchantId,
      amount: -owed,
      reason: FundReason.payoutPaid,
      orderCode: p.orderCode,
      operatorId,
      now,
    });
  const fee = await feeSettings(tx, supplierId, p.productId);
  const commission = fee ? feeFor(p.amount, fee.rate, fee.fixedFee) : 0;
  await applyBalanceChange(tx, {
    userId: supplierId,
    amount: p.amount + commission,
    reason: FundReason.payoutPaid,
    orderCode: p.orderCode,
    operatorId,
    now,
  });
}
