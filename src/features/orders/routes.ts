import { msg } from '@lingui/core/macro';
import type { RouteDecl } from '../../lib/routes/types.ts';

/**
 * The page and what its chunk starts from. The app shell puts order-upload's upload button in its
 * `UploadAction` slot (src/app/routes/table.ts): features never import each other's UI.
 */
export const ordersPage = {
  modules: ['orders/components/orders-page.tsx'],
  load: () => import('./components/orders-page.tsx').then((m) => m.OrdersPage),
};

/** The routes of this feature's pages (product 2.4); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'orders',
    path: '/order/list',
    title: msg({ id: 'routes.orders', message: 'Collection orders' }),
    variants: [
      'customerService',
      { key: 'supplier', path: '/order/list/supplier', access: ['supplier'] },
      {
        key: 'supplierProxy',
        path: '/order/list/supplierProxy',
        access: ['supplier'],
        // A team's page: only an agent has a team.
        guard: 'agent',
        title: msg({ id: 'routes.ordersTeam', message: 'Team orders' }),
      },
      { key: 'merchant', path: '/order/list/merchant', access: ['merchant'] },
    ],
    group: 'collection',
    view: ordersPage,
  },
];
