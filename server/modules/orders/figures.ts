import { and, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import { OrderType, type CallParsed, type OrderListSummary, type OrderStatistics, type OrderStatisticsV2, type orderFigureCalls } from '../../../src/contract/index.ts';
import { orders } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { figuresByDay, figuresByMerchant, summaryCounts, type FigureRow } from './figures-repository.ts';
import { orderFieldsHidden, orderScope } from './scope.ts';
import { within } from '../../db/time-range.ts';

const day = 86_400_000;
export const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** Figures as the contract answers them; merchant fees hidden from suppliers. */
export function toStatistics(f: FigureRow, hideFee: boolean): OrderStatistics {
  return {
    orderCount: f.orderCount,
    successCount: f.successCount,
    successRate: rate(f.successCount, f.orderCount),
    amount: f.amount,
    successAmount: f.successAmount,
    merchantFee: hideFee ? null : f.merchantFee,
  };
}

/** An order type asked for, or every type but test orders, which move no money. */
export const typeCondition = (orderType: number | undefined): SQL =>
  orderType === undefined ? ne(orders.orderType, OrderType.test) : eq(orders.orderType, orderType);

/** The UTC day [from, to) of 'YYYY-MM-DD', or of today. */
export function dayRange(date: string | undefined, now: Date): { date: string; from: Date; to: Date } {
  const d = date ?? now.toISOString().slice(0, 10);
  const from = new Date(`${d}T00:00:00.000Z`);
  return { date: d, from, to: new Date(from.getTime() + day) };
}

function sumFigures(rows: readonly FigureRow[]): FigureRow {
  const t: FigureRow = { orderCount: 0, successCount: 0, amount: 0, successAmount: 0, merchantFee: 0 };
  for (const r of rows) for (const k of Object.keys(t) as (keyof FigureRow)[]) t[k] += r[k];
  return t;
}

/**
 * Spec 7.5 statisticsV2 within the caller's scope. Every status counts, as on the home page. The
 * total is the sum of the days, so the two never disagree.
 */
export async function statisticsV2(input: CallParsed<typeof orderFigureCalls.statisticsV2>, ctx: AuthedContext): Promise<OrderStatisticsV2> {
  const hide = orderFieldsHidden(ctx.auth.user.role);
  const where = and(
    orderScope(ctx.auth.user),
    typeCondition(input.orderType),
    input.merchantUserId ? eq(orders.merchantId, input.merchantUserId) : undefined,
    // Merchants do not learn which supplier handled an order, so they cannot filter by one either.
    input.supplierUserId && !hide.supplier ? eq(orders.supplierId, input.supplierUserId) : undefined,
    input.productId ? eq(orders.productId, input.productId) : undefined,
    input.orderMark === undefined ? undefined : eq(orders.orderMark, input.orderMark),
    within(orders.createdAt, input.startTime, input.endTime),
  );
  const days = await figuresByDay(ctx.db, where);
  const merchants = input.groupByMerchant ? await figuresByMerchant(ctx.db, where) : null;
  return {
    total: toStatistics(sumFigures(days), hide.merchantFee),
    days: days.map((d) => ({ day: d.day, ...toStatistics(d, hide.merchantFee) })),
    merchants: merchants?.map((m) => ({ merchantId: m.merchantId, merchantName: m.merchantName, ...toStatistics(m, hide.merchantFee) })) ?? null,
  };
}

/** The list header: one UTC day of the caller's orders. */
export async function listSummary(input: CallParsed<typeof orderFigureCalls.listSummary>, ctx: AuthedContext): Promise<OrderListSummary> {
  const range = dayRange(input.date, ctx.clock.now());
  const where = and(orderScope(ctx.auth.user), typeCondition(input.orderType), gte(orders.createdAt, range.from), lt(orders.createdAt, range.to));
  const f = await summaryCounts(ctx.db, where);
  return { date: range.date, ...toStatistics(f, orderFieldsHidden(ctx.auth.user.role).merchantFee), openCount: f.openCount, timedOutCount: f.timedOutCount };
}
