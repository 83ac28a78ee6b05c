import { describe, expect, it } from 'vitest';
import type { HourPerformance } from '../../../../src/contract/index.ts';
import { hourBars, shiftUtcDay, todayUtcDay } from '../../../../src/features/order-profile/profile-chart.ts';

const hour = (h: number, orderCount: number, successCount: number): HourPerformance => ({
  hour: h,
  orderCount,
  successCount,
  successRate: orderCount ? successCount / orderCount : 0,
  amount: 0,
  payP50Seconds: null,
  payP95Seconds: null,
  timeoutShare: 0,
  allocationFailedShare: 0,
});

describe('order profile chart', () => {
  it('takes today as the UTC day, also just before midnight elsewhere', () => {
    expect(todayUtcDay(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });

  it('moves across month and year ends', () => {
    expect(shiftUtcDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftUtcDay('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('scales bars to the busiest hour and puts each at its UTC hour', () => {
    const bars = hourBars('2026-05-10', [hour(3, 50, 10), hour(0, 200, 150), hour(1, 0, 0)]);
    expect(bars.map((b) => b.start.toISOString())).toEqual([
      '2026-05-10T00:00:00.000Z',
      '2026-05-10T01:00:00.000Z',
      '2026-05-10T03:00:00.000Z',
    ]);
    expect(bars.map((b) => b.orderPct)).toEqual([100, 0, 25]);
    expect(bars.map((b) => b.successPct)).toEqual([75, 0, 5]);
  });

  it('draws an empty day without dividing by zero', () => {
    const bars = hourBars('2026-05-10', [hour(0, 0, 0), hour(1, 0, 0)]);
    expect(bars.every((b) => b.orderPct === 0 && b.successPct === 0)).toBe(true);
  });
});
