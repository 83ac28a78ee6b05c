import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const payoutStatisticsPage: PageRef = {
  modules: ['payout-statistics/components/payout-statistics-page.tsx'],
  load: () => import('./components/payout-statistics-page.tsx').then((m) => m.PayoutStatisticsPage),
};

/** The routes of this feature's pages (product 2.6); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'payoutStatistics',
    path: '/payProxyOrder/statistics',
    title: msg({ id: 'routes.payoutStatistics', message: 'Payout statistics' }),
    variants: [
      'customerService',
      { key: 'supplier', path: '/payProxyOrder/statistics/supplier', access: ['supplier'] },
      { key: 'merchant', path: '/payProxyOrder/statistics/merchant', access: ['merchant'] },
    ],
    group: 'statistics',
    view: payoutStatisticsPage,
  },
  {
    name: 'payoutStatisticsByMerchant',
    path: '/payProxyOrder/statisticsByMerchant',
    title: msg({ id: 'routes.payoutStatisticsByMerchant', message: 'Payout statistics by merchant' }),
    variants: ['customerService'],
    group: 'statistics',
    view: payoutStatisticsPage,
  },
];
