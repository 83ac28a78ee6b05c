import { describe, expect, it } from 'vitest';
import { roles, type Role } from '../../../../src/contract/index.ts';
import { decide } from '../../../../src/lib/routes/match.ts';
import type { MenuFlags } from '../../../../src/lib/routes/menu.ts';
import { phoneTabs, phoneTabsMax } from '../../../../src/lib/routes/phone-tabs.ts';
import { appRoutes } from '../../../../src/app/routes/table.ts';

const paths = (role: Role, flags?: MenuFlags) => phoneTabs(appRoutes, role, flags).map((t) => t.route.path);

describe('the phone bottom bar', () => {
  it('gives a supplier home, orders, accounts and SMS records', () => {
    expect(paths('supplier')).toEqual([
      '/home',
      '/order/list/supplier',
      '/internationalCardToCard/list',
      '/bankStatement/list',
    ]);
  });

  it('gives a supplier whose SMS records are switched off statistics instead', () => {
    expect(paths('supplier', { smsRecords: false, webMessages: true })).toEqual([
      '/home',
      '/order/list/supplier',
      '/internationalCardToCard/list',
      '/order/statistics/supplierV2',
    ]);
  });

  it('gives a merchant home, orders, payouts and statistics', () => {
    expect(paths('merchant')).toEqual([
      '/home',
      '/order/list/merchant',
      '/payProxyOrder/list/merchant',
      '/order/statistics/merchant',
    ]);
  });

  it('gives staff home, orders, payouts and messages, in the variant the role opens', () => {
    expect(paths('admin')).toEqual(['/home', '/order/list', '/payProxyOrder/list', '/message']);
    expect(paths('customerService')).toEqual([
      '/home',
      '/order/list/customerService',
      '/payProxyOrder/list/customerService',
      '/message',
    ]);
  });

  it('fills the place of pages technical support cannot open with suppliers', () => {
    expect(paths('technicalSupport')).toEqual(['/home', '/supplier/list', '/message']);
  });

  it.each(roles)('offers %s only pages it may open, at most four', (role) => {
    const tabs = phoneTabs(appRoutes, role);
    expect(tabs.length).toBeGreaterThanOrEqual(2);
    expect(tabs.length).toBeLessThanOrEqual(phoneTabsMax);
    for (const tab of tabs)
      expect(decide(appRoutes, tab.route.path, role)).toEqual({ kind: 'allow', route: tab.route });
    expect(new Set(tabs.map((t) => t.route.path)).size).toBe(tabs.length);
  });
});
