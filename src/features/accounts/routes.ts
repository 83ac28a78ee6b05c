import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const accountsPage: PageRef = {
  modules: ['accounts/components/accounts-page.tsx'],
  load: () => import('./components/accounts-page.tsx').then((m) => m.AccountsPage),
};

/** The routes of this feature's pages (product 2.2); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'merchants',
    path: '/merchants/list',
    title: msg({ id: 'routes.merchants', message: 'Merchants' }),
    variants: ['customerService'],
    group: 'accounts',
    view: accountsPage,
  },
  {
    name: 'suppliers',
    path: '/supplier/list',
    title: msg({ id: 'routes.suppliers', message: 'Suppliers' }),
    access: ['superAdmin', 'admin', 'technicalSupport'],
    variants: ['customerService'],
    group: 'accounts',
    view: accountsPage,
  },
];
