import {
  OrderStatus,
  type CallParsed,
  type OrderStatusId,
  type OrderRow,
  type orderActionCalls,
} from '../../../../src/contract/index.ts';
import type { AuthedContext } from '../../../http/context.ts';
import { markPaid } from '../payment.ts';
import { transition } from '../state-machine.ts';
import { actOnOrder, type ActionOutcome } from './act-on-order.ts';
import { reallocate } from './reallocate.ts';
import { isPaid, reversePaid } from './reverse.ts';
import { requireGoogleCode } from '../../user/index.ts';

type StatusFixInput = CallParsed<typeof orderActionCalls.updateOrderStatus>;

/**
 * Product 7.5 updateOrderStatus: any move the state machine allows, each the way the system makes
 * it: to Successful the money moves (as a manual supplement), from a paid status to Failed it
 * moves back (a reversal), to Allocated the order gets an account (any fitting one, its own
 * included); every other move only changes the status. The reason goes to the audit record, and
 * to reject_reason for a fix to Rejected.
 */
export async function updateOrderStatus(input: StatusFixInput, ctx: AuthedContext): Promise<OrderRow> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForManualSupplement', input.googleCode);
  const to = input.status as OrderStatusId;
  const reason = `Status fix: ${input.reason}`;
  return actOnOrder(
    ctx,
    { orderCode: input.orderCode },
    'order.updateStatus',
    async (tx, order, now): Promise<ActionOutcome> => {
      if (to === OrderStatus.successful) {
        const paid = await markPaid(tx, order, {
          supplementStatus: 1,
          utr: order.utr,
          operatorId: ctx.auth.user.id,
          now,
          reason,
        });
        const { status, realAmount, supplementStatus, completedAt } = paid;
        return { changes: { status, realAmount, supplementStatus, completedAt }, note: { reason: input.reason } };
      }
      if (to === OrderStatus.failed && isPaid(order.status))
        return reversePaid(tx, order, now, ctx.auth.user.id, reason);
      // A fix is a move: an Allocated order is not re-allocated by it (reselect does that).
      transition(order, to, reason);
      if (to === OrderStatus.allocated)
        return { ...(await reallocate(tx, order, now, reason, {})), note: { reason: input.reason } };
      return {
        changes: { status: to, ...(to === OrderStatus.rejected ? { rejectReason: input.reason } : {}) },
        note: { reason: input.reason },
      };
    },
  );
}
