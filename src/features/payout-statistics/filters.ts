import { isStaff, payoutStatisticsInput, type CallInput, type payoutStatisticsCalls, type Role } from '../../contract/index.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { defaultLastDays, groupingsFor, type StatisticsKey } from '../statistics/index.ts';

/** The payout statistics' filters, kept in the URL: the order statistics' without order type and mark. */
export const payoutStatisticsKeys = ['merchantUserId', 'supplierUserId', 'productId', 'startTime', 'endTime', 'lastDays'] as const satisfies readonly StatisticsKey[];
export type PayoutStatisticsKey = (typeof payoutStatisticsKeys)[number];
export type PayoutStatisticsFilters = Filters<PayoutStatisticsKey>;
export const payoutStatisticsShape = payoutStatisticsInput.shape;

/** Staff pick a merchant and a supplier; merchants and suppliers see only their own anyway. */
export function payoutFilterKeysFor(role: Role | undefined): PayoutStatisticsKey[] {
  const keys: PayoutStatisticsKey[] = ['productId', 'startTime', 'endTime'];
  return role !== undefined && isStaff(role) ? ['merchantUserId', 'supplierUserId', ...keys] : keys;
}

/**
 * The call's input for a page's filters, every part a plain string in a fixed key order, so the
 * same filters always make the same query key (the offline cache keeps figures by it).
 */
export function payoutStatisticsInputFor(filters: PayoutStatisticsFilters, role: Role | undefined, timeZone: string | undefined): CallInput<typeof payoutStatisticsCalls.statistics> {
  const groupings = groupingsFor(role);
  const ranged = filters.startTime !== undefined || filters.endTime !== undefined;
  const input: Record<string, string> = {};
  for (const key of payoutStatisticsKeys) {
    const value = filters[key];
    if (value !== undefined && key !== 'lastDays') input[key] = value;
  }
  if (!ranged) input.lastDays = filters.lastDays ?? String(defaultLastDays);
  if (timeZone) input.timeZone = timeZone;
  input.groupByMerchant = String(groupings.includes('merchant'));
  input.groupBySupplier = String(groupings.includes('supplier'));
  return input as CallInput<typeof payoutStatisticsCalls.statistics>;
}
