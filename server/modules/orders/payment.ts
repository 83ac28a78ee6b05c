import { FundReason, OrderStatus, OrderType } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { applyBalanceChange } from '../ledger/index.ts';
import { settingValue } from '../system-config/index.ts';
import { updateOrder, type OrderRecord } from './records-repository.ts';
import { tellOrderMove } from './outcome-events.ts';
import { transition } from './state-machine.ts';
import { ordersFinished } from '../../lib/metrics.ts';

export interface Payment {
  /** 1 manual, 2 automatic. */
  supplementStatus: number | null;
  utr: string | null;
  operatorId: number | null;
  now: Date;
  reason: string;
}

/**
 * An order becomes paid, and the money moves, in the caller's transaction with the order row
 * already locked: the state machine refuses a second move to successful, so the money moves once.
 * The merchant is credited amount - merchant fee; the supplier's prepaid balance is debited
 * amount - supplier fee (the payer paid into the supplier's own account, so the debit may not be
 * refused) unless IsSupplierRemoveBalanceOnOrderFinished is off (suppliers who settle the money
 * they collect outside the platform: their balance stays as it is, and a reversal, which undoes
 * the fund records, gives nothing back either); test orders move nothing (docs/decisions/011-collection-order-rules.md).
 * An order with a notifyUrl is due for its
 * callback from the same moment, in the same update, so a paid order is never left untold.
 */
export async function markPaid(tx: DbOrTx, order: OrderRecord, p: Payment): Promise<OrderRecord> {
  transition(order, OrderStatus.successful, p.reason);
  const set = {
    status: OrderStatus.successful,
    realAmount: order.amount,
    supplementStatus: p.supplementStatus,
    utr: p.utr,
    completedAt: p.now,
    updatedAt: p.now,
    // Due at once: the callback job tells the merchant (server/modules/order-callbacks/job.ts).
    callbackNextAt: order.notifyUrl ? p.now : null,
  };
  await updateOrder(tx, order.id, set);
  // Counted inside the transaction: a rare rollback after this point is counted too.
  ordersFinished.inc({ product: String(order.productId) });
  // The event id of this payment, in the same transaction (outcome-events.ts).
  await tellOrderMove(tx, order, { ...order, ...set }, p.now);
  if (order.orderType !== OrderType.test) {
    const common = { orderCode: order.orderCode, operatorId: p.operatorId, now: p.now };
    await applyBalanceChange(tx, {
      ...common,
      userId: order.merchantId,
      amount: order.amount - order.merchantFee,
      reason: FundReason.orderIncome,
      remark: p.reason,
    });
    if (order.supplierId !== null && (await settingValue(tx, 'IsSupplierRemoveBalanceOnOrderFinished'))) {
      await applyBalanceChange(tx, {
        ...common,
        userId: order.supplierId,
        amount: -(order.amount - order.supplierFee),
        reason: FundReason.supplierCollection,
        remark: p.reason,
        allowNegative: true,
      });
    }
  }
  return { ...order, ...set };
}
