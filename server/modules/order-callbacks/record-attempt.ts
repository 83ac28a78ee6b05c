import { OrderStatus, type CallbackAttempt, type OrderStatusId } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { lockOrderByCode, type OrderRecord, transition } from '../orders/index.ts';
import { backoffMs } from './policy.ts';
import {
  autoAttemptsSoFar,
  countPaidEventAttempt,
  insertAttempt,
  updateAfterAttempt,
  type AttemptRecord,
} from './repository.ts';
import type { SendOutcome } from './send.ts';

export interface AttemptMeta {
  trigger: 'auto' | 'manual';
  operatorId: number | null;
  now: Date;
  url: string;
  requestBody: string;
  /** The paid event this attempt tells (the same on every try and re-send). */
  eventId: string;
  /** Automatic tries before giving up (TimeoutCallbackTime). */
  cap: number;
  /** The job's claim; null for a manual re-send. */
  lease: Date | null;
}

export function toCallbackAttempt(r: AttemptRecord): CallbackAttempt {
  return {
    id: r.id,
    orderCode: r.orderCode,
    mchOrderNo: r.mchOrderNo,
    merchantId: r.merchantId,
    url: r.url,
    httpMethod: r.httpMethod,
    requestBody: r.requestBody,
    responseStatus: r.responseStatus,
    responseBody: r.responseBody,
    success: r.success,
    error: r.error,
    attempt: r.attempt,
    trigger: r.trigger === 'manual' ? 'manual' : 'auto',
    durationMs: r.durationMs,
    createTime: r.createdAt.toISOString(),
    eventType: r.eventType,
  };
}

/** Where the order goes after this attempt; the state machine checks the move. */
function nextStatus(order: OrderRecord, success: boolean, gaveUp: boolean): OrderStatusId {
  const S = OrderStatus;
  if (success && (order.status === S.successful || order.status === S.callbackFailed))
    return transition(order, S.callbackSuccessful, 'callback delivered').to;
  if (gaveUp && order.status === S.successful)
    return transition(order, S.callbackFailed, 'callback attempts exhausted').to;
  return order.status as OrderStatusId;
}

/**
 * Records one attempt and what follows from it, with the order row locked: the attempt row, the
 * order's count, time and success flag, its status (Successful -> Callback Successful on the first
 * delivery, -> Callback Failed when the automatic tries are used up) and the next due time.
 * An automatic attempt reschedules only while its claim still stands: a manual re-send that got
 * through meanwhile has cleared it, and that must not be undone.
 */
export async function recordAttempt(
  tx: DbOrTx,
  orderCode: string,
  outcome: SendOutcome,
  meta: AttemptMeta,
): Promise<{ attempt: AttemptRecord; order: OrderRecord }> {
  const order = await lockOrderByCode(tx, orderCode);
  if (!order) throw new Error(`order ${orderCode} vanished while its callback was sent`);
  const auto = meta.trigger === 'auto';
  // A manual re-send starts a round of its own: attempt 1 (order_callbacks.attempt).
  const attemptNo = auto ? (await autoAttemptsSoFar(tx, orderCode)) + 1 : 1;
  const attempt = await insertAttempt(tx, {
    orderCode,
    mchOrderNo: order.mchOrderNo,
    merchantId: order.merchantId,
    url: meta.url,
    httpMethod: 'POST',
    requestBody: meta.requestBody,
    responseStatus: outcome.status,
    responseBody: outcome.body,
    success: outcome.success,
    error: outcome.error,
    attempt: attemptNo,
    trigger: meta.trigger,
    operatorId: meta.operatorId,
    durationMs: outcome.durationMs,
    eventId: meta.eventId,
    eventType: 'order.paid',
    createdAt: meta.now,
  });
  await countPaidEventAttempt(tx, meta.eventId, auto, outcome.success);

  const holdsClaim = auto && meta.lease !== null && order.callbackNextAt?.getTime() === meta.lease.getTime();
  const gaveUp = holdsClaim && !outcome.success && attemptNo >= meta.cap;
  let callbackNextAt = order.callbackNextAt;
  if (outcome.success) callbackNextAt = null;
  else if (holdsClaim) callbackNextAt = gaveUp ? null : new Date(meta.now.getTime() + backoffMs(attemptNo));
  const set = {
    status: nextStatus(order, outcome.success, gaveUp),
    // Delivered at least once: a later failed re-send does not take that back.
    callbackSuccess: order.callbackSuccess || outcome.success,
    lastCallbackAt: meta.now,
    callbackNextAt,
    updatedAt: meta.now,
  };
  await updateAfterAttempt(tx, order.id, set);
  return { attempt, order: { ...order, ...set, callbackCount: order.callbackCount + 1 } };
}
