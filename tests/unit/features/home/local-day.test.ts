import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { localDayParams } from '../../../../src/features/home/local-day.ts';
import { formatMoney, formatRate } from '../../../../src/lib/money.ts';

describe('localDayParams', () => {
  it('sends the local midnights of yesterday, today and tomorrow as UTC times', () => {
    const now = new Date(2026, 2, 1, 15, 30); // 1 March, local time
    const p = localDayParams(now);
    const utc = (y: number, m: number, d: number) => new Date(y, m, d).toISOString().slice(0, 19).replace('T', ' ');
    expect(p.today).toEqual({ todayDate: utc(2026, 2, 1), tomorrowDate: utc(2026, 2, 2) });
    // Across a month end: yesterday is 28 February.
    expect(p.yesterday).toEqual({ yesterdayDate: utc(2026, 1, 28), todayDate: utc(2026, 2, 1) });
    expect(p.total).toEqual({});
  });
});

describe('money and rates', () => {
  it('shows minor units with two decimals in the active language', () => {
    const i18n = setupI18n({ locale: 'en-US', messages: { 'en-US': {} } });
    expect(formatMoney(i18n, 12345678)).toBe('123,456.78');
    expect(formatMoney(i18n, 5)).toBe('0.05');
    expect(formatRate(i18n, 0.8912)).toBe('89.12%');
    expect(formatRate(i18n, 0)).toBe('0%');
  });
});
