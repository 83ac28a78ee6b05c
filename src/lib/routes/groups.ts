import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuGroupId } from './types.ts';

export interface MenuGroupDecl {
  id: MenuGroupId | 'system';
  title: MessageDescriptor;
  parent?: 'system';
}

/** Menu sections in order; the system sub-groups sit under System management. */
export const menuGroups: readonly MenuGroupDecl[] = [
  { id: 'accounts', title: msg({ id: 'menu.accounts', message: 'Accounts' }) },
  { id: 'receiving', title: msg({ id: 'menu.receiving', message: 'Receiving accounts' }) },
  { id: 'collection', title: msg({ id: 'menu.collection', message: 'Collection' }) },
  { id: 'payouts', title: msg({ id: 'menu.payouts', message: 'Payouts' }) },
  { id: 'statistics', title: msg({ id: 'menu.statistics', message: 'Statistics' }) },
  { id: 'finance', title: msg({ id: 'menu.finance', message: 'Finance' }) },
  { id: 'logs', title: msg({ id: 'menu.logs', message: 'Logs' }) },
  { id: 'tools', title: msg({ id: 'menu.tools', message: 'My account' }) },
  { id: 'system', title: msg({ id: 'menu.system', message: 'System management' }) },
  {
    id: 'system.dynamicPay',
    title: msg({ id: 'menu.system.dynamicPay', message: 'Dynamic payment' }),
    parent: 'system',
  },
  { id: 'system.bots', title: msg({ id: 'menu.system.bots', message: 'Bots' }), parent: 'system' },
  { id: 'system.settings', title: msg({ id: 'menu.system.settings', message: 'Settings' }), parent: 'system' },
];

/**
 * The table in menu order: routes without a group first (home), then group by group as
 * `menuGroups` lists them. Within a group the order given is kept (`sort` is stable), so the app
 * shell's list of features decides the order of one group's entries.
 */
export function inMenuOrder<T extends { group?: MenuGroupId }>(decls: readonly T[]): T[] {
  const rank = (decl: T) => (decl.group ? menuGroups.findIndex((g) => g.id === decl.group) + 1 : 0);
  return [...decls].sort((a, b) => rank(a) - rank(b));
}
