import { constants } from '../constants.ts';
import { orderStatusIds } from '../statuses.ts';
import { ProductId } from '../products.ts';
import { decimalToScaled } from '../validation.ts';
import { formatUtcDateTime } from './order-time.ts';

/**
 * The order filter sheet as people fill it in: money and USDT in the units they read (rupees,
 * USDT), times as Dates (the user's local choice). Strings are what was typed.
 */
export interface OrderListFormValues {
  orderCode?: string;
  merchantOrderId?: string;
  /** Either number (the search box). */
  orderNumber?: string;
  merchantId?: number | string;
  supplierId?: number | string;
  productId?: number | string;
  /** The main-product switch: on sends product 3024 (product 7.5). */
  mainProduct?: boolean;
  orderStatusId?: number | string;
  /**
   * Several statuses at once (the sheet's multi-select). The spec's getList takes one status or a
   * list to leave out, so several go out as the list of every other status (docs/decisions/065-supplier-queue.md).
   */
  orderStatusIds?: readonly number[];
  notInOrderStatusIds?: readonly number[];
  startTime?: Date | string;
  endTime?: Date | string;
  completedStartTime?: Date | string;
  completedEndTime?: Date | string;
  ipAddress?: string;
  isProxy?: boolean;
  orderType?: number | string;
  orderMark?: number | string;
  supplementStatus?: number | string;
  callbackStatus?: number | string;
  /** Rupees as typed, at most 2 decimals. */
  amount?: string;
  currentReceivedMoney?: string;
  realAmountMin?: string;
  realAmountMax?: string;
  /** USDT as typed, at most 6 decimals. */
  usdtCount?: string;
  usdtAddress?: string;
  description?: string;
  cardNumber?: string;
  userName?: string;
  ifscCode?: string;
  utr?: string;
}

const money = /^\d+(\.\d{1,2})?$/;
const usdt = /^\d+(\.\d{1,6})?$/;

/** '100' -> '100.0001', '100.5' -> '100.5001': the spec's +0.0001, added on the text. */
function plusEpsilon(v: string): string {
  if (!money.test(v)) return v;
  const [whole, frac = ''] = v.split('.');
  // Two places of money, then the 0.0001 (constants.amountFilterEpsilon) in places three and four.
  return `${whole}.${frac.padEnd(2, '0')}01`;
}
/** Scales exactly (decimalToScaled), so 0.29 x 100 is 29, not 28.999999999999996. */
const scaledBy = (v: string, pattern: RegExp, places: number) =>
  pattern.test(v) ? String(decimalToScaled(v, places)) : v;
const time = (v: Date | string) => (typeof v === 'string' ? v.trim() : formatUtcDateTime(v));

/**
 * Product 7.5's scaling, in one pure function: the query string of getList for a filled-in sheet.
 * Empty fields are left out (product 5); a value that is not a valid number is passed on unchanged so
 * the server's validation names the field. Without a status chosen, status 10 is excluded; it is
 * shown only when asked for alone, so it never goes with other statuses.
 */
export function toOrderListQuery(form: OrderListFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, value: string | number | undefined) => {
    const v = value === undefined ? '' : String(value).trim();
    if (v !== '') out[key] = v;
  };
  const plain = [
    'orderCode',
    'merchantOrderId',
    'orderNumber',
    'merchantId',
    'supplierId',
    'productId',
    'orderStatusId',
    'ipAddress',
    'orderType',
    'orderMark',
  ] as const;
  for (const key of plain) put(key, form[key]);
  for (const key of [
    'supplementStatus',
    'callbackStatus',
    'usdtAddress',
    'description',
    'cardNumber',
    'userName',
    'ifscCode',
    'utr',
  ] as const)
    put(key, form[key]);
  if (form.mainProduct) put('mainProductId', ProductId.mainProduct);
  for (const key of ['startTime', 'endTime', 'completedStartTime', 'completedEndTime'] as const) {
    const v = form[key];
    if (v !== undefined && v !== '') put(key, time(v));
  }
  if (form.isProxy !== undefined) put('isProxy', String(form.isProxy));
  for (const key of ['amount', 'currentReceivedMoney'] as const) put(key, form[key] && plusEpsilon(form[key].trim()));
  for (const key of ['realAmountMin', 'realAmountMax'] as const)
    put(key, form[key] && scaledBy(form[key].trim(), money, 2));
  put('usdtCount', form.usdtCount && scaledBy(form.usdtCount.trim(), usdt, 6));
  const chosen = [...new Set(form.orderStatusIds ?? [])];
  if (chosen.length === 1) put('orderStatusId', chosen[0]);
  const notIn = [...(form.notInOrderStatusIds ?? [])];
  if (chosen.length > 1) notIn.push(...orderStatusIds.filter((id) => !chosen.includes(id) && !notIn.includes(id)));
  if (out.orderStatusId === undefined && !notIn.includes(constants.hiddenOrderStatusId))
    notIn.push(constants.hiddenOrderStatusId);
  if (notIn.length) put('notInOrderStatusIds', notIn.join(','));
  return out;
}
