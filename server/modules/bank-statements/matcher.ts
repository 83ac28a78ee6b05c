import { OrderStatus } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { markPaid } from '../orders/payment.ts';
import type { OrderRecord } from '../orders/order-records.ts';
import { openOrderStatuses } from '../orders/state-machine.ts';
import { writeMonitorLog } from '../monitor-log/write.ts';
import { markStatementMatched, type StatementRecord } from './repository.ts';

/**
 * Orders an income may confirm: those still waiting, and those timed out although the money came
 * within their time (the message was late, not the payer).
 */
export const matchableStatuses: readonly number[] = [...openOrderStatuses, OrderStatus.timedOut];

const money = (minor: number) => (minor / 100).toFixed(2);

/**
 * Confirms `order` with the income `statement`, both locked by the caller's transaction: the order
 * becomes paid (supplement status 2, automatic, with the message's UTR) and the money moves
 * (markPaid), the record is marked matched, and the monitor log says so, all or nothing.
 */
export async function confirmWithStatement(
  tx: DbOrTx,
  order: OrderRecord,
  statement: StatementRecord,
  o: { now: Date; by: number | null; cardNumber: string },
): Promise<OrderRecord> {
  const paid = await markPaid(tx, order, { supplementStatus: 2, utr: statement.utr, operatorId: o.by, now: o.now, reason: `SMS record ${statement.id}` });
  await markStatementMatched(tx, statement.id, order.orderCode, o.now, o.by);
  await writeMonitorLog(tx, {
    resourceId: statement.resourceId,
    cardNumber: o.cardNumber,
    logPhase: 'matched',
    orderCode: order.orderCode,
    content: `Income ${money(statement.amount)} (UTR ${statement.utr ?? '-'}) confirmed order ${order.orderCode}`,
    now: o.now,
  });
  return paid;
}
