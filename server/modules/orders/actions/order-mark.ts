import type { CallParsed, OrderRow, orderActionCalls } from '../../../../src/contract/index.ts';
import type { AuthedContext } from '../../../http/context.ts';
import { actOnOrder } from './act-on-order.ts';

/** Product 7.5 updateOrderMark: by order id; null clears the mark. */
export function updateOrderMark(
  input: CallParsed<typeof orderActionCalls.updateOrderMark>,
  ctx: AuthedContext,
): Promise<OrderRow> {
  return actOnOrder(ctx, { id: input.id }, 'order.updateMark', async () => ({
    changes: { orderMark: input.orderMark },
  }));
}
