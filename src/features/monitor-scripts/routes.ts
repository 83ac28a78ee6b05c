import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const monitorScriptsPage: PageRef = {
  modules: ['monitor-scripts/components/monitor-scripts-page.tsx'],
  load: () => import('./components/monitor-scripts-page.tsx').then((m) => m.MonitorScriptsPage),
};

/** The routes of this feature's pages (product 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'monitorScripts',
    path: '/setting/monitorScriptInfo',
    title: msg({ id: 'routes.monitorScripts', message: 'Monitoring scripts' }),
    access: ['superAdmin'],
    variants: ['readonly'],
    group: 'system.settings',
    view: monitorScriptsPage,
  },
];
