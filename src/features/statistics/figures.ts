import type { DayFigures, StatisticsFigures } from '../../contract/index.ts';

export type FigureKey = 'orderCount' | 'successCount' | 'amount' | 'successAmount' | 'merchantFee' | 'supplierFee';
const keys: FigureKey[] = ['orderCount', 'successCount', 'amount', 'successAmount', 'merchantFee', 'supplierFee'];

/** The totals of a table's rows; a fee stays null when the caller does not get it. */
export function sumRows(rows: readonly StatisticsFigures[], like: StatisticsFigures): StatisticsFigures {
  const t: StatisticsFigures = {
    orderCount: 0,
    successCount: 0,
    successRate: 0,
    amount: 0,
    successAmount: 0,
    merchantFee: like.merchantFee === null ? null : 0,
    supplierFee: like.supplierFee === null ? null : 0,
  };
  for (const r of rows) {
    for (const k of keys) {
      const v = r[k];
      if (v !== null && t[k] !== null) t[k] = t[k] + v;
    }
  }
  t.successRate = t.orderCount ? Math.round((t.successCount / t.orderCount) * 10_000) / 10_000 : 0;
  return t;
}

/** The chart's columns, one entry a day: what uPlot draws and what its text summary reads. */
export interface ChartSeries {
  days: string[];
  /** In major units (rupees), as the axis shows them. */
  amount: number[];
  orders: number[];
  /** 0..100; null on a day without orders (no rate to draw). */
  successRate: (number | null)[];
}

/** What the chart reads of a day: the order figures, or another feature's mapped onto them (payout statistics). */
export type ChartDay = Pick<DayFigures, 'day' | 'orderCount' | 'successCount' | 'successRate' | 'amount'>;

export function chartSeries(days: readonly ChartDay[]): ChartSeries {
  return {
    days: days.map((d) => d.day),
    amount: days.map((d) => d.amount / 100),
    orders: days.map((d) => d.orderCount),
    successRate: days.map((d) => (d.orderCount ? Math.round(d.successRate * 10_000) / 100 : null)),
  };
}

/** What the chart's text summary says: the range's totals and its busiest day. */
export interface ChartSummary {
  first: string;
  last: string;
  orders: number;
  /** Minor units, as the table. */
  amount: number;
  successCount: number;
  busiestDay: string | null;
  busiestAmount: number;
}

export function chartSummary(days: readonly ChartDay[]): ChartSummary | null {
  if (days.length === 0) return null;
  let busiest: ChartDay | null = null;
  for (const d of days) if (d.amount > 0 && (!busiest || d.amount > busiest.amount)) busiest = d;
  return {
    first: days[0]!.day,
    last: days.at(-1)!.day,
    orders: days.reduce((n, d) => n + d.orderCount, 0),
    amount: days.reduce((n, d) => n + d.amount, 0),
    successCount: days.reduce((n, d) => n + d.successCount, 0),
    busiestDay: busiest?.day ?? null,
    busiestAmount: busiest?.amount ?? 0,
  };
}

/** A 'YYYY-MM-DD' day as a Date at UTC noon, for formatting it without a zone shifting it. */
export const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);
