import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const monitorLogPage: PageRef = {
  modules: ['monitor-log/components/monitor-log-page.tsx'],
  load: () => import('./components/monitor-log-page.tsx').then((m) => m.MonitorLogPage),
};

/** The routes of this feature's pages (product 2.7); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'monitorLog',
    path: '/monitorLog/monitorLog',
    title: msg({ id: 'routes.monitorLog', message: 'Monitor log' }),
    variants: ['customerService'],
    group: 'logs',
    view: monitorLogPage,
  },
];
