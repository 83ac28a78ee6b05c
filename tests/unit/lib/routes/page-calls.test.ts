import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '../../../../src/contract/index.ts';
import { canCall, roles, type Role } from '../../../../src/contract/index.ts';
import type { CallDef } from '../../../../src/contract/call.ts';
import { appRoutes } from '../../../../src/app/routes/table.ts';
import type { PageRef } from '../../../../src/lib/routes/types.ts';

/**
 * Decision 059: a page the route table offers a role never has its own reads refused. For each
 * built page, the modules it loads are followed from the modules its declaration names (the `view`
 * of its routes in src/features/<feature>/routes.ts) through the feature's relative imports, and every read of the
 * contract they name (`xxxCalls.name` used as a call, not for its schema) must allow every role of
 * every route that mounts the page. Writes are left out: read-only variants hide them, and a write
 * a role may not make is hidden by the same `canCall` (the contract's access list).
 *
 * A read that only some of a page's roles make is listed in `gated` with the text of the gate,
 * which must stay in the page's code; the e2e menu walk (e2e/menus.spec.ts) fails on any refused
 * call that a real page makes, for every role's menu.
 */

const root = normalize(join(import.meta.dirname, '../../../..'));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The entry modules of a page, as its declaration names them (src/features/<feature>/routes.ts). */
const entryModules = (view: PageRef): string[] => view.modules.map((m) => join('src/features', m));

/** A page's name in `gated`: its first module without `components/` and the extension (`orders/orders-page`). */
const pageName = (view: PageRef) => view.modules[0]!.replace('/components/', '/').replace(/\.tsx?$/, '');

/** The page's modules: the entry and what it imports relatively inside its own feature folder. */
function pageModules(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const feature = file.split('/').slice(0, 3).join('/');
    for (const [, spec] of read(file).matchAll(/(?:from |import\()'(\.{1,2}\/[^']+)'/g)) {
      const target = normalize(join(dirname(file), spec!));
      if (target.startsWith(`${feature}/`) && /\.tsx?$/.test(target) && existsSync(join(root, target)))
        queue.push(target);
    }
  }
  return [...seen];
}

const groups = contract as unknown as Record<string, Record<string, CallDef | undefined>>;

/** Reads the modules make: `xxxCalls.name` not followed by `.input`/`.access` (a schema or a gate). */
function readsOf(files: string[]): { name: string; def: CallDef }[] {
  const names = new Set<string>();
  for (const file of files) {
    for (const [, group, call] of read(file).matchAll(/\b([a-z]\w*Calls)\.(\w+)\b(?!\.(?:input|access|path|method))/g))
      names.add(`${group}.${call}`);
  }
  return [...names].flatMap((name) => {
    const [group, call] = name.split('.') as [string, string];
    const def = groups[group]?.[call];
    return def && def.method === 'GET' ? [{ name, def }] : [];
  });
}

/**
 * Reads a page makes for some of its roles only, keyed `page call`, with the code that decides it.
 * The gate text must be found in the page's modules, so removing the gate fails this test.
 */
