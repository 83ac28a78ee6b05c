import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

/** One page for every account type: the route says which type it shows. */
const receivingAccountsPage: PageRef = {
  modules: ['receiving-accounts/components/receiving-accounts-page.tsx'],
  load: () => import('./components/receiving-accounts-page.tsx').then((m) => m.ReceivingAccountsPage),
};

/**
 * Product 2.3: every receiving-account type has an admin page at /list-admin (the default), a
 * read-only /list-admin/customerService page and the supplier's own page at /list.
 */
function accountType(type: string, title: MessageDescriptor, withSupplierPage = true): RouteDecl {
  return {
    name: `receiving.${type}`,
    path: `/${type}/list-admin`,
    title,
    variants: withSupplierPage
      ? ['customerService', { key: 'supplier', path: `/${type}/list`, access: ['supplier'] }]
      : ['customerService'],
    group: 'receiving',
    view: receivingAccountsPage,
  };
}

/** The routes of this feature's pages; src/app/routes/table.ts composes them. */
export const routes: readonly RouteDecl[] = [
  accountType(
    'internationalCardToCard',
    msg({ id: 'routes.receiving.internationalCardToCard', message: 'International card to card' }),
  ),
  accountType('opt', msg({ id: 'routes.receiving.opt', message: 'OTP monitoring accounts' })),
  accountType('indiaAutoPayout', msg({ id: 'routes.receiving.indiaAutoPayout', message: 'India payout accounts' })),
  accountType('razorpayPayProxy', msg({ id: 'routes.receiving.razorpayPayProxy', message: 'Gateway payout channels' })),
  accountType('uSDTFloating', msg({ id: 'routes.receiving.uSDTFloating', message: 'USDT floating channel' })),
  accountType('uSDTPayProxy', msg({ id: 'routes.receiving.uSDTPayProxy', message: 'USDT payout channel' })),
  accountType('kenya', msg({ id: 'routes.receiving.kenya', message: 'Kenya accounts' }), false),
  accountType('alipay', msg({ id: 'routes.receiving.alipay', message: 'Alipay accounts' })),
  accountType('unionPay', msg({ id: 'routes.receiving.unionPay', message: 'UnionPay quick pay cards' })),
  accountType('weChat', msg({ id: 'routes.receiving.weChat', message: 'WeChat accounts' })),
];
