import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { localDayParams, type StatisticsRange } from '../local-day.ts';
import { homeKeys } from './keys.ts';

type Params = ReturnType<typeof localDayParams>;

export function getOrderStatistics<R extends StatisticsRange>(range: R, params: Params[R], signal?: AbortSignal) {
  if (range === 'today') return request(orderCalls.statisticsToday, params as Params['today'], { signal });
  if (range === 'yesterday') return request(orderCalls.statisticsYesterday, params as Params['yesterday'], { signal });
  return request(orderCalls.statisticsTotal, {}, { signal });
}

/** Product 7.5 statistics/total, /today and /yesterday, for the user's local day. */
export const orderStatisticsQueryOptions = <R extends StatisticsRange>(range: R, params: Params[R]) =>
  queryOptions({
    queryKey: homeKeys.statistics(range, params),
    queryFn: ({ signal }) => getOrderStatistics(range, params, signal),
  });

export const useOrderStatistics = <R extends StatisticsRange>(range: R, params: Params[R], enabled = true) =>
  useQuery({ ...orderStatisticsQueryOptions(range, params), enabled });
