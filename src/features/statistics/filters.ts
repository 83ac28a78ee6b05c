import { msg } from '@lingui/core/macro';
import { isStaff, orderFigureCalls, type CallInput, type Role } from '../../contract/index.ts';
import type { Filters } from '../../components/filters/url-filters.ts';

/** The filters of the statistics pages, kept in the URL (lastDays is the quick range above the chart). */
export const statisticsKeys = [
  'merchantUserId',
  'supplierUserId',
  'productId',
  'orderType',
  'orderMark',
  'startTime',
  'endTime',
  'lastDays',
] as const;
export type StatisticsKey = (typeof statisticsKeys)[number];
export type StatisticsFilters = Filters<StatisticsKey>;
export const statisticsShape = orderFigureCalls.statisticsV2.input.shape;

export const statisticsLabels = {
  merchantUserId: msg({ id: 'statistics.fields.merchant', message: 'Merchant' }),
  supplierUserId: msg({ id: 'statistics.fields.supplier', message: 'Supplier' }),
  productId: msg({ id: 'orders.fields.productId', message: 'Product ID' }),
  orderType: msg({ id: 'orders.fields.orderType', message: 'Order type' }),
  orderMark: msg({ id: 'statistics.fields.orderMark', message: 'Order mark' }),
  startTime: msg({ id: 'statistics.fields.startTime', message: 'From' }),
  endTime: msg({ id: 'statistics.fields.endTime', message: 'Until' }),
} as const;

/** The quick ranges: the last n days of the statistics' zone, today included. */
export const quickRanges = [1, 7, 30] as const;
export const defaultLastDays = 7;

/**
 * Which filters and groupings a role gets: staff everything, suppliers no merchant list, merchants
 * no supplier and no staff marks (internal labels).
 */
export function filterKeysFor(role: Role | undefined): StatisticsKey[] {
  const keys: StatisticsKey[] = [
    'productId',
    'orderType',
    ...(role === 'merchant' ? [] : (['orderMark'] as const)),
    'startTime',
    'endTime',
  ];
  return role !== undefined && isStaff(role) ? ['merchantUserId', 'supplierUserId', ...keys] : keys;
}

export type Grouping = 'day' | 'merchant' | 'supplier';
export function groupingsFor(role: Role | undefined): Grouping[] {
  if (role === 'merchant') return ['day'];
  if (role === 'supplier') return ['day', 'merchant'];
  return ['day', 'merchant', 'supplier'];
}

/** The browser's own zone: the days of the statistics when Beijing time is not configured. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The call's input for a page's filters (order or payout statistics). Every part is a plain string
 * in a fixed key order, so the same filters always make the same query key (the offline cache keeps
 * figures by it).
 */
export function figuresInput(
  keys: readonly StatisticsKey[],
  filters: StatisticsFilters,
  role: Role | undefined,
  timeZone: string | undefined,
): Record<string, string> {
  const groupings = groupingsFor(role);
  const ranged = filters.startTime !== undefined || filters.endTime !== undefined;
  const input: Record<string, string> = {};
  for (const key of keys) {
    const value = filters[key];
    if (value !== undefined && key !== 'lastDays') input[key] = value;
  }
  if (!ranged) input.lastDays = filters.lastDays ?? String(defaultLastDays);
  if (timeZone) input.timeZone = timeZone;
  input.groupByMerchant = String(groupings.includes('merchant'));
  input.groupBySupplier = String(groupings.includes('supplier'));
  return input;
}

export function statisticsInput(
  filters: StatisticsFilters,
  role: Role | undefined,
  timeZone: string | undefined,
): CallInput<typeof orderFigureCalls.statisticsV2> {
  return figuresInput(statisticsKeys, filters, role, timeZone) as CallInput<typeof orderFigureCalls.statisticsV2>;
}
