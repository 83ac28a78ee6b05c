import { and, eq, gte, lt } from 'drizzle-orm';
import type { CallParsed, OrderPerformance, OrderProfile, orderFigureCalls } from '../../../src/contract/index.ts';
import { orders } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { dayRange, rate, typeCondition } from './figures.ts';
import { performance, performanceByHour, performanceByProduct, type PerformanceRow } from './figures-repository.ts';

const none: PerformanceRow = {
  orderCount: 0,
  successCount: 0,
  amount: 0,
  payP50Seconds: null,
  payP95Seconds: null,
  timedOutCount: 0,
  allocationFailedCount: 0,
};

function toPerformance(r: PerformanceRow): OrderPerformance {
  return {
    orderCount: r.orderCount,
    successCount: r.successCount,
    successRate: rate(r.successCount, r.orderCount),
    amount: r.amount,
    payP50Seconds: r.payP50Seconds,
    payP95Seconds: r.payP95Seconds,
    timeoutShare: rate(r.timedOutCount, r.orderCount),
    allocationFailedShare: rate(r.allocationFailedCount, r.orderCount),
  };
}

/**
 * Order performance analysis (product 2.4 /order/profile, superAdmin): one UTC day, every status (an
 * order no account took is part of the picture), test orders left out. All 24 hours are answered,
 * empty ones with zeros, so a chart needs no gap filling.
 */
export async function orderProfile(
  input: CallParsed<typeof orderFigureCalls.profile>,
  ctx: AuthedContext,
): Promise<OrderProfile> {
  const range = dayRange(input.date, ctx.clock.now());
  const where = and(
    typeCondition(undefined),
    gte(orders.createdAt, range.from),
    lt(orders.createdAt, range.to),
    input.productId ? eq(orders.productId, input.productId) : undefined,
  );
  const [total, hours, products] = await Promise.all([
    performance(ctx.db, where),
    performanceByHour(ctx.db, where),
    performanceByProduct(ctx.db, where),
  ]);
  const byHour = new Map(hours.map((h) => [h.hour, h]));
  return {
    date: range.date,
    total: toPerformance(total),
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, ...toPerformance(byHour.get(hour) ?? none) })),
    products: products.map((p) => ({ productId: p.productId, productName: p.productName, ...toPerformance(p) })),
  };
}
