import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const blacklistPage: PageRef = {
  modules: ['risk-control/components/blacklist-page.tsx'],
  load: () => import('./components/blacklist-page.tsx').then((m) => m.BlacklistPage),
};

const detectionsPage: PageRef = {
  modules: ['risk-control/components/detections-page.tsx'],
  load: () => import('./components/detections-page.tsx').then((m) => m.DetectionsPage),
};

/** The routes of this feature's pages (product 2.5, 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'riskDetections',
    path: '/payProxyOrder/risk-control/detection-records',
    title: msg({ id: 'routes.riskDetections', message: 'Risk detection records' }),
    access: ['superAdmin'],
    group: 'payouts',
    view: detectionsPage,
  },
  {
    name: 'riskBlacklist',
    path: '/payProxyOrder/risk-control/blacklist',
    title: msg({ id: 'routes.riskBlacklist', message: 'Risk blacklist' }),
    access: ['superAdmin'],
    group: 'payouts',
    view: blacklistPage,
  },
  {
    name: 'nameBlackList',
    path: '/systemManager/nameBlackList',
    title: msg({ id: 'routes.nameBlackList', message: 'Name blacklist' }),
    access: ['superAdmin'],
    variants: ['readonly'],
    group: 'system.settings',
    view: blacklistPage,
  },
];
