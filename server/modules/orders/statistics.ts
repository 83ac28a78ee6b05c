import { and, gte, lt, ne } from 'drizzle-orm';
import { OrderType, type OrderStatistics } from '../../../src/contract/index.ts';
import { orders } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { settingValue } from '../system-config/index.ts';
import { orderFigures } from './repository.ts';
import { orderFieldsHidden, orderScope } from './scope.ts';

/** Merchants and suppliers get order figures only while ShowUserStatisticInfo is on (product 6). */
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
 * CompleteTimeFilter on: the paid figures (success count, success amount, merchant fee) are those
 * of the orders completed in the range, whenever they were created, the money that came in that
 * day; the order count, amount and success rate stay those of the orders created in it (the rate
 * is the share of them that were paid, so it never passes 100%).
 */
export async function orderStatistics(ctx: AuthedContext, range?: { from: Date; to: Date }): Promise<OrderStatistics> {
  await assertStatisticsShown(ctx);
  const within = (column: typeof orders.createdAt | typeof orders.completedAt) =>
    and(
      orderScope(ctx.auth.user),
      ne(orders.orderType, OrderType.test),
      range ? gte(column, range.from) : undefined,
      range ? lt(column, range.to) : undefined,
    );
  const byCompletion = range !== undefined && (await settingValue(ctx.db, 'CompleteTimeFilter')) === true;
  const [f, paid] = await Promise.all([
    orderFigures(ctx.db, within(orders.createdAt)),
    byCompletion ? orderFigures(ctx.db, within(orders.completedAt)) : null,
  ]);
  return {
    orderCount: f.orderCount,
    successCount: (paid ?? f).successCount,
    successRate: f.orderCount ? Math.round((f.successCount / f.orderCount) * 10_000) / 10_000 : 0,
    amount: f.amount,
    successAmount: (paid ?? f).successAmount,
    merchantFee: orderFieldsHidden(ctx.auth.user.role).merchantFee ? null : (paid ?? f).merchantFee,
  };
}
