import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const payoutBatchesPage: PageRef = {
  modules: ['payout-batches/components/payout-batches-page.tsx'],
  load: () => import('./components/payout-batches-page.tsx').then((m) => m.PayoutBatchesPage),
};

/** The routes of this feature's pages (product 2.5); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'payoutBatches',
    path: '/payoutBatch/list',
    title: msg({ id: 'routes.payoutBatches', message: 'Payout batches' }),
    access: ['superAdmin', 'admin', 'supplier'],
    variants: ['customerService'],
    group: 'payouts',
    confirmClose: true,
    view: payoutBatchesPage,
  },
];
