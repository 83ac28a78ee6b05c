import { msg } from '@lingui/core/macro';
import type { RouteDecl } from '../types.ts';

/** Spec 2.2. */
export const accountRoutes: RouteDecl[] = [
  {
    name: 'merchants',
    path: '/merchants/list',
    title: msg({ id: 'routes.merchants', message: 'Merchants' }),
    variants: ['customerService'],
    group: 'accounts',
    view: { page: 'accounts' },
  },
  {
    name: 'suppliers',
    path: '/supplier/list',
    title: msg({ id: 'routes.suppliers', message: 'Suppliers' }),
    access: ['superAdmin', 'admin', 'technicalSupport'],
    variants: ['customerService'],
    group: 'accounts',
    view: { page: 'accounts' },
  },
  {
    name: 'supplierProxy',
    path: '/supplier-proxy',
    title: msg({ id: 'routes.supplierProxy', message: 'Agent management' }),
    access: ['supplier'],
    group: 'accounts',
    guard: 'agent',
    view: { page: 'agents' },
  },
  {
    name: 'users',
    path: '/setting/users',
    title: msg({ id: 'routes.users', message: 'Account management' }),
    variants: ['customerService'],
    group: 'accounts',
    view: { page: 'staffAccounts' },
  },
  {
    name: 'loggedUsers',
    path: '/setting/logged-user-list',
    title: msg({ id: 'routes.loggedUsers', message: 'Online users' }),
    access: ['superAdmin'],
    group: 'accounts',
    cache: false,
    view: { page: 'onlineUsers' },
  },
];
