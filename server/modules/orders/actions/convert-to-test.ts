import {
  Code,
  OrderType,
  type CallParsed,
  type OrderRow,
  type orderActionCalls,
} from '../../../../src/contract/index.ts';
import type { AuthedContext } from '../../../http/context.ts';
import { ApiError } from '../../../http/errors.ts';
import { fundRecordCount } from '../records-repository.ts';
import { actOnOrder } from './act-on-order.ts';
import { isPaid } from './reverse.ts';

/**
 * Product 4 convert to test: the order will move no money. Only an order that never moved any: not
 * paid, and not a reversed one either (its fund records would then belong to a test order).
 */
export function convertToTest(
  input: CallParsed<typeof orderActionCalls.convertToTest>,
  ctx: AuthedContext,
): Promise<OrderRow> {
  return actOnOrder(ctx, { orderCode: input.orderCode }, 'order.convertToTest', async (tx, order) => {
    if (isPaid(order.status) || (await fundRecordCount(tx, order.orderCode)) > 0)
      throw new ApiError(Code.conflict, 'errors.orderMovedMoney', { orderCode: order.orderCode });
    if (order.orderType === OrderType.test)
      throw new ApiError(Code.conflict, 'errors.orderAlreadyTest', { orderCode: order.orderCode });
    return { changes: { orderType: OrderType.test } };
  });
}
