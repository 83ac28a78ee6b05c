import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const payGatewaysPage: PageRef = {
  modules: ['pay-gateways/components/pay-gateways-page.tsx'],
  load: () => import('./components/pay-gateways-page.tsx').then((m) => m.PayGatewaysPage),
};

/** The routes of this feature's pages (product 2.8); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'payGateways',
    path: '/payGatewayConfig',
    title: msg({ id: 'routes.payGateways', message: 'Payment gateways' }),
    access: ['superAdmin'],
    variants: ['readonly'],
    group: 'system.settings',
    view: payGatewaysPage,
  },
];
