import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const orderProfilePage: PageRef = {
  modules: ['order-profile/components/order-profile-page.tsx'],
  load: () => import('./components/order-profile-page.tsx').then((m) => m.OrderProfilePage),
};

/** The routes of this feature's pages (product 2.4); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'orderProfile',
    path: '/order/profile',
    title: msg({ id: 'routes.orderProfile', message: 'Order performance' }),
    access: ['superAdmin'],
    group: 'collection',
    view: orderProfilePage,
  },
];
