import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const userProductsPage: PageRef = {
  modules: ['user-products/components/user-products-page.tsx'],
  load: () => import('./components/user-products-page.tsx').then((m) => m.UserProductsPage),
};

/** The routes of this feature's pages (product 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'userProducts',
    path: '/userProduct',
    title: msg({ id: 'routes.userProducts', message: 'User products' }),
    variants: ['customerService'],
    group: 'system.settings',
    view: userProductsPage,
  },
];
