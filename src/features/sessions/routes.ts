import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const onlineUsersPage: PageRef = {
  modules: ['sessions/components/online-users-page.tsx'],
  load: () => import('./components/online-users-page.tsx').then((m) => m.OnlineUsersPage),
};

/** The routes of this feature's pages (product 2.2); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'loggedUsers',
    path: '/setting/logged-user-list',
    title: msg({ id: 'routes.loggedUsers', message: 'Online users' }),
    access: ['superAdmin'],
    group: 'accounts',
    cache: false,
    view: onlineUsersPage,
  },
];
