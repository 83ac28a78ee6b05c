import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payoutStatisticsCalls, type CallInput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { payoutStatisticsQueryKeys } from './keys.ts';

type Input = CallInput<typeof payoutStatisticsCalls.statistics>;

/** Payout figures per day (and per merchant or supplier) for the payout statistics pages. */
export const payoutStatisticsQueryOptions = (input: Input) =>
  queryOptions({
    queryKey: payoutStatisticsQueryKeys.payouts(input),
    queryFn: ({ signal }) => request(payoutStatisticsCalls.statistics, input, { signal }),
    // The last figures stay on screen while other filters load, so the chart does not flash empty.
    placeholderData: keepPreviousData,
  });

export const usePayoutStatistics = (input: Input) => useQuery(payoutStatisticsQueryOptions(input));
