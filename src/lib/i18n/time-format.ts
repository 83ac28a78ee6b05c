import type { I18n } from '@lingui/core';

/**
 * The one way the app writes a time (decision 120): each language has one clock everywhere —
 * screens, alerts, notifications, banners and exports. zh-CN and zh-TW read 24 h (zh-TW's own
 * default would say 下午6:16); en-US keeps its own 12 h with AM/PM. Nothing else in src formats a
 * date or a time (tests/unit/lint/time-format.test.ts).
 */
export function hourCycleOf(locale: string): 'h23' | undefined {
  return locale.toLowerCase().startsWith('zh') ? 'h23' : undefined;
}

const hasTime = (o: Intl.DateTimeFormatOptions) =>
  o.timeStyle !== undefined || o.hour !== undefined || o.minute !== undefined || o.second !== undefined;

/** `options` with the language's clock added when they show a time. */
export function timeOptions(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  const cycle = hourCycleOf(locale);
  return cycle && hasTime(options) ? { ...options, hourCycle: cycle } : options;
}

/** A date or time for the screen, in the person's time zone and language. */
export function formatTime(i18n: I18n, value: Date | string | number, options: Intl.DateTimeFormatOptions): string {
  return i18n.date(typeof value === 'number' ? new Date(value) : value, timeOptions(i18n.locale, options));
}

/** The time of day of an alert, a notification or a banner ("18:16:05"; "6:16:05 PM" in en-US). */
export function clockText(locale: string, value: Date | string | number, seconds = true): string {
  // 24 h reads "06:05"; a 12 h clock "6:05 AM", as the locale writes it.
  const hour = hourCycleOf(locale) ? '2-digit' : 'numeric';
  return new Date(value).toLocaleTimeString(
    locale,
    timeOptions(locale, { hour, minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}) }),
  );
}

/** "UTC+08:00": the reader's offset from UTC at `at`. */
export function utcOffsetText(at: Date = new Date()): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A time cell of an export: the reader's time zone and clock, as on screen, with the full year (the
 * header names the offset, exportTimeHeader). A dash-free empty cell when there is no time.
 */
export function exportTime(i18n: I18n, iso: string | null): string {
  if (!iso) return '';
  const hour = hourCycleOf(i18n.locale) ? '2-digit' : 'numeric';
  return formatTime(i18n, iso, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour,
    minute: '2-digit',
    second: '2-digit',
  });
}

/** The header of an export's time column: "Time (UTC+08:00)". */
export function exportTimeHeader(label: string, at: Date = new Date()): string {
  return `${label} (${utcOffsetText(at)})`;
}
