import { startQuery } from '../../lib/prefetch.ts';
import type { PagePrefetchContext } from '../../lib/routes/types.ts';
import { balanceQueryOptions } from './api/get-balance.ts';
import { latestOrdersQueryOptions } from './api/get-latest-orders.ts';
import { orderStatisticsQueryOptions } from './api/get-order-statistics.ts';
import { supplementQueueQueryOptions } from './api/get-supplement-queue.ts';
import { localDayParams } from './local-day.ts';
import { homeSections } from './sections.ts';

/** Home's calls, started by its route's loader: the same sections HomePage shows. */
export function prefetchHome({ user, routes }: PagePrefetchContext): void {
  const sections = homeSections(user, routes);
  if (sections.hasBalance) startQuery(balanceQueryOptions());
  if (sections.supplements && sections.ordersPath) startQuery(supplementQueueQueryOptions());
  if (sections.seesOrders) {
    const params = localDayParams();
    startQuery(orderStatisticsQueryOptions('today', params.today));
    startQuery(orderStatisticsQueryOptions('yesterday', params.yesterday));
    startQuery(orderStatisticsQueryOptions('total', params.total));
    startQuery(latestOrdersQueryOptions());
  }
}
