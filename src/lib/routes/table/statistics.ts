import { msg } from '@lingui/core/macro';
import type { RouteDecl } from '../types.ts';

/** Spec 2.6: the supplier's and merchant's own statistics are role variants of the staff pages. */
export const statisticsRoutes: RouteDecl[] = [
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
    view: { page: 'orderStatistics' },
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
    view: { page: 'orderStatistics' },
  },
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
    view: { page: 'payoutStatistics' },
  },
  {
    name: 'payoutStatisticsByMerchant',
    path: '/payProxyOrder/statisticsByMerchant',
    title: msg({ id: 'routes.payoutStatisticsByMerchant', message: 'Payout statistics by merchant' }),
    variants: ['customerService'],
    group: 'statistics',
    view: { page: 'payoutStatistics' },
  },
];
