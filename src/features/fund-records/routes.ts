import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const fundRecordsPage: PageRef = {
  modules: ['fund-records/components/fund-records-page.tsx'],
  load: () => import('./components/fund-records-page.tsx').then((m) => m.FundRecordsPage),
};

/** The routes of this feature's pages (product 2.7); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'fundRecords',
    path: '/fundRecord/fundRecordAdmin',
    title: msg({ id: 'routes.fundRecords', message: 'Fund records' }),
    variants: ['customerService', { key: 'own', path: '/fundRecord/fundRecord', access: ['merchant', 'supplier'] }],
    group: 'finance',
    view: fundRecordsPage,
  },
];
