import type { FastifyInstance } from 'fastify';
import { orderCalls as c, orderCreateCalls } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { getAllocateInfo } from './allocate-info.ts';
import { createOrder } from './create.ts';
import { getLastOrder } from './last-order.ts';
import { getOrderList } from './list.ts';
import { orderStatistics } from './statistics.ts';
import { supplementOrder } from './supplement.ts';

/** Spec 7.5: the home page, the order list, the merchant create API, allocation info and supplement. */
export async function orderRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.getList, getOrderList);
  registerCall(app, s, c.statisticsTotal, (_i, ctx) => orderStatistics(ctx));
  registerCall(app, s, c.statisticsToday, (i, ctx) => orderStatistics(ctx, { from: i.todayDate, to: i.tomorrowDate }));
  registerCall(app, s, c.statisticsYesterday, (i, ctx) => orderStatistics(ctx, { from: i.yesterdayDate, to: i.todayDate }));
  registerCall(app, s, c.getLastOrder, (_i, ctx) => getLastOrder(ctx));
  registerCall(app, s, c.getOrderAllocateInfo, (i, ctx) => getAllocateInfo(i.orderCode, ctx));
  registerCall(app, s, c.replenishmentOrder, supplementOrder);
  registerCall(app, s, orderCreateCalls.create, createOrder);
}
