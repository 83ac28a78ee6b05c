import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const auditLogPage: PageRef = {
  modules: ['audit-log/components/audit-log-page.tsx'],
  load: () => import('./components/audit-log-page.tsx').then((m) => m.AuditLogPage),
};

/** The routes of this feature's pages (product 2.7); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'auditRecords',
    path: '/auditRecord/auditRecord',
    title: msg({ id: 'routes.auditRecords', message: 'Audit log' }),
    variants: ['customerService'],
    group: 'logs',
    view: auditLogPage,
  },
];
