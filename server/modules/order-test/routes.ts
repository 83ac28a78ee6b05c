import type { FastifyInstance } from 'fastify';
import { orderTestCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { createForMerchant } from './create-for-merchant.ts';
import { listTestProducts } from './products.ts';

/** The API test pages: the products a merchant can test with, and a superAdmin's test order. */
export async function orderTestRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.products, listTestProducts);
  registerCall(app, s, c.createForMerchant, createForMerchant);
}
