import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { OrderType } from '../statuses.ts';
import { optionalFilter, int4Max } from '../validation.ts';
import type { OrderStatistics } from './orders.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/** Order figures follow the order lists: staff all, suppliers their own or team's, merchants their own. */
const figureReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
  'supplier',
  'merchant',
] as const satisfies readonly Role[];

/** One UTC day, 'YYYY-MM-DD'. */
export const utcDaySchema = z
  .string()
  .trim()
  .refine((v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'validation.date.format');

const id = optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive());
const orderType = optionalFilter(
  z.coerce
    .number()
    .int()
    .max(int4Max, 'validation.integer.tooLarge')
    .refine((v) => (Object.values(OrderType) as number[]).includes(v), 'validation.orderType.invalid'),
);
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' || v === undefined ? false : v),
  z.boolean(),
);

/** statisticsV2's figures: the home page's plus the supplier fees of the paid orders (null for merchants). */
export interface StatisticsFigures extends OrderStatistics {
  supplierFee: number | null;
}
/** Figures of one day of the statistics' time zone. */
export interface DayFigures extends StatisticsFigures {
  day: string;
}
export interface MerchantFigures extends StatisticsFigures {
  merchantId: number;
  merchantName: string;
}
export interface SupplierFigures extends StatisticsFigures {
  /** null: orders no supplier took. */
  supplierId: number | null;
  supplierName: string;
}
/**
 * statisticsV2: the range's figures per day of `timeZone` (every day of the range, zeros included,
 * oldest first), and when asked per merchant and per supplier (largest amount first). merchantFee
 * is null for suppliers; supplierFee is null and suppliers are never given to merchants.
 */
export interface OrderStatisticsV2 {
  /** The IANA zone the days were cut in: Asia/Shanghai when OrderStatisticsTimeFormat is on, else the caller's. */
  timeZone: string;
  total: StatisticsFigures;
  days: DayFigures[];
  merchants: MerchantFigures[] | null;
  suppliers: SupplierFigures[] | null;
}

/** Beijing time: the days of the statistics when OrderStatisticsTimeFormat is on. */
export const beijingTimeZone = 'Asia/Shanghai';
/** The longest range filled day by day (a year and a day, for leap years). */
export const statisticsMaxDays = 366;

/** Whether the runtime knows an IANA zone name (the browser sends its own). */
export function isTimeZone(tz: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function partsIn(date: Date, tz: string) {
  let f = dayFormats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    dayFormats.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(date).map((x) => [x.type, x.value]));
  return {
    y: Number(p.year),
    mo: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    mi: Number(p.minute),
    s: Number(p.second),
  };
}

/** The day ('YYYY-MM-DD') an instant falls on in a zone. */
export function zonedDay(date: Date, tz: string): string {
  const p = partsIn(date, tz);
  return `${String(p.y).padStart(4, '0')}-${String(p.mo).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** The first instant of a day in a zone (its midnight, or the first hour after a DST gap). */
export function startOfZonedDay(day: string, tz: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let t = wall;
  // The zone's offset at t is wall-clock(t) - t; two rounds settle it across a DST change.
  for (let i = 0; i < 2; i++) {
    const p = partsIn(new Date(t), tz);
    const offset = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - t;
    t = wall - offset;
  }
  return new Date(t);
}

/** 'YYYY-MM-DD' moved by whole days (calendar arithmetic, no zone). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Every day from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The list header's figures for one UTC day. */
export interface OrderListSummary extends OrderStatistics {
  date: string;
  /** Still running or waiting for staff: created, creating, allocated, processing, submitted, to be confirmed, rejecting. */
  openCount: number;
  timedOutCount: number;
}

/** Performance of a set of orders: how fast and how often payers pay. */
export interface OrderPerformance {
  orderCount: number;
  successCount: number;
  successRate: number;
  amount: number;
  /** Seconds from creation to payment of the paid orders; null without paid orders. */
  payP50Seconds: number | null;
  payP95Seconds: number | null;
  /** Share of orders that timed out, 0..1, 4 places. */
  timeoutShare: number;
  /** Share of orders no account could take (status 10), 0..1, 4 places. */
  allocationFailedShare: number;
}
export interface HourPerformance extends OrderPerformance {
  /** 0..23, UTC. */
  hour: number;
}
export interface ProductPerformance extends OrderPerformance {
  productId: number;
  productName: string;
}
/** profile (superAdmin): one UTC day of orders, whole, per hour (all 24) and per product. */
export interface OrderProfile {
  date: string;
  total: OrderPerformance;
  hours: HourPerformance[];
  products: ProductPerformance[];
}

export const orderFigureCalls = {
  /**
   * Product 7.5 statisticsV2 (the statistics pages of product 2.6). Without orderType, test orders are
   * left out (they move no money); every status counts (see statistics). Merchant and supplier
   * filters only narrow the caller's scope. Merchants and suppliers are refused
   * (errors.statisticsHidden) while ShowUserStatisticInfo is off.
   */
  statisticsV2: call<OrderStatisticsV2>()({
    method: 'GET',
    path: '/v1.0/order/statisticsV2',
    input: z
      .object({
        merchantUserId: id,
        supplierUserId: id,
        productId: id,
        startTime: optionalFilter(utcDateTimeSchema),
        endTime: optionalFilter(utcDateTimeSchema),
        /** Without startTime and endTime: the last n days of the statistics' zone, today included. */
        lastDays: optionalFilter(
          z.coerce
            .number()
            .int()
            .min(1, 'validation.statisticsDays.range')
            .max(statisticsMaxDays, 'validation.statisticsDays.range'),
        ),
        /** The caller's IANA zone: the days when OrderStatisticsTimeFormat is off (UTC without it). */
        timeZone: optionalFilter(z.string().trim().refine(isTimeZone, 'validation.timeZone.invalid')),
        orderType,
        orderMark: optionalFilter(z.coerce.number().int().min(0).max(32_767)),
        groupByMerchant: flag,
        /** Ignored for merchants, who do not learn which supplier handled an order. */
        groupBySupplier: flag,
      })
      .superRefine(startNotAfterEnd('startTime', 'endTime'))
      .superRefine((v, ctx) => {
        if (v.startTime && v.endTime && v.endTime.getTime() - v.startTime.getTime() > statisticsMaxDays * 86_400_000) {
          ctx.addIssue({ code: 'custom', message: 'validation.timeRange.tooLong', path: ['endTime'] });
        }
      }),
    access: figureReaders,
  }),
  /** The list header: one UTC day (default today), orderType as given or all but test orders. */
  listSummary: call<OrderListSummary>()({
    method: 'GET',
    path: '/v1.0/order/listSummary',
    input: z.object({ orderType, date: optionalFilter(utcDaySchema) }),
    access: figureReaders,
  }),
  /** Order performance analysis of one UTC day (default today), optionally of one product. */
  profile: call<OrderProfile>()({
    method: 'GET',
    path: '/v1.0/order/profile',
    input: z.object({ date: optionalFilter(utcDaySchema), productId: id }),
    access: ['superAdmin'],
  }),
};