const gated: Record<string, { roles: readonly Role[]; gate: string }> = {
  'home/page orderCalls.getList': {
    roles: ['technicalSupport'],
    gate: 'canCall(orderCalls.statisticsTotal.access, r)',
  },
  'home/page orderCalls.statisticsToday': {
    roles: ['technicalSupport'],
    gate: 'canCall(orderCalls.statisticsTotal.access, r)',
  },
  'home/page orderCalls.statisticsYesterday': {
    roles: ['technicalSupport'],
    gate: 'canCall(orderCalls.statisticsTotal.access, r)',
  },
  'home/page orderCalls.statisticsTotal': {
    roles: ['technicalSupport'],
    gate: 'canCall(orderCalls.statisticsTotal.access, r)',
  },
  'home/page userCalls.getTotalBalance': {
    roles: ['technicalSupport'],
    gate: 'canCall(orderCalls.statisticsTotal.access, r)',
  },
  // /supplier/list lists suppliers; the merchant list is the same page on /merchants/list.
  'accounts/accounts-page accountCalls.getMerchantList': {
    roles: ['technicalSupport'],
    gate: 'const listCall = { merchant: accountCalls.getMerchantList, supplier: accountCalls.getSupplierList }',
  },
  'orders/orders-page orderCalls.getOrderAllocateInfo': {
    roles: ['supplier', 'merchant'],
    gate: 'showAllocation={canCall(orderCalls.getOrderAllocateInfo.access, role)}',
  },
  // The supplier picker of the reselect form, an action of staff only.
  'orders/orders-page userCalls.getSupplierUserOptions': {
    roles: ['merchant'],
    gate: "useSupplierOptions(action === 'reselect')",
  },
  // The merchant filter is staff's (fieldsFor): the sheet asks for names only when it has that field.
  'orders/orders-page userCalls.getUserOptions': {
    roles: ['supplier', 'merchant'],
    gate: "useMerchantOptions(has('merchant'))",
  },
  // The pool tab is a supplier's; a merchant's page shows its own payouts.
  'payouts/payouts-page payoutCalls.getPool': {
    roles: ['merchant'],
    gate: "if (role === 'supplier' && route.variant !== 'supplierProxy')",
  },
  // The create sheet: never on a read-only variant.
  'payout-batches/payout-batches-page payoutBatchCalls.getResources': {
    roles: ['customerService', 'technicalMaintenance'],
    gate: 'const canRun = !route.readOnly',
  },
  'payout-batches/payout-batches-page payoutBatchCalls.getCandidates': {
    roles: ['customerService', 'technicalMaintenance'],
    gate: 'const canRun = !route.readOnly',
  },
  // The merchant and supplier filters exist on staff's statistics only.
  'statistics/statistics-page userCalls.getUserOptions': {
    roles: ['supplier', 'merchant'],
    gate: "useMerchantOptions(keys.includes('merchantUserId'))",
  },
  'statistics/statistics-page userCalls.getSupplierUserOptions': {
    roles: ['merchant'],
    gate: "useSupplierFilterOptions(keys.includes('supplierUserId'))",
  },
  // The holder filter and the balance operation are staff's.
  'fund-records/fund-records-page userCalls.getUserOptions': {
    roles: ['merchant', 'supplier'],
    gate: 'useHolderOptions(staff)',
  },
  // The test run (and its recent orders) is the editor's: never on the read-only variant.
  'dynamic-pay/pay-scripts-page payScriptCalls.samples': {
    roles: ['technicalMaintenance', 'technicalSupport'],
    gate: 'const canChange = !route.readOnly && canCall(payScriptCalls.save.access, role)',
  },
  // A merchant's own API whitelist, in its personal center only.
  'profile/profile-page ipRuleCalls.mine': {
    roles: ['superAdmin', 'admin', 'supplier', 'customerService', 'technicalMaintenance'],
    gate: "p.role === 'merchant' && <IpWhitelistSection />",
  },
  // /systemManager/nameBlackList shows the names only; the full list and detections are risk control's.
  'risk-control/blacklist-page riskControlCalls.blacklist': {
    roles: ['technicalMaintenance'],
    gate: "route.name === 'nameBlackList' ? (",
  },
  'risk-control/blacklist-page riskControlCalls.detections': {
    roles: ['technicalMaintenance'],
    gate: "route.name === 'nameBlackList' ? (",
  },
};

const builtRoutes = appRoutes;
const rolesOf = (access: readonly Role[] | 'anyUser') => (access === 'anyUser' ? roles : access);

describe('a page the menu offers never refuses its own role (decision 059)', () => {
  const modulesByPage = new Map<string, string[]>();
  for (const route of builtRoutes)
    if (!modulesByPage.has(pageName(route.view)))
      modulesByPage.set(pageName(route.view), pageModules(entryModules(route.view)));

  it('finds the modules and reads of every built page', () => {
    expect(builtRoutes.length).toBeGreaterThan(60);
    for (const [page, files] of modulesByPage) expect([page, files.length > 0]).toEqual([page, true]);
    expect(readsOf(modulesByPage.get('orders/orders-page')!).map((r) => r.name)).toContain('orderCalls.getList');
  });

  it.each(builtRoutes.map((r) => [r.path, r] as const))(
    '%s: every read its page makes allows each role of the route',
    (_path, route) => {
      const page = pageName(route.view);
      const files = modulesByPage.get(page)!;
      const source = files.map(read).join('\n');
      const refused: string[] = [];
      for (const { name, def } of readsOf(files)) {
        for (const role of rolesOf(route.access)) {
          if (canCall(def.access, role)) continue;
          const exception = gated[`${page} ${name}`];
          if (exception?.roles.includes(role) && source.includes(exception.gate)) continue;
          refused.push(`${name} refuses ${role}`);
        }
      }
      expect(refused).toEqual([]);
    },
  );

  it('keeps no exception that no route needs', () => {
    const needed = new Set<string>();
    for (const route of builtRoutes) {
      const page = pageName(route.view);
      for (const { name, def } of readsOf(modulesByPage.get(page)!)) {
        if (rolesOf(route.access).some((role) => !canCall(def.access, role))) needed.add(`${page} ${name}`);
      }
    }
    expect(Object.keys(gated).filter((key) => !needed.has(key))).toEqual([]);
  });
});
