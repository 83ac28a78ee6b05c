import { formatUtcDateTime } from '../../contract/index.ts';

export type StatisticsRange = 'total' | 'today' | 'yesterday';

/**
 * Bounds of the user's local today and yesterday for the statistics calls. The calls read times
 * as UTC (contract order-time.ts), so local midnights are sent converted, e.g. '2026-05-11 18:30:00'
 * for midnight in India; in UTC that is plain 'YYYY-MM-DD 00:00:00'.
 */
export function localDayParams(now: Date = new Date()) {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  const at = (day: number) => formatUtcDateTime(new Date(y, m, day));
  return {
    total: {},
    today: { todayDate: at(d), tomorrowDate: at(d + 1) },
    yesterday: { yesterdayDate: at(d - 1), todayDate: at(d) },
  } satisfies Record<StatisticsRange, Record<string, string>>;
}
