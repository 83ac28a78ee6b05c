import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const systemConfigPage: PageRef = {
  modules: ['system-config/components/system-config-page.tsx'],
  load: () => import('./components/system-config-page.tsx').then((m) => m.SystemConfigPage),
};

/** The routes of this feature's pages (product 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'systemConfig',
    path: '/systemConfig',
    title: msg({ id: 'routes.systemConfig', message: 'Global configuration' }),
    access: ['superAdmin'],
    variants: ['readonly'],
    group: 'system.settings',
    confirmClose: true,
    view: systemConfigPage,
  },
];
