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
import { callbackTimeoutMs } from './job.ts';
import { callbackPayload } from './payload.ts';
import { attemptCap } from './policy.ts';
import { recordAttempt, toCallbackAttempt } from './record-attempt.ts';
import { findDelivery } from './repository.ts';
import { postCallback } from './send.ts';

type ResendInput = CallParsed<typeof orderActionCalls.resendCallback>;

/**
 * Spec 7.5 POST /order/callback: sends the order's callback now, whatever the job's schedule, and
 * records it as a manual attempt of the operator. The request runs outside any transaction; the
 * outcome, the order's move (Callback Failed -> Callback Successful when it got through) and the
 * audit record are written together afterwards.
 */
export async function resendCallback(input: ResendInput, ctx: AuthedContext): Promise<CallbackAttempt> {
  const found = await findDelivery(ctx.db, input.orderCode);
  if (!found) throw new ApiError(Code.notFound, 'errors.orderNotFound');
  const { order } = found;
  if (!successfulOrderStatuses.includes(order.status))
    throw new ApiError(Code.conflict, 'errors.callbackNotPaid', { orderCode: order.orderCode });
  if (!order.notifyUrl) throw new ApiError(Code.conflict, 'errors.callbackNoUrl', { orderCode: order.orderCode });

  const body = JSON.stringify(callbackPayload(order, found.merchant));
  const outcome = await postCallback(ctx.outbound, order.notifyUrl, body, callbackTimeoutMs);
  const cap = attemptCap(await settingValue(ctx.db, 'TimeoutCallbackTime'));
  const now = ctx.clock.now();
  const { attempt } = await ctx.db.transaction(async (tx) => {
    const done = await recordAttempt(tx, order.orderCode, outcome, {
      trigger: 'manual',
      operatorId: ctx.auth.user.id,
      now,
      url: order.notifyUrl,
      requestBody: body,
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
