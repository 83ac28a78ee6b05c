import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { OrderStatus, OrderType, orderStatusIds } from '../statuses.ts';
import {
  cursorField,
  cursorOnFirstPage,
  stepUpProofSchema,
  optionalFilter,
  int4Max,
  numberAsText,
} from '../validation.ts';
import type { CursorPage } from './staff-accounts.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';
import { orderStaff, workerCalls } from '../worker-calls.ts';

/** Who reads order lists and figures; each sees what its scope allows (own, team, all). */
const orderReaders = [...orderStaff, 'supplier', 'merchant'] as const satisfies readonly Role[];

/** Paid orders: the money arrived, whatever became of the callback (docs/decisions/010-inbox-error-log-filters-settings.md). */
export const successfulOrderStatuses: readonly number[] = [
  OrderStatus.successful,
  OrderStatus.callbackSuccessful,
  OrderStatus.callbackFailed,
];

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
  /**
   * The reference the payer typed on the checkout page (decision 113): a hint for the supplement,
   * not a confirmation; null when none was given.
   */
  payerUtr: string | null;
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
  /** Moved to the archive by order data retention (decision 058): read-only, found by its code only. */
  archived?: boolean;
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

/** Product 3 'Latest order notice'. */
export interface LastOrder {
  orderCode: string;
  createTime: string;
}

const pageError = 'validation.orderPage.invalid';
/** The largest page the list calls built on `orderPageSchema` answer: what their exports read a page. */
export const orderPageMax = 100;

export const orderPageSchema = z.object({
  pageIndex: z.coerce
    .number({ message: pageError })
    .int(pageError)
    .max(int4Max, 'validation.integer.tooLarge')
    .min(1, pageError)
    .default(1),
  pageNum: z.coerce
    .number({ message: pageError })
    .int(pageError)
    .min(1, pageError)
    .max(orderPageMax, pageError)
    .default(20),
});

const code = optionalFilter(z.string().trim().max(64, 'validation.text.tooLong'));
const text = optionalFilter(z.string().trim().max(128, 'validation.text.tooLong'));
const id = optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive());
const smallId = optionalFilter(z.coerce.number().int().min(0).max(32_767));
const statusId = z.coerce
  .number()
  .int()
  .max(int4Max, 'validation.integer.tooLarge')
  .refine((v) => (orderStatusIds as number[]).includes(v), 'validation.orderStatus.invalid');
/** '3,10' or a repeated query key; '' means no filter. */
const statusList = z.preprocess((v) => {
  if (v === undefined || v === null) return undefined;
  const parts = (Array.isArray(v) ? v : String(v).split(',')).map((p) => String(p).trim()).filter((p) => p !== '');
  return parts.length ? parts : undefined;
}, z.array(statusId).max(orderStatusIds.length).optional());
const booleanFilter = optionalFilter(
  z.enum(['true', 'false', '1', '0'], 'validation.orderFilter.boolean').transform((v) => v === 'true' || v === '1'),
);
const wire = z.union([z.string(), numberAsText]).transform((v) => String(v).trim());

/**
 * Amount and received-money filters (product 7.5): a decimal in MAJOR units with at most 4 places; the
 * app adds 0.0001 (so '100.0001'), and the server keeps whole minor units and drops the rest:
 * '100.0001', '100.00' and '100' all mean 10000. Parsed from the text, never through a float.
 */
export function majorFilterToMinor(value: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,4}))?$/.exec(value.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(4, '0').slice(0, 2));
}

/**
 * A filter the app sends already scaled (real amount x100, USDT count x1e6): a whole number, or a
 * decimal left by a float multiplication (28.999999999999996), rounded half up to the nearest whole
 * unit. Exact on the text; answered as a decimal string so 1e6-scaled counts stay exact.
 */
export function scaledFilterToInteger(value: string): string | null {
  const m = /^(\d{1,18})(?:\.(\d{1,20}))?$/.exec(value.trim());
  if (!m) return null;
  const whole = BigInt(m[1]!) + ((m[2] ?? '0').charCodeAt(0) >= 53 ? 1n : 0n);
  return whole.toString();
}

const majorMoney = optionalFilter(
  wire.transform((v, ctx) => {
    const minor = majorFilterToMinor(v);
    if (minor === null) ctx.addIssue({ code: 'custom', message: 'validation.orderFilter.amount' });
    return minor ?? z.NEVER;
  }),
);
const scaled = (max: bigint) =>
  optionalFilter(
    wire.transform((v, ctx) => {
      const n = scaledFilterToInteger(v);
      if (n === null || BigInt(n) > max) ctx.addIssue({ code: 'custom', message: 'validation.orderFilter.scaled' });
      return n ?? z.NEVER;
    }),
  );

