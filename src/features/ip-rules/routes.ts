import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const ipRulesPage: PageRef = {
  modules: ['ip-rules/components/ip-rules-page.tsx'],
  load: () => import('./components/ip-rules-page.tsx').then((m) => m.IpRulesPage),
};

/** The routes of this feature's pages (product 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'ipRules',
    path: '/systemManager/ipRule',
    title: msg({ id: 'routes.ipRules', message: 'IP whitelist' }),
    variants: ['customerService'],
    group: 'system.settings',
    view: ipRulesPage,
  },
];
