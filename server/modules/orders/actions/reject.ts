import {
  Code,
  OrderStatus,
  type CallParsed,
  type OrderRow,
  type orderActionCalls,
} from '../../../../src/contract/index.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { ApiError } from '../../../http/errors.ts';
import type { AuthedContext } from '../../../http/context.ts';
import { pickPayableAmount } from '../allocation.ts';
import { lockResource, openPayableAmounts } from '../allocation-repository.ts';
import { resourceFloats, type OrderRecord } from '../records-repository.ts';
import { checkReallocation, transition } from '../state-machine.ts';
import { actOnOrder, type ActionOutcome } from './act-on-order.ts';
import { requireGoogleCode } from '../../user/index.ts';

type RejectInput = CallParsed<typeof orderActionCalls.reject>;

/**
 * Back on its account's list: an order that left the open statuses may find its payable amount
 * given to another open order of the account meanwhile; then it gets the next free one, so an SMS
 * amount still names one order.
 */
async function backToList(tx: DbOrTx, order: OrderRecord): Promise<ActionOutcome> {
  checkReallocation(order, 'reject to the list');
  if (order.resourceId === null) throw new ApiError(Code.conflict, 'errors.reselectNoAccount');
  await lockResource(tx, order.resourceId);
  const account = await resourceFloats(tx, order.resourceId);
  const taken = await openPayableAmounts(tx, order.resourceId, order.id);
  const payableAmount = taken.has(order.payableAmount)
    ? pickPayableAmount(order.amount, account?.floatUp ?? 0, account?.floatDown ?? 0, taken)
    : order.payableAmount;
  if (payableAmount === null) throw new ApiError(Code.conflict, 'errors.payableAmountTaken');
  const changes = {
    status: OrderStatus.allocated,
    locked: false,
    ...(payableAmount === order.payableAmount ? {} : { payableAmount }),
  };
  return { changes };
}

/**
 * Product 4 reject, two modes: `merchant` ends the order as Rejected with the reason kept (the
 * written text for 'other'); `list` sends it back to Allocated and unlocked on its account.
 */
export async function rejectOrder(input: RejectInput, ctx: AuthedContext): Promise<OrderRow> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForManualSupplement', input.googleCode);
  const reason = input.rejectReason === 'other' ? (input.rejectReasonText ?? 'other') : input.rejectReason;
  return actOnOrder(ctx, { orderCode: input.orderCode }, 'order.reject', async (tx, order, now) => {
    if (input.mode === 'list') return { ...(await backToList(tx, order)), note: { mode: 'list', reason } };
    transition(order, OrderStatus.rejected, reason);
    return {
      changes: { status: OrderStatus.rejected, rejectReason: reason, completedAt: now },
      note: { mode: 'merchant' },
    };
  });
}
