import type { FastifyInstance } from 'fastify';
import { merchantApiCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { queryBalance, queryOrder, queryPayout } from './queries.ts';

/** The merchant API's signed queries (docs/merchant-api.md); the creates live with orders and payouts. */
export async function merchantApiRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.orderQuery, queryOrder);
  registerCall(app, s, c.payoutQuery, queryPayout);
  registerCall(app, s, c.balanceQuery, queryBalance);
}
