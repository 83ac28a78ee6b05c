import { and, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import {
  addDays,
  beijingTimeZone,
  daysBetween,
  OrderType,
  startOfZonedDay,
  statisticsMaxDays,
  zonedDay,
  type CallParsed,
  type OrderListSummary,
  type OrderStatistics,
  type OrderStatisticsV2,
  type orderFigureCalls,
  type StatisticsFigures,
} from '../../../src/contract/index.ts';
import { orders } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { settingValue } from '../system-config/index.ts';
import {
  figuresByDay,
  figuresByMerchant,
  figuresBySupplier,
  summaryCounts,
  type FigureRow,
  type StatisticsRow,
} from './figures-repository.ts';
import { orderFieldsHidden, orderScope } from './scope.ts';
import { assertStatisticsShown } from './statistics.ts';
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

function sumFigures(rows: readonly StatisticsRow[]): StatisticsRow {
  const t: StatisticsRow = {
    orderCount: 0,
    successCount: 0,
    amount: 0,
    successAmount: 0,
    merchantFee: 0,
    supplierFee: 0,
  };
  for (const r of rows) for (const k of Object.keys(t) as (keyof StatisticsRow)[]) t[k] += r[k];
  return t;
}

const emptyRow: StatisticsRow = {
  orderCount: 0,
  successCount: 0,
  amount: 0,
  successAmount: 0,
  merchantFee: 0,
  supplierFee: 0,
};

/**
 * The zone the days are cut in (docs/decisions/023-order-statistics-pages.md): Beijing time when
 * OrderStatisticsTimeFormat is on, else the zone the caller's browser sends, else UTC.
 */
export async function statisticsTimeZone(ctx: AuthedContext, asked: string | undefined): Promise<string> {
  if ((await settingValue(ctx.db, 'OrderStatisticsTimeFormat')) === true) return beijingTimeZone;
  return asked ?? 'UTC';
}

/** The range asked for: explicit times, else the zone's last n days up to now, else all time. */
function rangeOf(
  input: CallParsed<typeof orderFigureCalls.statisticsV2>,
  timeZone: string,
  now: Date,
): { from?: Date; to?: Date } {
  if (input.startTime || input.endTime) return { from: input.startTime, to: input.endTime };
  if (input.lastDays)
    return { from: startOfZonedDay(addDays(zonedDay(now, timeZone), 1 - input.lastDays), timeZone), to: now };
  return {};
}

/**
 * Every day of the range, zeros included, so a chart's gaps are days without orders and not
 * missing points. Open ends stop at the first and last day with orders; a range longer than a
 * year (possible with only a start) keeps just the days with orders.
 */
function fillDays(
  rows: readonly (StatisticsRow & { day: string })[],
  range: { from?: Date; to?: Date },
  timeZone: string,
  now: Date,
) {
  const first = range.from ? zonedDay(range.from, timeZone) : rows[0]?.day;
  const lastOfRows = rows.at(-1)?.day;
  const rangeEnd = range.to ?? (range.from ? now : undefined);
  const last = rangeEnd ? zonedDay(rangeEnd, timeZone) : lastOfRows;
  if (!first || !last) return rows;
  const lo = rows[0] && rows[0].day < first ? rows[0].day : first;
  const hi = lastOfRows && lastOfRows > last ? lastOfRows : last;
  if (Date.parse(hi) - Date.parse(lo) >= statisticsMaxDays * 86_400_000) return rows;
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysBetween(lo, hi).map((day) => byDay.get(day) ?? { ...emptyRow, day });
}

/**
 * Product 7.5 statisticsV2 within the caller's scope. Every status counts, as on the home page. The
 * total is the sum of the days, so the two never disagree. Merchants and suppliers get figures
 * only while ShowUserStatisticInfo is on (product 6 "show statistics to users").
 */
export async function statisticsV2(
  input: CallParsed<typeof orderFigureCalls.statisticsV2>,
  ctx: AuthedContext,
): Promise<OrderStatisticsV2> {
  await assertStatisticsShown(ctx);
  const role = ctx.auth.user.role;
  const hide = orderFieldsHidden(role);
  const now = ctx.clock.now();
  const timeZone = await statisticsTimeZone(ctx, input.timeZone);
  const range = rangeOf(input, timeZone, now);
  const where = and(
    orderScope(ctx.auth.user),
    typeCondition(input.orderType),
    input.merchantUserId ? eq(orders.merchantId, input.merchantUserId) : undefined,
    // Merchants do not learn which supplier handled an order, so they cannot filter by one either.
    input.supplierUserId && !hide.supplier ? eq(orders.supplierId, input.supplierUserId) : undefined,
    input.productId ? eq(orders.productId, input.productId) : undefined,
    // Nor the marks staff put on orders.
    input.orderMark === undefined || hide.mark ? undefined : eq(orders.orderMark, input.orderMark),
    within(orders.createdAt, range.from, range.to),
  );
  const days = await figuresByDay(ctx.db, where, timeZone);
  const merchants = input.groupByMerchant ? await figuresByMerchant(ctx.db, where) : null;
  const suppliers = input.groupBySupplier && !hide.supplier ? await figuresBySupplier(ctx.db, where) : null;
  const figures = (f: StatisticsRow): StatisticsFigures => ({
    ...toStatistics(f, hide.merchantFee),
    supplierFee: hide.supplier ? null : f.supplierFee,
  });
  return {
    timeZone,
    total: figures(sumFigures(days)),
    days: fillDays(days, range, timeZone, now).map((d) => ({ day: d.day, ...figures(d) })),
    merchants:
      merchants?.map((m) => ({ merchantId: m.merchantId, merchantName: m.merchantName, ...figures(m) })) ?? null,
    suppliers:
      suppliers?.map((x) => ({ supplierId: x.supplierId, supplierName: x.supplierName, ...figures(x) })) ?? null,
  };
}

/** The list header: one UTC day of the caller's orders. */
export async function listSummary(
  input: CallParsed<typeof orderFigureCalls.listSummary>,
  ctx: AuthedContext,
): Promise<OrderListSummary> {
  const range = dayRange(input.date, ctx.clock.now());
  const where = and(
    orderScope(ctx.auth.user),
    typeCondition(input.orderType),
    gte(orders.createdAt, range.from),
    lt(orders.createdAt, range.to),
  );
  const f = await summaryCounts(ctx.db, where);
  return {
    date: range.date,
    ...toStatistics(f, orderFieldsHidden(ctx.auth.user.role).merchantFee),
    openCount: f.openCount,
    timedOutCount: f.timedOutCount,
  };
}