/**
 * Product 3 'Order list filters', as the server receives them. Every filter narrows; the caller's
 * scope is ANDed on top. Units (docs/decisions/016-order-list-filters-figures-batch-create.md):
 * - times 'YYYY-MM-DD HH:mm:ss' UTC (order-time.ts); end times include their whole second;
 * - amount, currentReceivedMoney: major units, up to 4 places (majorFilterToMinor), exact match on
 *   amount / realAmount in minor units;
 * - realAmountMin, realAmountMax: minor units (the app's x100), inclusive bounds on realAmount;
 * - usdtCount: USDT millionths (the app's x1e6), exact match on what the payer paid;
 * - mainProductId: a product id (the app's main-product switch sends 3024), ANDed with productId.
 * Codes, ids, IP, UTR, card number, IFSC and USDT address match exactly; description (subject, body,
 * remark) and userName (payer name) match a case-insensitive part.
 */
export const orderListFilters = z.object({
  orderCode: code,
  /** The merchant's own order number (mchOrderNo). */
  merchantOrderId: code,
  /** The same filter under the merchant API's own name for the field (docs/orders.md). */
  mchOrderNo: code,
  /**
   * Ours (the list's search box): either number, the platform's order code or the merchant's own,
   * matched exactly (docs/decisions/010-inbox-error-log-filters-settings.md).
   */
  orderNumber: code,
  merchantId: id,
  supplierId: id,
  productId: id,
  mainProductId: id,
  orderStatusId: optionalFilter(statusId),
  /** Created at, from (inclusive). */
  startTime: optionalFilter(utcDateTimeSchema),
  /** Created at, up to (its whole second included). */
  endTime: optionalFilter(utcDateTimeSchema),
  /** Completed (paid) at, from; orders never completed do not match a completed range. */
  completedStartTime: optionalFilter(utcDateTimeSchema),
  completedEndTime: optionalFilter(utcDateTimeSchema),
  notInOrderStatusIds: statusList,
  /** The payer's IP as the merchant sent it (clientIp). */
  ipAddress: code,
  /** true: handled by a team member (a supplier with an agent); false: by a supplier without one. */
  isProxy: booleanFilter,
  orderType: optionalFilter(
    z.coerce
      .number()
      .int()
      .max(int4Max, 'validation.integer.tooLarge')
      .refine((v) => (Object.values(OrderType) as number[]).includes(v), 'validation.orderType.invalid'),
  ),
  orderMark: smallId,
  /** 0 not supplemented, 1 manual, 2 automatic. */
  supplementStatus: optionalFilter(
    z.coerce.number().int().min(0, 'validation.orderFilter.supplement').max(2, 'validation.orderFilter.supplement'),
  ),
  /** 0 no callback sent yet, 1 a callback succeeded, 2 sent but none succeeded. */
  callbackStatus: optionalFilter(
    z.coerce.number().int().min(0, 'validation.orderFilter.callback').max(2, 'validation.orderFilter.callback'),
  ),
  amount: majorMoney,
  currentReceivedMoney: majorMoney,
  realAmountMin: scaled(10n ** 15n),
  realAmountMax: scaled(10n ** 15n),
  usdtCount: scaled(10n ** 18n),
  usdtAddress: code,
  description: text,
  cardNumber: code,
  userName: text,
  ifscCode: code,
  utr: code,
});

/**
 * Product 3 filters that name data collection orders do not have (payout batches and their states,
 * identity checks of other channels): refused when sent non-empty, never silently ignored.
 */
export const notApplicableOrderFilters = [
  'batchId',
  'payoutStatus',
  'processState',
  'payoutCardNumber',
  'identifyCode',
  'validateUserName',
  'supplementType',
] as const;

const notApplicableShape = Object.fromEntries(
  notApplicableOrderFilters.map((k) => [k, z.unknown().optional()]),
) as Record<(typeof notApplicableOrderFilters)[number], z.ZodOptional<z.ZodUnknown>>;

function refuseNotApplicable(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const key of notApplicableOrderFilters) {
    const v = value[key];
    if (v !== undefined && v !== null && String(v).trim() !== '')
      ctx.addIssue({ code: 'custom', message: 'validation.orderFilter.notApplicable', path: [key] });
  }
}

function minNotAboveMax(value: { realAmountMin?: string; realAmountMax?: string }, ctx: z.RefinementCtx): void {
  if (
    value.realAmountMin !== undefined &&
    value.realAmountMax !== undefined &&
    BigInt(value.realAmountMin) > BigInt(value.realAmountMax)
  ) {
    ctx.addIssue({ code: 'custom', message: 'validation.amountRange.order', path: ['realAmountMax'] });
  }
}

/**
 * The orders' other orders than newest first (ours, decision 124): by amount, largest or smallest
 * first, the id breaking ties, on the index orders_amount_idx.
 */
export const orderSorts = ['amountDesc', 'amountAsc'] as const;
export type OrderSort = (typeof orderSorts)[number];

/** A keyset position in the list read by amount: the last row's amount (minor units), then its id. */
export interface AmountCursor {
  amount: number;
  id: number;
}
export const amountCursorOf = (c: AmountCursor): string => `${c.amount}_${c.id}`;
const amountCursorPattern = /^(\d{1,15})_([1-9]\d{0,14})$/;
const amountCursorSchema = z
  .string({ message: 'validation.pageCursor.invalid' })
  .max(32, 'validation.pageCursor.invalid')
  .transform((v, ctx) => {
    const m = amountCursorPattern.exec(v.trim());
    if (!m) {
      ctx.addIssue({ code: 'custom', message: 'validation.pageCursor.invalid' });
      return z.NEVER;
    }
    return { amount: Number(m[1]), id: Number(m[2]) } satisfies AmountCursor;
  });

