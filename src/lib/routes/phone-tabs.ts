import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isStaff, type Role } from '../../contract/index.ts';
import { allows } from './expand.ts';
import { hiddenByFlag, type MenuFlags } from './menu.ts';
import type { AppRoute } from './types.ts';

/** A page of the phone's bottom bar: a screen family of the route table and its short label. */
interface PhoneTabDecl {
  /** A route name, or a family prefix ending in `.` (`receiving.`: the first account type the role has). */
  family: string;
  label: MessageDescriptor;
  icon: PhoneTabIcon;
  /** Shown only when the role has fewer main pages than the bar holds. */
  fallback?: true;
}

export type PhoneTabIcon =
  'home' | 'collection' | 'payouts' | 'receiving' | 'sms' | 'statistics' | 'messages' | 'accounts';

export interface PhoneTab {
  route: AppRoute;
  label: MessageDescriptor;
  icon: PhoneTabIcon;
}

const home: PhoneTabDecl = { family: 'home', label: msg({ id: 'phoneTabs.home', message: 'Home' }), icon: 'home' };
const orders: PhoneTabDecl = {
  family: 'orders',
  label: msg({ id: 'phoneTabs.orders', message: 'Orders' }),
  icon: 'collection',
};
const payouts: PhoneTabDecl = {
  family: 'payouts',
  label: msg({ id: 'phoneTabs.payouts', message: 'Payouts' }),
  icon: 'payouts',
};
const accounts: PhoneTabDecl = {
  family: 'receiving.',
  label: msg({ id: 'phoneTabs.accounts', message: 'Accounts' }),
  icon: 'receiving',
};
const sms: PhoneTabDecl = {
  family: 'bankStatements',
  label: msg({ id: 'phoneTabs.sms', message: 'SMS' }),
  icon: 'sms',
};
const statistics: PhoneTabDecl = {
  family: 'orderStatistics',
  label: msg({ id: 'phoneTabs.statistics', message: 'Statistics' }),
  icon: 'statistics',
};
const statisticsFallback: PhoneTabDecl = { ...statistics, fallback: true };
const suppliers: PhoneTabDecl = {
  family: 'suppliers',
  label: msg({ id: 'phoneTabs.suppliers', message: 'Suppliers' }),
  icon: 'accounts',
  fallback: true,
};
const messages: PhoneTabDecl = {
  family: 'message_page',
  label: msg({ id: 'phoneTabs.messages', message: 'Messages' }),
  icon: 'messages',
};

/**
 * Each role's main pages on a phone (decision 070), in bar order; a page the role cannot open or
 * whose switch is off is skipped, and a fallback fills its place (a supplier without SMS records
 * gets statistics; technical support, with neither orders nor payouts, gets suppliers).
 */
const decls = {
  supplier: [home, orders, accounts, sms, statisticsFallback],
  merchant: [home, orders, payouts, statistics],
  staff: [home, orders, payouts, suppliers, messages],
} satisfies Record<string, PhoneTabDecl[]>;

/** The most pages the bar shows beside "More". */
export const phoneTabsMax = 4;

const inFamily = (route: AppRoute, family: string) =>
  family.endsWith('.') ? route.name.startsWith(family) : route.name === family;

/**
 * The bar of a role: the first route of each family the role may open (default variant first, as
 * the menu picks it), hidden routes included (the inbox is not in the menu but is a main page).
 */
export function phoneTabs(
  routes: readonly AppRoute[],
  role: Role,
  flags: MenuFlags = { smsRecords: true, webMessages: true },
): PhoneTab[] {
  const list =
    role === 'supplier' ? decls.supplier : role === 'merchant' ? decls.merchant : isStaff(role) ? decls.staff : [];
  const found = list.flatMap((decl) => {
    const route = routes.find((r) => inFamily(r, decl.family) && allows(r, role) && !hiddenByFlag(r, role, flags));
    return route ? [{ route, decl }] : [];
  });
  let spare = found.length - phoneTabsMax;
  return found
    .filter(({ decl }) => !(decl.fallback && spare-- > 0))
    .slice(0, phoneTabsMax)
    .map(({ route, decl }) => ({ route, label: decl.label, icon: decl.icon }));
}
