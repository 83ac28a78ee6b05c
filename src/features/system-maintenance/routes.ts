import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const systemMaintenancePage: PageRef = {
  modules: ['system-maintenance/components/system-maintenance-page.tsx'],
  load: () => import('./components/system-maintenance-page.tsx').then((m) => m.SystemMaintenancePage),
};

/** The routes of this feature's pages (product 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'systemMaintenance',
    path: '/systemConfig-admin',
    title: msg({ id: 'routes.systemMaintenance', message: 'System maintenance' }),
    access: ['superAdmin'],
    variants: ['readonly'],
    group: 'system.settings',
    view: systemMaintenancePage,
  },
];
