import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { optionalFilter, int4Max } from '../validation.ts';
import { isTimeZone, statisticsMaxDays } from './order-figures.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/** Payout figures follow the payout lists: staff all, a merchant its own, a supplier its own (an agent its team's). */
const payoutFigureReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
  'supplier',
  'merchant',
] as const satisfies readonly Role[];

/**
 * The figures of a set of payouts, all counted on the day they were created, so created =
 * completed + cancelled + in progress on every row. Money in minor units.
 */
export interface PayoutFigures {
  createdCount: number;
  createdAmount: number;
  /** Payment Completed. */
  completedCount: number;
  completedAmount: number;
  /** Payment Cancelled: cancelled by staff or the merchant, or rejected to the merchant. */
  cancelledCount: number;
  cancelledAmount: number;
  /** Every other status: awaiting, preparing, processing, batched, exported, exceptions. */
  openCount: number;
  openAmount: number;
  /** The merchants' fees of the completed payouts; null for suppliers, who do not see merchant fees. */
  fee: number | null;
  /** completed / created, 0..1 with 4 places (0 without payouts), as the order statistics. */
  successRate: number;
}
export interface PayoutDayFigures extends PayoutFigures {
  day: string;
}
export interface PayoutMerchantFigures extends PayoutFigures {
  merchantId: number;
  merchantName: string;
}
export interface PayoutSupplierFigures extends PayoutFigures {
  /** null: payouts no supplier holds (the pool). */
  supplierId: number | null;
  supplierName: string;
}
/**
 * The payout statistics pages: the range's figures per day of `timeZone` (every day of the range,
 * zeros included, oldest first) and, when asked, per merchant and per supplier (largest amount
 * first). Suppliers are never given to merchants.
 */
export interface PayoutStatistics {
  timeZone: string;
  total: PayoutFigures;
  days: PayoutDayFigures[];
  merchants: PayoutMerchantFigures[] | null;
  suppliers: PayoutSupplierFigures[] | null;
}

const id = optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive());
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' || v === undefined ? false : v),
  z.boolean(),
);

export const payoutStatisticsInput = z
  .object({
    merchantUserId: id,
    /** Ignored for merchants, who do not learn which supplier paid. */
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
    groupByMerchant: flag,
    /** Ignored for merchants. */
    groupBySupplier: flag,
  })
  .superRefine(startNotAfterEnd('startTime', 'endTime'))
  .superRefine((v, ctx) => {
    if (v.startTime && v.endTime && v.endTime.getTime() - v.startTime.getTime() > statisticsMaxDays * 86_400_000) {
      ctx.addIssue({ code: 'custom', message: 'validation.timeRange.tooLong', path: ['endTime'] });
    }
  });

export const payoutStatisticsCalls = {
  /**
   * The payout statistics of product 2.6 within the caller's scope. Merchants and suppliers are
   * refused (errors.statisticsHidden) while ShowUserStatisticInfo is off.
   */
  statistics: call<PayoutStatistics>()({
    method: 'GET',
    path: '/v1.0/payoutOrder/statistics',
    input: payoutStatisticsInput,
    access: payoutFigureReaders,
  }),
};
