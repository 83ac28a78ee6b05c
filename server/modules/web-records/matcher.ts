import type { DbOrTx } from '../../db/client.ts';
import { lockOrdersPaying, matchableStatuses } from '../bank-statements/index.ts';
import { writeMonitorLog } from '../monitor-log/index.ts';
import { markPaid, type OrderRecord } from '../orders/index.ts';
import { lockUsdtCandidates, markRecordMatched, type WebRecord } from './repository.ts';

const label = (r: Pick<WebRecord, 'kind' | 'id'>) =>
  r.kind === 'usdt' ? `USDT record ${r.id}` : r.kind === 'wechat' ? `WeChat notice ${r.id}` : `Web message ${r.id}`;

/** A record's amount as people read it: USDT with 6 decimals, money with 2. */
export const amountText = (kind: string, amount: number) =>
  kind === 'usdt' ? `${(amount / 1_000_000).toFixed(6)} USDT` : (amount / 100).toFixed(2);

/** The amount the order waits for, in the record's unit: the payable amount, or a USDT order's usdtCount. */
export function expectedAmount(order: OrderRecord, kind: string): number | null {
  if (kind !== 'usdt') return order.payableAmount;
  const count = Number(order.payer.usdtCount);
  return Number.isSafeInteger(count) ? count : null;
}

/**
 * The orders a record may pay, locked. A web message is matched exactly like an SMS (same
 * account, payable amount, waiting time: bank-statements lockOrdersPaying); a USDT transfer by
 * the USDT count instead, and when several fit, the one whose payer named the sending wallet.
 */
export async function lockOrdersFor(tx: DbOrTx, r: WebRecord): Promise<OrderRecord[]> {
  if (r.kind !== 'usdt') return lockOrdersPaying(tx, r.resourceId, r.amount, r.receivedAt);
  const found = await lockUsdtCandidates(tx, r.resourceId, r.amount, r.receivedAt, matchableStatuses);
  if (found.length < 2 || !r.fromAddress) return found;
  const bySender = found.filter((o) => o.payer.usdtAddress === r.fromAddress);
  return bySender.length === 1 ? bySender : found;
}

/**
 * Confirms `order` with `record`, both locked by the caller's transaction: the order becomes paid
 * and the money moves once (markPaid), the record is marked matched, and the monitor log says so.
 * supplementStatus 2 automatic, 1 by hand: a manual match names the staff account (`byAccount`),
 * as for an SMS (bank-statements confirmWithStatement).
 */
export async function confirmWithRecord(
  tx: DbOrTx,
  order: OrderRecord,
  record: WebRecord,
  o: { now: Date; by: number | null; cardNumber: string; byAccount?: string },
): Promise<OrderRecord> {
  const manual = o.byAccount !== undefined;
  const reason = manual ? `${label(record)} matched by hand` : label(record);
  const paid = await markPaid(tx, order, {
    supplementStatus: manual ? 1 : 2,
    utr: record.utr ?? record.txHash,
    operatorId: o.by,
    now: o.now,
    reason,
  });
  await markRecordMatched(tx, record.id, order.orderCode, o.now, o.by);
  await writeMonitorLog(tx, {
    resourceId: record.resourceId,
    cardNumber: o.cardNumber,
    logPhase: 'matched',
    orderCode: order.orderCode,
    content: `${label(record)} of ${amountText(record.kind, record.amount)} confirmed order ${order.orderCode}${manual ? ` (by ${o.byAccount})` : ''}`,
    now: o.now,
  });
  return paid;
}

export { label as recordLabel };
