import type { FastifyInstance } from 'fastify';
import { payoutStatisticsCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { payoutStatistics } from './figures.ts';

/** The payout statistics pages of product 2.6. */
export async function payoutStatisticsRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.statistics, payoutStatistics);
}
