import {
  isStaff,
  payoutStatisticsInput,
  type CallInput,
  type payoutStatisticsCalls,
  type Role,
} from '../../contract/index.ts';
import type { Filters } from '../../components/filters/url-filters.ts';
import { figuresInput, type StatisticsKey } from '../statistics/index.ts';

/** The payout statistics' filters, kept in the URL: the order statistics' without order type and mark. */
export const payoutStatisticsKeys = [
  'merchantUserId',
  'supplierUserId',
  'productId',
  'startTime',
  'endTime',
  'lastDays',
] as const satisfies readonly StatisticsKey[];
export type PayoutStatisticsKey = (typeof payoutStatisticsKeys)[number];
export type PayoutStatisticsFilters = Filters<PayoutStatisticsKey>;
export const payoutStatisticsShape = payoutStatisticsInput.shape;

/** Staff pick a merchant and a supplier; merchants and suppliers see only their own anyway. */
export function payoutFilterKeysFor(role: Role | undefined): PayoutStatisticsKey[] {
  const keys: PayoutStatisticsKey[] = ['productId', 'startTime', 'endTime'];
  return role !== undefined && isStaff(role) ? ['merchantUserId', 'supplierUserId', ...keys] : keys;
}

/** The call's input for a page's filters, built like the order statistics' (same key order rules). */
export function payoutStatisticsInputFor(
  filters: PayoutStatisticsFilters,
  role: Role | undefined,
  timeZone: string | undefined,
): CallInput<typeof payoutStatisticsCalls.statistics> {
  return figuresInput(payoutStatisticsKeys, filters, role, timeZone) as CallInput<
    typeof payoutStatisticsCalls.statistics
  >;
}
