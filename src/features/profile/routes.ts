import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const profilePage: PageRef = {
  modules: ['profile/components/profile-page.tsx'],
  load: () => import('./components/profile-page.tsx').then((m) => m.ProfilePage),
};

/** The routes of this feature's pages (product 2.7); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'profile',
    path: '/profile/list',
    title: msg({ id: 'routes.profile', message: 'Personal center' }),
    access: ['superAdmin', 'admin', 'supplier', 'merchant'],
    variants: ['customerService'],
    group: 'tools',
    view: profilePage,
  },
];
