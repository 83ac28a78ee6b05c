import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const apiTestPage: PageRef = {
  modules: ['order-test/components/api-test-page.tsx'],
  load: () => import('./components/api-test-page.tsx').then((m) => m.ApiTestPage),
};

const adminTestOrderPage: PageRef = {
  modules: ['order-test/components/admin-test-order-page.tsx'],
  load: () => import('./components/admin-test-order-page.tsx').then((m) => m.AdminTestOrderPage),
};

/** The routes of this feature's pages (product 2.7, 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'apiTest',
    path: '/order/test/merchant',
    title: msg({ id: 'routes.apiTest', message: 'API test' }),
    access: ['merchant'],
    group: 'tools',
    confirmClose: true,
    view: apiTestPage,
  },
  {
    name: 'testAdminOrder',
    path: '/order/testAdminOrder',
    title: msg({ id: 'routes.testAdminOrder', message: 'Order creation test' }),
    access: ['superAdmin'],
    variants: ['readonly'],
    group: 'system.settings',
    confirmClose: true,
    view: adminTestOrderPage,
  },
];
