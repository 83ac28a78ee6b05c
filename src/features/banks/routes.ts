import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const banksPage: PageRef = {
  modules: ['banks/components/banks-page.tsx'],
  load: () => import('./components/banks-page.tsx').then((m) => m.BanksPage),
};

/** The routes of this feature's pages (product 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'banks',
    path: '/setting/banks',
    title: msg({ id: 'routes.banks', message: 'Bank numbers' }),
    variants: ['customerService'],
    group: 'system.settings',
    view: banksPage,
  },
];
