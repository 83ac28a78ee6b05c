import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const orderCallbacksPage: PageRef = {
  modules: ['order-callbacks/components/order-callbacks-page.tsx'],
  load: () => import('./components/order-callbacks-page.tsx').then((m) => m.OrderCallbacksPage),
};

const callbackDetailsPage: PageRef = {
  modules: ['order-callbacks/components/callback-details-page.tsx'],
  load: () => import('./components/callback-details-page.tsx').then((m) => m.CallbackDetailsPage),
};

/** The routes of this feature's pages (product 2.7); src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  {
    name: 'orderCallbacks',
    path: '/orderCallback',
    title: msg({ id: 'routes.orderCallbacks', message: 'Order callbacks' }),
    variants: ['customerService'],
    group: 'logs',
    view: orderCallbacksPage,
  },
  {
    name: 'orderCallbackDetails',
    path: '/orderCallbackDetail',
    title: msg({ id: 'routes.orderCallbackDetails', message: 'Callback details' }),
    access: ['superAdmin'],
    variants: [
      'readonly',
      // The merchant's callback log (decision 131): the same page, its own attempts (the server
      // scopes the list), with a re-send of its own orders' and payouts' callbacks.
      {
        key: 'merchant',
        path: '/merchant/callbackLog',
        access: ['merchant'],
        title: msg({ id: 'routes.merchantCallbackLog', message: 'Callback log' }),
      },
    ],
    group: 'logs',
    view: callbackDetailsPage,
  },
];
