import { msg } from '@lingui/core/macro';
import type { RouteDecl } from '../../lib/routes/types.ts';

/**
 * The page and what its chunk starts from. The app shell puts payout-upload's upload button in its
 * `UploadAction` slot (src/app/routes/table.ts): features never import each other's UI.
 */
export const payoutsPage = {
  modules: ['payouts/components/payouts-page.tsx'],
  load: () => import('./components/payouts-page.tsx').then((m) => m.PayoutsPage),
};

/** The routes of this feature's pages (product 2.5); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'payoutPool',
    path: '/payProxyOrder/pool',
    title: msg({ id: 'routes.payoutPool', message: 'Payout pool' }),
    variants: ['customerService'],
    group: 'payouts',
    view: payoutsPage,
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
        // A team's page: only an agent has a team.
        guard: 'agent',
        title: msg({ id: 'routes.payoutsTeam', message: 'Team payouts' }),
      },
      { key: 'merchant', path: '/payProxyOrder/list/merchant', access: ['merchant'] },
    ],
    group: 'payouts',
    view: payoutsPage,
  },
];
