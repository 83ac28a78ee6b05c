import { z } from 'zod';

/**
 * Times in order filters are 'YYYY-MM-DD HH:mm:ss' (product 7.5) or a bare 'YYYY-MM-DD' (midnight).
 * They carry no zone; the server reads them as UTC (docs/decisions/010-inbox-error-log-filters-settings.md), so the app converts the
 * user's local choice to UTC with formatUtcDateTime before sending.
 */
const pattern = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

export function parseUtcDateTime(text: string): Date | null {
  const m = pattern.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((p) => Number(p ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // Date.UTC rolls 2026-02-30 over to March; a round trip refuses such dates and 25:00:00.
  const ok =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s;
  return ok ? date : null;
}

/** 'YYYY-MM-DD HH:mm:ss' in UTC: what the order calls take. */
export function formatUtcDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

const required = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? 'validation.required' : 'validation.dateTime.format';

export const utcDateTimeSchema = z.string({ error: required }).transform((v, ctx) => {
  const date = parseUtcDateTime(v);
  if (!date) {
    ctx.addIssue({ code: 'custom', message: 'validation.dateTime.format' });
    return z.NEVER;
  }
  return date;
});

/** Refuses a range whose start is later than its end (product 5), naming the end field. */
export function startNotAfterEnd<S extends string, E extends string>(start: S, end: E) {
  return (value: Partial<Record<S | E, Date | undefined>>, ctx: z.RefinementCtx) => {
    const from = value[start];
    const to = value[end];
    if (from && to && from.getTime() > to.getTime()) {
      ctx.addIssue({ code: 'custom', message: 'validation.timeRange.order', path: [end] });
    }
  };
}
