import { OrderStatus } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { markPaid, openOrderStatuses, type OrderRecord } from '../orders/index.ts';
import { writeMonitorLog } from '../monitor-log/index.ts';
import { lockCandidateOrders, markStatementMatched, type StatementRecord } from './repository.ts';

/**
 * Orders an income may confirm: those still waiting, and those timed out although the money came
 * within their time (the message was late, not the payer).
 */
export const matchableStatuses: readonly number[] = [...openOrderStatuses, OrderStatus.timedOut];

/** The orders an income of `amount` on the account may pay, locked (at most two: one is a match, two are ambiguous). Web messages are matched the same way. */
export function lockOrdersPaying(
  tx: DbOrTx,
  resourceId: number,
  amount: number,
  receivedAt: Date,
): Promise<OrderRecord[]> {
  return lockCandidateOrders(tx, resourceId, amount, receivedAt, matchableStatuses);
}

/** Money in minor units as people read it, with 2 decimals. */
export const money = (minor: number) => (minor / 100).toFixed(2);

/**
 * Confirms `order` with the income `statement`, both locked by the caller's transaction: the order
 * becomes paid with the message's UTR and the money moves (markPaid), the record is marked matched,
 * and the monitor log says so, all or nothing. Supplement status 2 automatic (also when a user's
 * status query finds the income), 1 by hand: a manual match names the staff account (`byAccount`).
 */
export async function confirmWithStatement(
  tx: DbOrTx,
  order: OrderRecord,
  statement: StatementRecord,
  o: { now: Date; by: number | null; cardNumber: string; byAccount?: string },
): Promise<OrderRecord> {
  const manual = o.byAccount !== undefined;
  const reason = manual ? `SMS record ${statement.id} matched by hand` : `SMS record ${statement.id}`;
  const paid = await markPaid(tx, order, {
    supplementStatus: manual ? 1 : 2,
    utr: statement.utr,
    operatorId: o.by,
    now: o.now,
    reason,
  });
  await markStatementMatched(tx, statement.id, order.orderCode, o.now, o.by);
  const income = `Income ${money(statement.amount)} (UTR ${statement.utr ?? '-'})`;
  await writeMonitorLog(tx, {
    resourceId: statement.resourceId,
    cardNumber: o.cardNumber,
    logPhase: 'matched',
    orderCode: order.orderCode,
    content: manual
      ? `${income} of SMS record ${statement.id} matched to order ${order.orderCode} by ${o.byAccount}`
      : `${income} confirmed order ${order.orderCode}`,
    now: o.now,
  });
  return paid;
}
