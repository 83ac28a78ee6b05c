import type { StatisticsRange } from '../local-day.ts';

/**
 * Query keys of the home page. They sit under the resources they read (`orders`, `balances`), so
 * whatever invalidates orders (websocket events, order actions) refreshes the home figures too.
 */
export const homeKeys = {
  statistics: (range: StatisticsRange, params: Record<string, string>) =>
    ['orders', 'statistics', range, params] as const,
  statisticsAll: () => ['orders', 'statistics'] as const,
  latestOrders: () => ['orders', 'latest'] as const,
  supplementQueue: () => ['orders', 'supplementQueue'] as const,
  balance: () => ['balances', 'total'] as const,
};
