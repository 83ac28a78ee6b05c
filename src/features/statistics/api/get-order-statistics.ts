import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderFigureCalls, type CallInput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { statisticsQueryKeys } from './keys.ts';

type Input = CallInput<typeof orderFigureCalls.statisticsV2>;

/** Order figures per day (and per merchant or supplier) for the statistics pages. */
export const orderStatisticsQueryOptions = (input: Input) =>
  queryOptions({
    queryKey: statisticsQueryKeys.orders(input),
    queryFn: ({ signal }) => request(orderFigureCalls.statisticsV2, input, { signal }),
    // The last figures stay on screen while other filters load, so the chart does not flash empty.
    placeholderData: keepPreviousData,
  });

export const useOrderStatistics = (input: Input) => useQuery(orderStatisticsQueryOptions(input));
