import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const agentsPage: PageRef = {
  modules: ['agents/components/agents-page.tsx'],
  load: () => import('./components/agents-page.tsx').then((m) => m.AgentsPage),
};

/** The routes of this feature's pages (product 2.2); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'supplierProxy',
    path: '/supplier-proxy',
    title: msg({ id: 'routes.supplierProxy', message: 'Agent management' }),
    access: ['supplier'],
    group: 'accounts',
    guard: 'agent',
    view: agentsPage,
  },
];
