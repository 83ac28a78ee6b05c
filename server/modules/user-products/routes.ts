import type { FastifyInstance } from 'fastify';
import { userProductCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { listUserProducts } from './list.ts';
import { updateUserProduct } from './update.ts';

/** /userProduct (product 2.8): fee settings per user and product (docs/decisions/025-staff-accounts-and-user-products.md gives the paths). */
export async function userProductRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.getList, listUserProducts);
  registerCall(app, s, c.update, updateUserProduct);
}
