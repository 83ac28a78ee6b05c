import type { FastifyInstance } from 'fastify';
import { orderActionCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { convertToTest } from './actions/convert-to-test.ts';
import { freeResource } from './actions/free-resource.ts';
import { orderMarkList, orderProductList, orderStatusList } from './actions/option-lists.ts';
import { updateOrderMark } from './actions/order-mark.ts';
import { rejectOrder } from './actions/reject.ts';
import { reselectOrder } from './actions/reselect.ts';
import { reverseOrder } from './actions/reverse.ts';
import { updateOrderStatus } from './actions/status-fix.ts';
import { unlockOrders } from './actions/unlock.ts';

/** Product 4 and 7.5 order actions (payout claims are mounted by payouts, the callback re-send elsewhere). */
export async function orderActionRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.reselect, reselectOrder);
  registerCall(app, s, c.reject, rejectOrder);
  registerCall(app, s, c.freeResource, freeResource);
  registerCall(app, s, c.reverseOrder, reverseOrder);
  registerCall(app, s, c.updateOrderMark, updateOrderMark);
  registerCall(app, s, c.unlockOrder, unlockOrders);
  registerCall(app, s, c.updateOrderStatus, updateOrderStatus);
  registerCall(app, s, c.convertToTest, convertToTest);
  registerCall(app, s, c.getOrderStatusList, () => orderStatusList());
  registerCall(app, s, c.getOrderMarkList, () => orderMarkList());
  registerCall(app, s, c.getOrderProductList, (input, ctx) => orderProductList(ctx.db, input.kind));
}
