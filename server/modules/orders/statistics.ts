import { and, gte, lt, ne } from 'drizzle-orm';
import { OrderType, type OrderStatistics } from '../../../src/contract/index.ts';
import { orders } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { settingValue } from '../system-config/index.ts';
import { orderFigures } from './repository.ts';
import { orderFieldsHidden, orderScope } from './scope.ts';

/** Merchants and suppliers get order figures only while ShowUserStatisticInfo is on (spec 6). */
export async function assertStatisticsShown(ctx: AuthedContext): Promise<void> {
  const role = ctx.auth.user.role;
  if ((role === 'merchant' || role === 'supplier') && (await settingValue(ctx.db, 'ShowUserStatisticInfo')) === false) {
    throw new ApiError(403, 'errors.statisticsHidden');
  }
}

/**
 * The home page figures over [from, to) (all time without a range), within the caller's scope.
 * Every status counts, hidden status 10 too: an order that found no supplier is a failed order,
 * and leaving it out would flatter the success rate. Test orders move no money and are left out.
 */
export async function orderStatistics(ctx: AuthedContext, range?: { from: Date; to: Date }): Promise<OrderStatistics> {
  await assertStatisticsShown(ctx);
  const where = and(
    orderScope(ctx.auth.user),
    ne(orders.orderType, OrderType.test),
    range ? gte(orders.createdAt, range.from) : undefined,
    range ? lt(orders.createdAt, range.to) : undefined,
  );
  const f = await orderFigures(ctx.db, where);
  return {
    orderCount: f.orderCount,
    successCount: f.successCount,
    successRate: f.orderCount ? Math.round((f.successCount / f.orderCount) * 10_000) / 10_000 : 0,
    amount: f.amount,
    successAmount: f.successAmount,
    merchantFee: orderFieldsHidden(ctx.auth.user.role).merchantFee ? null : f.merchantFee,
  };
}
