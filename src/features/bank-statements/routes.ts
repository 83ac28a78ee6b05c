import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const bankStatementsPage: PageRef = {
  modules: ['bank-statements/components/bank-statements-page.tsx'],
  load: () => import('./components/bank-statements-page.tsx').then((m) => m.BankStatementsPage),
};

/** The routes of this feature's pages (product 2.4); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'bankStatements',
    path: '/bankStatement/list',
    title: msg({ id: 'routes.bankStatements', message: 'SMS records' }),
    access: ['admin', 'supplier', 'customerService'],
    group: 'collection',
    view: bankStatementsPage,
  },
  {
    name: 'bankStatementsSa',
    path: '/bankStatement/list-sa',
    title: msg({ id: 'routes.bankStatementsSa', message: 'SMS record management' }),
    access: ['superAdmin'],
    group: 'collection',
    view: bankStatementsPage,
  },
];
