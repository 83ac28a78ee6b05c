import type { PayoutDayFigures, PayoutFigures } from '../../contract/index.ts';
import type { ChartDay } from '../statistics/index.ts';

const keys = [
  'createdCount',
  'createdAmount',
  'completedCount',
  'completedAmount',
  'cancelledCount',
  'cancelledAmount',
  'openCount',
  'openAmount',
] as const;

/** The totals of a table's rows; the fee stays null when the caller does not get it. */
export function sumPayoutRows(rows: readonly PayoutFigures[], like: PayoutFigures): PayoutFigures {
  const t: PayoutFigures = {
    createdCount: 0,
    createdAmount: 0,
    completedCount: 0,
    completedAmount: 0,
    cancelledCount: 0,
    cancelledAmount: 0,
    openCount: 0,
    openAmount: 0,
    fee: like.fee === null ? null : 0,
    successRate: 0,
  };
  for (const r of rows) {
    for (const k of keys) t[k] += r[k];
    if (t.fee !== null && r.fee !== null) t.fee += r.fee;
  }
  t.successRate = t.createdCount ? Math.round((t.completedCount / t.createdCount) * 10_000) / 10_000 : 0;
  return t;
}

/** A day as the shared chart reads it: payouts created as its count and amount, completed as its successes. */
export const chartDay = (d: PayoutDayFigures): ChartDay => ({
  day: d.day,
  orderCount: d.createdCount,
  successCount: d.completedCount,
  amount: d.createdAmount,
  successRate: d.successRate,
});
