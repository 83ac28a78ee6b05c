import type { CallInput, payoutStatisticsCalls } from '../../../contract/index.ts';

/**
 * Under the statistics pages' ['statistics'] key, which the offline cache keeps: the call's whole
 * input (plain strings, fixed key order) makes the same key on every visit and reload.
 */
export const payoutStatisticsQueryKeys = {
  payouts: (input: CallInput<typeof payoutStatisticsCalls.statistics>) => ['statistics', 'payouts', input] as const,
};
