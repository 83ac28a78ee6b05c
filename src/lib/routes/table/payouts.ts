import { msg } from '@lingui/core/macro';
import type { RouteDecl } from '../types.ts';

/** Spec 2.5. */
export const payoutRoutes: RouteDecl[] = [
  {
    name: 'payoutPool',
    path: '/payProxyOrder/pool',
    title: msg({ id: 'routes.payoutPool', message: 'Payout pool' }),
    variants: ['customerService'],
    group: 'payouts',
    view: { page: 'payouts' },
  },
  {
    name: 'payouts',
    path: '/payProxyOrder/list',
    title: msg({ id: 'routes.payouts', message: 'Payout orders' }),
    variants: [
      'customerService',
      { key: 'supplier', path: '/payProxyOrder/list/supplier', access: ['supplier'] },
      {
        key: 'supplierProxy',
        path: '/payProxyOrder/list/supplierProxy',
        access: ['supplier'],
        // A team's page: only an agent has a team (issue 19 item 8).
        guard: 'agent',
        title: msg({ id: 'routes.payoutsTeam', message: 'Team payouts' }),
      },
      { key: 'merchant', path: '/payProxyOrder/list/merchant', access: ['merchant'] },
    ],
    group: 'payouts',
    view: { page: 'payouts' },
  },
  {
    name: 'payoutBatches',
    path: '/payoutBatch/list',
    title: msg({ id: 'routes.payoutBatches', message: 'Payout batches' }),
    access: ['superAdmin', 'admin', 'supplier'],
    variants: ['customerService'],
    group: 'payouts',
    confirmClose: true,
    view: { page: 'payoutBatches' },
  },
  {
    name: 'riskDetections',
    path: '/payProxyOrder/risk-control/detection-records',
    title: msg({ id: 'routes.riskDetections', message: 'Risk detection records' }),
    access: ['superAdmin'],
    group: 'payouts',
    view: { page: 'riskDetections' },
  },
  {
    name: 'riskBlacklist',
    path: '/payProxyOrder/risk-control/blacklist',
    title: msg({ id: 'routes.riskBlacklist', message: 'Risk blacklist' }),
    access: ['superAdmin'],
    group: 'payouts',
    view: { page: 'riskBlacklist' },
  },
];
