import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const statisticsPage: PageRef = {
  modules: ['statistics/components/statistics-page.tsx'],
  load: () => import('./components/statistics-page.tsx').then((m) => m.StatisticsPage),
};

/** The routes of this feature's pages (product 2.6); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'orderStatistics',
    path: '/order/statistics',
    title: msg({ id: 'routes.orderStatistics', message: 'Order statistics' }),
    variants: [
      'customerService',
      { key: 'supplier', path: '/order/statistics/supplierV2', access: ['supplier'] },
      { key: 'merchant', path: '/order/statistics/merchant', access: ['merchant'] },
    ],
    group: 'statistics',
    view: statisticsPage,
  },
  {
    name: 'orderStatisticsByMerchant',
    path: '/order/statisticsByMerhcantV2',
    title: msg({ id: 'routes.orderStatisticsByMerchant', message: 'Order statistics by merchant' }),
    variants: [
      {
        key: 'customerService',
        path: '/order/statisticsByMerhcant/customerService',
        access: ['customerService', 'technicalMaintenance'],
      },
    ],
    group: 'statistics',
    view: statisticsPage,
  },
];
