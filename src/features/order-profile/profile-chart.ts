import type { HourPerformance } from '../../contract/index.ts';

/** Today as a UTC day, 'YYYY-MM-DD' (the profile call's days are UTC). */
export const todayUtcDay = (now: Date): string => now.toISOString().slice(0, 10);

/** The UTC day `by` days after `day`. */
export function shiftUtcDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

export interface HourBar {
  /** Where the hour starts; shown in the person's own clock. */
  start: Date;
  orderCount: number;
  successCount: number;
  /** Bar length, 0..100, against the busiest hour. */
  orderPct: number;
  /** The paid part of the bar, 0..100 of the same scale. */
  successPct: number;
}

/** One bar an hour of the UTC day, oldest first, scaled to the busiest hour. */
export function hourBars(day: string, hours: readonly HourPerformance[]): HourBar[] {
  const max = Math.max(1, ...hours.map((h) => h.orderCount));
  const base = Date.parse(`${day}T00:00:00Z`);
  return [...hours]
    .sort((a, b) => a.hour - b.hour)
    .map((h) => ({
      start: new Date(base + h.hour * 3_600_000),
      orderCount: h.orderCount,
      successCount: h.successCount,
      orderPct: Math.round((h.orderCount / max) * 1000) / 10,
      successPct: Math.round((h.successCount / max) * 1000) / 10,
    }));
}
