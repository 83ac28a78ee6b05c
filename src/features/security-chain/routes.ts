import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const chainsPage: PageRef = {
  modules: ['security-chain/components/chains-page.tsx'],
  load: () => import('./components/chains-page.tsx').then((m) => m.ChainsPage),
};

const patchesPage: PageRef = {
  modules: ['security-chain/components/patches-page.tsx'],
  load: () => import('./components/patches-page.tsx').then((m) => m.PatchesPage),
};

/** The routes of this feature's pages (product 2.4); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'securityPatches',
    path: '/securityNodes/security-patch-list',
    title: msg({ id: 'routes.securityPatches', message: 'Chain supplement details' }),
    access: ['superAdmin'],
    group: 'collection',
    view: patchesPage,
  },
  {
    name: 'securityNodes',
    path: '/securityNodes/list',
    title: msg({ id: 'routes.securityNodes', message: 'Trusted chains' }),
    access: ['superAdmin'],
    group: 'collection',
    view: chainsPage,
  },
];
