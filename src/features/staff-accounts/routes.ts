import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const staffAccountsPage: PageRef = {
  modules: ['staff-accounts/components/staff-accounts-page.tsx'],
  load: () => import('./components/staff-accounts-page.tsx').then((m) => m.StaffAccountsPage),
};

/** The routes of this feature's pages (product 2.2); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'users',
    path: '/setting/users',
    title: msg({ id: 'routes.users', message: 'Account management' }),
    variants: ['customerService'],
    group: 'accounts',
    view: staffAccountsPage,
  },
];
