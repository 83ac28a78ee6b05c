import {
  Code,
  FundReason,
  OrderStatus,
  successfulOrderStatuses,
  type CallParsed,
  type OrderRow,
  type orderActionCalls,
} from '../../../../src/contract/index.ts';
import type { DbOrTx } from '../../../db/client.ts';
import type { AuthedContext } from '../../../http/context.ts';
import { ApiError } from '../../../http/errors.ts';
import { applyBalanceChange } from '../../ledger/index.ts';
import { movedByOrder, type OrderRecord } from '../records-repository.ts';
import { transition } from '../state-machine.ts';
import { actOnOrder, type ActionOutcome } from './act-on-order.ts';
import { requireGoogleCode } from '../../user/index.ts';

/**
 * A paid order becomes Failed and every balance it changed changes back by exactly what its fund
 * records say (reason orderReversal). Balances are locked merchant first, as payment locks them,
 * so a reversal and a payment never wait on each other crosswise. The merchant's debit may not
 * take its balance below zero: the whole reversal is then refused (errors.insufficientBalance).
 */
export async function reversePaid(
  tx: DbOrTx,
  order: OrderRecord,
  now: Date,
  operatorId: number,
  remark: string,
): Promise<ActionOutcome> {
  if (!isPaid(order.status)) throw new ApiError(Code.conflict, 'errors.orderNotPaid', { orderCode: order.orderCode });
  transition(order, OrderStatus.failed, remark);
  const moved = (await movedByOrder(tx, order.orderCode)).filter((m) => m.total !== 0);
  moved.sort(
    (a, b) => Number(b.userId === order.merchantId) - Number(a.userId === order.merchantId) || a.userId - b.userId,
  );
  for (const m of moved) {
    await applyBalanceChange(tx, {
      userId: m.userId,
      amount: -m.total,
      reason: FundReason.orderReversal,
      orderCode: order.orderCode,
      operatorId,
      remark,
      now,
    });
  }
  return {
    changes: { status: OrderStatus.failed },
    note: { reversed: moved.map((m) => ({ userId: m.userId, amount: -m.total })), reason: remark },
  };
}

export const isPaid = (status: number) => successfulOrderStatuses.includes(status);

/** Product 7.5 reverseOrder: undoes a paid order (Successful, Callback Successful or Failed). */
export async function reverseOrder(
  input: CallParsed<typeof orderActionCalls.reverseOrder>,
  ctx: AuthedContext,
): Promise<OrderRow> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForManualSupplement', input.googleCode);
  return actOnOrder(ctx, { orderCode: input.orderCode }, 'order.reverse', (tx, order, now) =>
    reversePaid(tx, order, now, ctx.auth.user.id, 'Order reversed'),
  );
}
