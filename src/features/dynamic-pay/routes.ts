import { msg } from '@lingui/core/macro';
import type { PageRef, RouteDecl } from '../../lib/routes/types.ts';

const payScriptsPage: PageRef = {
  modules: ['dynamic-pay/components/pay-scripts-page.tsx'],
  load: () => import('./components/pay-scripts-page.tsx').then((m) => m.PayScriptsPage),
};

const dynamicPayRecordsPage: PageRef = {
  modules: ['dynamic-pay/components/records-page.tsx'],
  load: () => import('./components/records-page.tsx').then((m) => m.DynamicPayRecordsPage),
};

/**
 * The routes of this feature's pages (product 2.8); src/app/routes/table.ts composes them.
 * technicalSupport always sees System management > Dynamic payment (product 2.8, 6): it gets
 * the read-only variants of these two pages, so the entries it sees also open.
 */
export const routes: readonly RouteDecl[] = [
  {
    name: 'payScripts',
    path: '/dynamicPay/payScriptInfo',
    title: msg({ id: 'routes.payScripts', message: 'Pay scripts' }),
    access: ['superAdmin'],
    variants: ['readonly'],
    extraVariantRoles: { readonly: ['technicalSupport'] },
    group: 'system.dynamicPay',
    view: payScriptsPage,
  },
  {
    name: 'dynamicPayRecords',
    path: '/dynamicPay/dynamicPayRecord',
    title: msg({ id: 'routes.dynamicPayRecords', message: 'Dynamic pay records' }),
    access: ['superAdmin', 'customerService'],
    variants: ['readonly'],
    extraVariantRoles: { readonly: ['technicalSupport'] },
    group: 'system.dynamicPay',
    view: dynamicPayRecordsPage,
  },
];
