import {
  Code,
  OrderStatus,
  type CallParsed,
  type OrderRow,
  type orderActionCalls,
} from '../../../../src/contract/index.ts';
import type { AuthedContext } from '../../../http/context.ts';
import { ApiError } from '../../../http/errors.ts';
import { openOrderStatuses, transition } from '../state-machine.ts';
import { actOnOrder } from './act-on-order.ts';

type FreeInput = CallParsed<typeof orderActionCalls.freeResource>;

/**
 * Product 7.5 freeResource: an open order (Allocated, Processing) times out now, so its account's
 * concurrency slot and float amount are free for the next order. Offset supplements do not exist
 * yet, so there is no offset order to free.
 */
export function freeResource(input: FreeInput, ctx: AuthedContext): Promise<OrderRow> {
  if (input.isOffsetReplenishmentOrder) throw new ApiError(Code.badRequest, 'errors.offsetFreeUnavailable');
  return actOnOrder(ctx, { orderCode: input.orderCode }, 'order.freeResource', async (_tx, order) => {
    if (!(openOrderStatuses as readonly number[]).includes(order.status))
      throw new ApiError(Code.conflict, 'errors.orderNotOpen', { orderCode: order.orderCode });
    transition(order, OrderStatus.timedOut, 'free resource');
    return { changes: { status: OrderStatus.timedOut, remark: order.remark === '' ? 'Freed' : order.remark } };
  });
}
