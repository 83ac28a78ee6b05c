import { msg } from '@lingui/core/macro';
import type { RouteDecl } from '../types.ts';

/** Spec 2.7: fund records, logs, the merchant's API test and the personal center. */
export const financeRoutes: RouteDecl[] = [
  {
    name: 'fundRecords',
    path: '/fundRecord/fundRecordAdmin',
    title: msg({ id: 'routes.fundRecords', message: 'Fund records' }),
    variants: ['customerService', { key: 'own', path: '/fundRecord/fundRecord', access: ['merchant', 'supplier'] }],
    group: 'finance',
    view: { page: 'fundRecords' },
  },
  {
    name: 'monitorLog',
    path: '/monitorLog/monitorLog',
    title: msg({ id: 'routes.monitorLog', message: 'Monitor log' }),
    variants: ['customerService'],
    group: 'logs',
    view: { page: 'monitorLog' },
  },
  {
    name: 'auditRecords',
    path: '/auditRecord/auditRecord',
    title: msg({ id: 'routes.auditRecords', message: 'Audit log' }),
    variants: ['customerService'],
    group: 'logs',
    view: { page: 'auditRecords' },
  },
  {
    name: 'orderCallbacks',
    path: '/orderCallback',
    title: msg({ id: 'routes.orderCallbacks', message: 'Order callbacks' }),
    variants: ['customerService'],
    group: 'logs',
    view: { page: 'orderCallbacks' },
  },
  {
    name: 'orderCallbackDetails',
    path: '/orderCallbackDetail',
    title: msg({ id: 'routes.orderCallbackDetails', message: 'Callback details' }),
    access: ['superAdmin'],
    variants: ['readonly'],
    group: 'logs',
    view: { page: 'orderCallbackDetails' },
  },
  {
    name: 'apiTest',
    path: '/order/test/merchant',
    title: msg({ id: 'routes.apiTest', message: 'API test' }),
    access: ['merchant'],
    group: 'tools',
    confirmClose: true,
    view: { page: 'apiTest' },
  },
  {
    name: 'profile',
    path: '/profile/list',
    title: msg({ id: 'routes.profile', message: 'Personal center' }),
    access: ['superAdmin', 'admin', 'supplier', 'merchant'],
    variants: ['customerService'],
    group: 'tools',
    view: { page: 'profile' },
  },
];
