import type { FastifyInstance } from 'fastify';
import { orderActionCalls, orderCallbackCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { deleteCallbackAttempts, listCallbackAttempts, listOrderCallbacks } from './lists.ts';
import { resendCallback } from './resend.ts';

/** Product 7.6 orderCallBack calls and the manual re-send of product 7.5 (POST /order/callback). */
export async function callbackRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.getList, listOrderCallbacks);
  registerCall(app, s, c.getDetailList, listCallbackAttempts);
  registerCall(app, s, c.delete, deleteCallbackAttempts);
  registerCall(app, s, orderActionCalls.resendCallback, resendCallback);
}
