import { OrderType, orderEventOf } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueEvent } from '../callback-events/index.ts';
import type { OrderRecord } from './records-repository.ts';

/**
 * Records the callback event of a move the state machine made (orderEventOf), in the caller's
 * transaction, with the order as the move leaves it. A paid order's callback is scheduled by the
 * order row itself (payment.ts), so its event is recorded unscheduled: it names the event only.
 */
export async function tellOrderMove(
  tx: DbOrTx,
  before: Pick<OrderRecord, 'status'>,
  after: OrderRecord,
  now: Date,
): Promise<void> {
  const eventType = orderEventOf(before.status, after.status);
  if (!eventType) return;
  await enqueueEvent(tx, {
    eventType,
    orderCode: after.orderCode,
    mchOrderNo: after.mchOrderNo,
    merchantId: after.merchantId,
    url: after.notifyUrl,
    test: after.orderType === OrderType.test,
    data: {
      mchId: after.merchantId,
      mchOrderNo: after.mchOrderNo,
      orderCode: after.orderCode,
      productId: after.productId,
      amount: after.amount,
      realAmount: after.realAmount,
      status: after.status,
      utr: after.utr,
      rejectReason: after.rejectReason,
      completedAt: after.completedAt?.toISOString(),
    },
    now,
    schedule: eventType !== 'order.paid',
  });
}
