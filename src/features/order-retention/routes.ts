import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const orderRetentionPage: PageRef = {
  modules: ['order-retention/components/order-retention-page.tsx'],
  load: () => import('./components/order-retention-page.tsx').then((m) => m.OrderRetentionPage),
};

/** The routes of this feature's pages (product 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'orderClearHistory',
    path: '/orderClearHistory',
    title: msg({ id: 'routes.orderClearHistory', message: 'Order clear history' }),
    access: ['superAdmin'],
    variants: ['readonly'],
    group: 'system.settings',
    view: orderRetentionPage,
  },
];
