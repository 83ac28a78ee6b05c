import { and, eq } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  startOfZonedDay,
  statisticsMaxDays,
  zonedDay,
  type CallParsed,
  type PayoutFigures,
  type PayoutStatistics,
  type payoutStatisticsCalls,
} from '../../../src/contract/index.ts';
import { payoutOrders } from '../../db/schema.ts';
import { within } from '../../db/time-range.ts';
import type { AuthedContext } from '../../http/context.ts';
import { assertStatisticsShown, statisticsTimeZone } from '../orders/index.ts';
import { payoutScope } from '../payouts/index.ts';
import {
  payoutFiguresByDay,
  payoutFiguresByMerchant,
  payoutFiguresBySupplier,
  type PayoutFigureRow,
} from './repository.ts';

type Input = CallParsed<typeof payoutStatisticsCalls.statistics>;
type Range = { from?: Date; to?: Date };

const emptyRow: PayoutFigureRow = {
  createdCount: 0,
  createdAmount: 0,
  completedCount: 0,
  completedAmount: 0,
  cancelledCount: 0,
  cancelledAmount: 0,
  openCount: 0,
  openAmount: 0,
  fee: 0,
};
const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);

function sumRows(rows: readonly PayoutFigureRow[]): PayoutFigureRow {
  const t = { ...emptyRow };
  for (const r of rows) for (const k of Object.keys(t) as (keyof PayoutFigureRow)[]) t[k] += r[k];
  return t;
}

/** The range asked for: explicit times, else the zone's last n days up to now, else all time. */
function rangeOf(input: Input, timeZone: string, now: Date): Range {
  if (input.startTime || input.endTime) return { from: input.startTime, to: input.endTime };
  if (input.lastDays)
    return { from: startOfZonedDay(addDays(zonedDay(now, timeZone), 1 - input.lastDays), timeZone), to: now };
  return {};
}

/**
 * Every day of the range, zeros included, so the chart's gaps are days without payouts and not
 * missing points. Open ends stop at the first and last day with payouts; a span over a year keeps
 * only the days with payouts.
 */
function fillDays<R extends PayoutFigureRow & { day: string }>(
  rows: readonly R[],
  range: Range,
  timeZone: string,
  now: Date,
): (PayoutFigureRow & { day: string })[] {
  const first = range.from ? zonedDay(range.from, timeZone) : rows[0]?.day;
  const lastOfRows = rows.at(-1)?.day;
  const rangeEnd = range.to ?? (range.from ? now : undefined);
  const last = rangeEnd ? zonedDay(rangeEnd, timeZone) : lastOfRows;
  if (!first || !last) return [...rows];
  const lo = rows[0] && rows[0].day < first ? rows[0].day : first;
  const hi = lastOfRows && lastOfRows > last ? lastOfRows : last;
  if (Date.parse(hi) - Date.parse(lo) >= statisticsMaxDays * 86_400_000) return [...rows];
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysBetween(lo, hi).map((day) => byDay.get(day) ?? { ...emptyRow, day });
}

/**
 * The payout statistics within the caller's scope (payoutScope: staff all, a merchant its own, a
 * supplier its own, an agent its team's), cut into days of the statistics' zone (Beijing time when
 * OrderStatisticsTimeFormat is on, as the order statistics). The total is the sum of the days.
 */
export async function payoutStatistics(input: Input, ctx: AuthedContext): Promise<PayoutStatistics> {
  await assertStatisticsShown(ctx);
  const role = ctx.auth.user.role;
  const hideSupplier = role === 'merchant';
  const hideFee = role === 'supplier';
  const now = ctx.clock.now();
  const timeZone = await statisticsTimeZone(ctx, input.timeZone);
  const range = rangeOf(input, timeZone, now);
  const where = and(
    payoutScope(ctx.auth.user),
    input.merchantUserId ? eq(payoutOrders.merchantId, input.merchantUserId) : undefined,
    // Merchants do not learn who paid, so they cannot filter by it either.
    input.supplierUserId && !hideSupplier ? eq(payoutOrders.supplierId, input.supplierUserId) : undefined,
    input.productId ? eq(payoutOrders.productId, input.productId) : undefined,
    // Test payouts (decision 130) move no money: kept out of the figures, as test orders are.
    eq(payoutOrders.test, false),
    within(payoutOrders.createdAt, range.from, range.to),
  );
  const [days, merchants, suppliers] = await Promise.all([
    payoutFiguresByDay(ctx.db, where, timeZone),
    input.groupByMerchant ? payoutFiguresByMerchant(ctx.db, where) : null,
    input.groupBySupplier && !hideSupplier ? payoutFiguresBySupplier(ctx.db, where) : null,
  ]);
  const figures = (f: PayoutFigureRow): PayoutFigures => ({
    createdCount: f.createdCount,
    createdAmount: f.createdAmount,
    completedCount: f.completedCount,
    completedAmount: f.completedAmount,
    cancelledCount: f.cancelledCount,
    cancelledAmount: f.cancelledAmount,
    openCount: f.openCount,
    openAmount: f.openAmount,
    fee: hideFee ? null : f.fee,
    successRate: rate(f.completedCount, f.createdCount),
  });
  return {
    timeZone,
    total: figures(sumRows(days)),
    days: fillDays(days, range, timeZone, now).map((d) => ({ day: d.day, ...figures(d) })),
    merchants:
      merchants?.map((m) => ({ merchantId: m.merchantId, merchantName: m.merchantName, ...figures(m) })) ?? null,
    suppliers:
      suppliers?.map((s) => ({ supplierId: s.supplierId, supplierName: s.supplierName, ...figures(s) })) ?? null,
  };
}
