import { Code, OrderStatus, orderEventOf, type TestDrive, type TestOutcome } from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { tellOrderMove } from './outcome-events.ts';
import { markPaid } from './payment.ts';
import { lockOrder, updateOrder, type OrderRecord } from './records-repository.ts';
import { testTransition } from './state-machine.ts';

/**
 * Test mode (decision 130): moves one of the merchant's test orders to the outcome asked, in one
 * transaction with the row locked, as the live move would: paid through markPaid (which moves no
 * money for a test order), timed out and rejected with their callback events. The state machine
 * (testTransition) refuses what a live order could not do, e.g. a second outcome.
 */
export async function driveTestOrder(
  db: Db,
  now: Date,
  merchantId: number,
  orderCode: string,
  outcome: TestOutcome,
): Promise<TestDrive> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { orderCode });
    if (!order || order.merchantId !== merchantId) throw new ApiError(Code.notFound, 'errors.orderNotFound');
    const move = testTransition(order, outcome);
    let after: OrderRecord;
    if (move.to === OrderStatus.successful) {
      after = await markPaid(tx, order, {
        supplementStatus: 2,
        utr: `TEST${order.orderCode.slice(-8)}`,
        operatorId: null,
        now,
        reason: move.reason,
      });
    } else {
      const changes =
        move.to === OrderStatus.rejected
          ? { status: move.to, rejectReason: 'paymentNotReceived', completedAt: now, updatedAt: now }
          : { status: move.to, updatedAt: now };
      await updateOrder(tx, order.id, changes);
      after = { ...order, ...changes };
      await tellOrderMove(tx, order, after, now);
    }
    return {
      kind: 'order' as const,
      orderCode: after.orderCode,
      mchOrderNo: after.mchOrderNo,
      status: after.status,
      eventType: orderEventOf(order.status, after.status) ?? '',
    };
  });
}