/**
 * The desk table's sort by amount and its own keyset cursor (decision 124): the order list's, and
 * the payout list's on payout_orders' amount indexes.
 */
export const amountSortFields = {
  sort: optionalFilter(z.enum(orderSorts, { message: 'validation.pageCursor.invalid' })),
  amountCursor: optionalFilter(amountCursorSchema),
};

/** Each cursor with its own order only, and on the first page only, as `cursorOnFirstPage` asks. */
export function cursorFitsSort(
  value: { sort?: OrderSort | undefined; cursor?: unknown; amountCursor?: AmountCursor | undefined; pageIndex: number },
  ctx: z.RefinementCtx,
): void {
  if (value.sort !== undefined && value.cursor !== undefined)
    ctx.addIssue({ code: 'custom', message: 'validation.pageCursor.invalid', path: ['cursor'] });
  if (value.amountCursor !== undefined && (value.sort === undefined || value.pageIndex !== 1))
    ctx.addIssue({ code: 'custom', message: 'validation.pageCursor.invalid', path: ['amountCursor'] });
}

/** The list input: page, filters, and the rules that span fields. */
export const orderListInput = orderPageSchema
  // Ours (decision 062): with a cursor the server reads on from that row by keyset instead of skipping
  // (pageIndex - 1) * pageNum rows, so a deep page costs what the first does. The order list's and
  // the payouts' only: the other lists on orderPageSchema page by offset.
  .extend(cursorField)
  // Ours (decision 124): the desk table's sort by amount, paged by its own keyset.
  .extend(amountSortFields)
  .extend(orderListFilters.shape)
  .extend(notApplicableShape)
  .superRefine(startNotAfterEnd('startTime', 'endTime'))
  .superRefine(startNotAfterEnd('completedStartTime', 'completedEndTime'))
  .superRefine(minNotAboveMax)
  .superRefine(refuseNotApplicable)
  .superRefine(cursorOnFirstPage)
  .superRefine(cursorFitsSort);

/**
 * A page of orders. Counting a million rows is slow: past `countCap` the total stops counting, and
 * with HighPerfOrderQuery on nothing is counted: `total` is the rows up to this page's end, plus
 * one when there are more. A page read by `cursor` counts nothing either: its `total` is its own
 * rows plus one when more follow; the list's total is the first page's.
 */
export interface OrderPage extends CursorPage<OrderRow> {
  /** true when there are more orders than `total` says exactly: show it as "{total}+". */
  totalCapped: boolean;
}
/** The exact total is counted only up to this many orders. */
export const orderCountCap = 10_000;

const todayRange = z
  .object({ todayDate: utcDateTimeSchema, tomorrowDate: utcDateTimeSchema })
  .superRefine(startNotAfterEnd('todayDate', 'tomorrowDate'));
const yesterdayRange = z
  .object({ yesterdayDate: utcDateTimeSchema, todayDate: utcDateTimeSchema })
  .superRefine(startNotAfterEnd('yesterdayDate', 'todayDate'));

/** Who confirms a missing payment: the order staff that act, and suppliers for their own orders. */
const supplementers = ['superAdmin', 'admin', 'customerService', 'supplier'] as const satisfies readonly Role[];

/** Why allocation chose no account, or which it chose (product 7.5 getOrderAllocateInfo). */
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
export const utrSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .regex(/^\d{12}$/, 'validation.utr.format');
const flag = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v),
  z.boolean().default(false),
);

export const orderCalls = {
  /** Newest first; status 10 hidden unless orderStatusId=10 is asked for (product 7.5). */
  getList: call<OrderPage>()({
    method: 'GET',
    path: '/v1.0/order/getList',
    input: orderListInput,
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
    path: workerCalls.lastOrder.path,
    input: z.object({}),
    access: workerCalls.lastOrder.access,
  }),
  getOrderAllocateInfo: call<OrderAllocateInfo>()({
    method: 'GET',
    path: '/v1.0/order/getOrderAllocateInfo',
    input: z.object({
      orderCode: z
        .string({ message: 'validation.required' })
        .trim()
        .min(1, 'validation.required')
        .max(64, 'validation.text.tooLong'),
    }),
    access: orderStaff,
  }),
  /** Marks an order paid by hand with the payer's UTR (product 4 'supplement'). */
  replenishmentOrder: call<SupplementResult>()({
    method: 'POST',
    path: '/v1.0/order/replenishmentOrder',
    input: z.object({
      orderCode: z
        .string({ message: 'validation.required' })
        .trim()
        .min(1, 'validation.required')
        .max(64, 'validation.text.tooLong'),
      isOffsetReplenishmentOrder: flag,
      utr: utrSchema,
      googleCode: optionalFilter(stepUpProofSchema),
    }),
    access: supplementers,
  }),
};
