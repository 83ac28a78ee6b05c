import {
  Code,
  type AuditAction,
  type bankStatementCalls,
  type CallParsed,
  type ManualMatchResult,
  type MessageId,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { lockOrderByCode, type OrderRecord } from '../orders/index.ts';
import { requireGoogleCode } from '../user/index.ts';
import { matchableStatuses } from './matcher.ts';
import { cardNumberOf } from './repository.ts';

/** SMS records, web messages and USDT transfers all take the same manual-match input. */
type MatchInput = CallParsed<typeof bankStatementCalls.manualMatch>;

/** What every record a monitor reports has, as far as a manual match reads it. */
interface ReportedRecord {
  id: number;
  resourceId: number;
  amount: number;
  matchedOrderCode: string | null;
}

/** What differs between the kinds of record: how to lock one, what the answers say, how it pays. */
export interface ByHandMatch<R extends ReportedRecord> {
  /** The audit action, e.g. 'bankStatement.manualMatch'. */
  action: AuditAction;
  lock(tx: DbOrTx, id: number): Promise<R | null>;
  messages: { notFound: MessageId; alreadyMatched: MessageId; otherAccount: MessageId; amountDiffers: MessageId };
  /** A refusal of this kind of record before the shared ones (an SMS must be an income). */
  refuseFirst?(record: R): ApiError | null;
  /** The amount the order waits for (null: it waits for none of this kind) and how amounts read, in the record's unit. */
  expected(order: OrderRecord, record: R): { amount: number | null; text: (amount: number) => string };
  /** Pays the order with the record (both locked): money, record marked matched, monitor log. */
  confirm(
    tx: DbOrTx,
    order: OrderRecord,
    record: R,
    o: { now: Date; by: number; byAccount: string; cardNumber: string },
  ): Promise<OrderRecord>;
  /** The record's fields in the audit's before and after. */
  auditFields(record: R): Record<string, unknown>;
}

/** Why this record cannot pay this order, checked on the locked rows; null when it can. */
function refusal<R extends ReportedRecord>(order: OrderRecord, r: R, m: ByHandMatch<R>): ApiError | null {
  const conflict = (id: MessageId, values: Record<string, string | number>) => new ApiError(Code.conflict, id, values);
  const first = m.refuseFirst?.(r);
  if (first) return first;
  if (r.matchedOrderCode !== null)
    return conflict(m.messages.alreadyMatched, { id: r.id, orderCode: r.matchedOrderCode });
  if (order.resourceId !== r.resourceId)
    return conflict(m.messages.otherAccount, { id: r.id, orderCode: order.orderCode });
  const expected = m.expected(order, r);
  if (expected.amount !== r.amount) {
    const payable = expected.amount === null ? '-' : expected.text(expected.amount);
    return conflict(m.messages.amountDiffers, {
      id: r.id,
      orderCode: order.orderCode,
      payable,
      amount: expected.text(r.amount),
    });
  }
  if (!matchableStatuses.includes(order.status)) return conflict('errors.orderNotOpen', { orderCode: order.orderCode });
  return null;
}

/**
 * The manual match of every kind of reported record (SMS, web message, USDT transfer): staff decide
 * which order an unmatched record paid (the matcher left it, e.g. two orders fitted or the order
 * was not yet known). Google code first; the order is locked before the record, in the order
 * query-status takes them, so the two never deadlock and a concurrent second match finds the record
 * matched or the order paid. Supplement status 1 (by hand); the money moves once.
 */
export async function matchByHand<R extends ReportedRecord>(
  input: MatchInput,
  ctx: AuthedContext,
  m: ByHandMatch<R>,
): Promise<ManualMatchResult> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForManualSupplement', input.googleCode);
  const now = ctx.clock.now();
  const me = ctx.auth.user;
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrderByCode(tx, input.orderCode);
    if (!order) throw new ApiError(Code.notFound, 'errors.orderNotFound');
    const record = await m.lock(tx, input.id);
    if (!record) throw new ApiError(Code.notFound, m.messages.notFound);
    const refused = refusal(order, record, m);
    if (refused) throw refused;
    const paid = await m.confirm(tx, order, record, {
      now,
      by: me.id,
      byAccount: me.account,
      cardNumber: await cardNumberOf(tx, record.resourceId),
    });
    const fields = m.auditFields(record);
    await audit(
      tx,
      ctx,
      m.action,
      order.orderCode,
      { status: order.status, utr: order.utr, ...fields, matchedOrderCode: null },
      { status: paid.status, utr: paid.utr, supplementStatus: 1, ...fields, matchedOrderCode: order.orderCode },
    );
    return { id: record.id, orderCode: order.orderCode, status: paid.status };
  });
}
