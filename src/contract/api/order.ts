import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { OrderStatus, orderStatusIds } from '../statuses.ts';
import { googleCodeSchema, optionalFilter } from '../validation.ts';
import type { Page } from './admin.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/** Staff who read every order. */
const orderStaff = ['superAdmin', 'admin', 'customerService', 'technicalMaintenance'] as const satisfies readonly Role[];
/** Who reads order lists and figures; each sees what its scope allows (own, team, all). */
const orderReaders = [...orderStaff, 'supplier', 'merchant'] as const satisfies readonly Role[];
/** Merchants get no new-order notice (spec 6). */
const noticeReaders = [...orderStaff, 'supplier'] as const satisfies readonly Role[];

/** Paid orders: the money arrived, whatever became of the callback (docs/decisions.md). */
export const successfulOrderStatuses: readonly number[] = [OrderStatus.successful, OrderStatus.callbackSuccessful, OrderStatus.callbackFailed];

/** A collection order as the lists show it. Money in minor units; times ISO 8601 UTC. */
export interface OrderRow {
  id: number;
  orderCode: string;
  mchOrderNo: string;
  merchantId: number;
  merchantName: string;
  /** Null while unallocated, and always for merchants (who handled an order is not theirs to see). */
  supplierId: number | null;
  supplierName: string | null;
  productId: number;
  productName: string;
  amount: number;
  realAmount: number;
  payableAmount: number;
  status: number;
  orderType: number;
  orderMark: number | null;
  /** null none, 1 manual, 2 automatic. */
  supplementStatus: number | null;
  utr: string | null;
  clientIp: string;
  callbackCount: number;
  callbackSuccess: boolean;
  lastCallbackAt: string | null;
  /** Null for suppliers: what the platform charges merchants is not theirs to see. */
  merchantFee: number | null;
  createTime: string;
  completedAt: string | null;
  locked: boolean;
  remark: string;
}

/** Figures of the home page over one time range, within the caller's scope. */
export interface OrderStatistics {
  orderCount: number;
  successCount: number;
  /** successCount / orderCount, 0..1, rounded to 4 places; 0 without orders. */
  successRate: number;
  amount: number;
  /** Sum of realAmount of the paid orders. */
  successAmount: number;
  /** Merchant fees of the paid orders; null for suppliers. */
  merchantFee: number | null;
}

/** Spec 3 'Latest order notice'. */
export interface LastOrder {
  orderCode: string;
  createTime: string;
}

const pageError = 'validation.orderPage.invalid';
export const orderPageSchema = z.object({
  pageIndex: z.coerce.number({ message: pageError }).int(pageError).min(1, pageError).default(1),
  pageNum: z.coerce.number({ message: pageError }).int(pageError).min(1, pageError).max(100, pageError).default(20),
});

const code = optionalFilter(z.string().trim().max(64, 'validation.text.tooLong'));
const id = optionalFilter(z.coerce.number().int().positive());
const statusId = z.coerce.number().int().refine((v) => (orderStatusIds as number[]).includes(v), 'validation.orderStatus.invalid');
/** '3,10' or a repeated query key; '' means no filter. */
const statusList = z.preprocess((v) => {
  if (v === undefined || v === null) return undefined;
  const parts = (Array.isArray(v) ? v : String(v).split(',')).map((p) => String(p).trim()).filter((p) => p !== '');
  return parts.length ? parts : undefined;
}, z.array(statusId).max(orderStatusIds.length).optional());

/**
 * Filters of spec 3 that the list answers so far; the collection orders issue adds the rest here.
 * Times follow order-time.ts (UTC); endTime includes its whole second.
 */
export const orderListFilters = z.object({
  orderCode: code,
  /** The merchant's own order number (mchOrderNo). */
  merchantOrderId: code,
  merchantId: id,
  supplierId: id,
  productId: id,
  orderStatusId: optionalFilter(statusId),
  startTime: optionalFilter(utcDateTimeSchema),
  endTime: optionalFilter(utcDateTimeSchema),
  notInOrderStatusIds: statusList,
});

const todayRange = z
  .object({ todayDate: utcDateTimeSchema, tomorrowDate: utcDateTimeSchema })
  .superRefine(startNotAfterEnd('todayDate', 'tomorrowDate'));
const yesterdayRange = z
  .object({ yesterdayDate: utcDateTimeSchema, todayDate: utcDateTimeSchema })
  .superRefine(startNotAfterEnd('yesterdayDate', 'todayDate'));

/** Who confirms a missing payment: the order staff that act, and suppliers for their own orders. */
const supplementers = ['superAdmin', 'admin', 'customerService', 'supplier'] as const satisfies readonly Role[];

/** Why allocation chose no account, or which it chose (spec 7.5 getOrderAllocateInfo). */
export interface OrderAllocateInfo {
  orderCode: string;
  status: number;
  resourceId: number | null;
  /** Accounts of the product looked at. */
  checked: number;
  /** How many accounts each check turned away, e.g. {dailyCountLimit: 2, supplierBalance: 1}. */
  failures: Record<string, number>;
  /** The reason as kept, for orders older than the structured form. */
  text: string;
}

export interface SupplementResult {
  orderCode: string;
  status: number;
  supplementStatus: number;
  utr: string;
}

/** A UTR (Unique Transaction Reference of Indian bank transfers and UPI) is 12 digits. */
export const utrSchema = z.string({ message: 'validation.required' }).trim().regex(/^\d{12}$/, 'validation.utr.format');
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v), z.boolean().default(false));

export const orderCalls = {
  /** Newest first; status 10 hidden unless orderStatusId=10 is asked for (spec 7.5). */
  getList: call<Page<OrderRow>>()({
    method: 'GET',
    path: '/v1.0/order/getList',
    input: orderPageSchema.extend(orderListFilters.shape).superRefine(startNotAfterEnd('startTime', 'endTime')),
    access: orderReaders,
  }),
  statisticsTotal: call<OrderStatistics>()({
    method: 'GET',
    path: '/v1.0/order/statistics/total',
    input: z.object({}),
    access: orderReaders,
  }),
  /** [todayDate, tomorrowDate). */
  statisticsToday: call<OrderStatistics>()({
    method: 'GET',
    path: '/v1.0/order/statistics/today',
    input: todayRange,
    access: orderReaders,
  }),
  /** [yesterdayDate, todayDate). */
  statisticsYesterday: call<OrderStatistics>()({
    method: 'GET',
    path: '/v1.0/order/statistics/yesterday',
    input: yesterdayRange,
    access: orderReaders,
  }),
  /** The newest order the caller's list shows by default; polled for the new-order notice. */
  getLastOrder: call<LastOrder | null>()({
    method: 'GET',
    path: '/v1.0/order/getLastOrder',
    input: z.object({}),
    access: noticeReaders,
  }),
  getOrderAllocateInfo: call<OrderAllocateInfo>()({
    method: 'GET',
    path: '/v1.0/order/getOrderAllocateInfo',
    input: z.object({ orderCode: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(64, 'validation.text.tooLong') }),
    access: orderStaff,
  }),
  /** Marks an order paid by hand with the payer's UTR (spec 4 'supplement'). */
  replenishmentOrder: call<SupplementResult>()({
    method: 'POST',
    path: '/v1.0/order/replenishmentOrder',
    input: z.object({
      orderCode: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(64, 'validation.text.tooLong'),
      isOffsetReplenishmentOrder: flag,
      utr: utrSchema,
      googleCode: optionalFilter(googleCodeSchema),
    }),
    access: supplementers,
  }),
};
