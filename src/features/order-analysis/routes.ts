import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const payerAnalysisPage: PageRef = {
  modules: ['order-analysis/components/payer-analysis-page.tsx'],
  load: () => import('./components/payer-analysis-page.tsx').then((m) => m.PayerAnalysisPage),
};

const ipAnalysisPage: PageRef = {
  modules: ['order-analysis/components/ip-analysis-page.tsx'],
  load: () => import('./components/ip-analysis-page.tsx').then((m) => m.IpAnalysisPage),
};

const frozenIpsPage: PageRef = {
  modules: ['order-analysis/components/frozen-ips-page.tsx'],
  load: () => import('./components/frozen-ips-page.tsx').then((m) => m.FrozenIpsPage),
};

/** The routes of this feature's pages (product 2.4); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'orderAnalysis',
    path: '/orderAnalysis/order-analysis-list',
    title: msg({ id: 'routes.orderAnalysis', message: 'Order analysis' }),
    variants: ['customerService'],
    group: 'collection',
    view: payerAnalysisPage,
  },
  {
    name: 'ipAnalysis',
    path: '/orderAnalysis/ip-analysis-list',
    title: msg({ id: 'routes.ipAnalysis', message: 'IP analysis' }),
    variants: ['customerService'],
    group: 'collection',
    view: ipAnalysisPage,
  },
  {
    name: 'frozenIps',
    path: '/orderAnalysis/fronzen-ip-list',
    title: msg({ id: 'routes.frozenIps', message: 'Abnormal IPs' }),
    variants: ['customerService'],
    group: 'collection',
    view: frozenIpsPage,
  },
];
