import {
  Code,
  successfulOrderStatuses,
  type CallbackAttempt,
  type CallParsed,
  type orderActionCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { settingValue } from '../system-config/index.ts';
import { latestEvent } from '../callback-events/index.ts';
import { paidEventId, sendEvent } from './deliver-event.ts';
import { callbackTimeoutMs } from './job.ts';
import { callbackPayload } from './payload.ts';
import { attemptCap } from './policy.ts';
import { recordAttempt, toCallbackAttempt } from './record-attempt.ts';
import { findDelivery } from './repository.ts';
import { postCallback } from './send.ts';

type ResendInput = CallParsed<typeof orderActionCalls.resendCallback>;

/**
 * Product 7.5 POST /order/callback: sends the order's callback now, whatever the job's schedule, and
 * records it as a manual attempt of the operator. The request runs outside any transaction; the
 * outcome, the order's move (Callback Failed -> Callback Successful when it got through) and the
 * audit record are written together afterwards.
 */
export async function resendCallback(input: ResendInput, ctx: AuthedContext): Promise<CallbackAttempt> {
  const found = await findDelivery(ctx.db, input.orderCode);
  // A merchant re-sends its own orders' and payouts' callbacks only (decision 131): another's is
  // not found, as on the merchant API.
  const ownOnly = ctx.auth.user.role === 'merchant' ? ctx.auth.user.id : null;
  if (found && ownOnly !== null && found.order.merchantId !== ownOnly)
    throw new ApiError(Code.notFound, 'errors.orderNotFound');
  const cap = attemptCap(await settingValue(ctx.db, 'TimeoutCallbackTime'));
  // Not a paid order (an order's other outcome, or a payout's): its latest event, same event id.
  if (!found || !successfulOrderStatuses.includes(found.order.status))
    return resendEvent(input.orderCode, !!found, cap, ctx, ownOnly);
  const { order } = found;
  if (!order.notifyUrl) throw new ApiError(Code.conflict, 'errors.callbackNoUrl', { orderCode: order.orderCode });

  const eventId = await paidEventId(ctx.db, order, ctx.clock.now());
  const body = JSON.stringify(callbackPayload(order, found.merchant, { eventId, sentAt: ctx.clock.now() }));
  const outcome = await postCallback(ctx.outbound, order.notifyUrl, body, callbackTimeoutMs);
  const now = ctx.clock.now();
  const { attempt } = await ctx.db.transaction(async (tx) => {
    const done = await recordAttempt(tx, order.orderCode, outcome, {
      trigger: 'manual',
      operatorId: ctx.auth.user.id,
      now,
      url: order.notifyUrl,
      requestBody: body,
      eventId,
      cap,
      lease: null,
    });
    await audit(
      tx,
      ctx,
      'order.callback.resend',
      order.orderCode,
      { status: order.status, callbackCount: order.callbackCount },
      {
        status: done.order.status,
        callbackCount: done.order.callbackCount,
        success: outcome.success,
        responseStatus: outcome.status,
      },
    );
    return done;
  });
  return toCallbackAttempt(attempt);
}

/**
 * Re-sends the latest event of an order that is not paid, or of a payout: a new manual attempt of
 * the same event (same eventId, a new timestamp), audited like the paid re-send.
 */
async function resendEvent(
  code: string,
  isOrder: boolean,
  cap: number,
  ctx: AuthedContext,
  ownOnly: number | null,
): Promise<CallbackAttempt> {
  const event = await latestEvent(ctx.db, code);
  if (event && ownOnly !== null && event.merchantId !== ownOnly)
    throw new ApiError(Code.notFound, isOrder ? 'errors.orderNotFound' : 'errors.payoutNotFound');
  if (!event && isOrder) throw new ApiError(Code.conflict, 'errors.callbackNotPaid', { orderCode: code });
  if (!event) throw new ApiError(Code.notFound, 'errors.orderNotFound');
  if (!event.url) throw new ApiError(Code.conflict, 'errors.callbackNoUrl', { orderCode: code });
  const attempt = await sendEvent(ctx.db, event, {
    trigger: 'manual',
    operatorId: ctx.auth.user.id,
    cap,
    guard: ctx.outbound,
    timeoutMs: callbackTimeoutMs,
    now: () => ctx.clock.now(),
  });
  await audit(
    ctx.db,
    ctx,
    'order.callback.resend',
    code,
    { eventId: event.eventId, eventType: event.eventType },
    {
      success: attempt.success,
      responseStatus: attempt.responseStatus,
    },
  );
  return toCallbackAttempt(attempt);
}
