import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { OrderType } from '../statuses.ts';
import { optionalFilter } from '../validation.ts';
import type { OrderStatistics } from './order.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/** Order figures follow the order lists: staff all, suppliers their own or team's, merchants their own. */
const figureReaders = ['superAdmin', 'admin', 'customerService', 'technicalMaintenance', 'supplier', 'merchant'] as const satisfies readonly Role[];

/** One UTC day, 'YYYY-MM-DD'. */
export const utcDaySchema = z
  .string()
  .trim()
  .refine((v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'validation.date.format');

const id = optionalFilter(z.coerce.number().int().positive());
const orderType = optionalFilter(z.coerce.number().int().refine((v) => (Object.values(OrderType) as number[]).includes(v), 'validation.orderType.invalid'));
const flag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' || v === undefined ? false : v), z.boolean());

/** Figures of one day (UTC) of statisticsV2. */
export interface DayFigures extends OrderStatistics {
  day: string;
}
export interface MerchantFigures extends OrderStatistics {
  merchantId: number;
  merchantName: string;
}
/**
 * statisticsV2: the range's figures, per UTC day (days without orders left out, oldest first)
 * and, with groupByMerchant, per merchant (largest amount first). merchantFee is null for suppliers.
 */
export interface OrderStatisticsV2 {
  total: OrderStatistics;
  days: DayFigures[];
  merchants: MerchantFigures[] | null;
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
   * Spec 7.5 statisticsV2. Without orderType, test orders are left out (they move no money); every
   * status counts (see statistics). Merchant and supplier filters only narrow the caller's scope.
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
        orderType,
        orderMark: optionalFilter(z.coerce.number().int().min(0).max(32_767)),
        groupByMerchant: flag,
      })
      .superRefine(startNotAfterEnd('startTime', 'endTime')),
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
