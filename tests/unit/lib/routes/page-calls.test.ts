import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '../../../../src/contract/index.ts';
import { canCall, roles, type Role } from '../../../../src/contract/index.ts';
import type { CallDef } from '../../../../src/contract/call.ts';
import { appRoutes } from '../../../../src/lib/routes/table/index.ts';
import type { PageKey } from '../../../../src/lib/routes/types.ts';

/**
 * Issue 19 item 2: a page the route table offers a role never has its own reads refused. For each
 * built page, the modules it loads are followed from its loader (the page registry names the
 * feature and its `load…` function) through the feature's relative imports, and every read of the
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
const registry = read('src/app/routes/pages.tsx');

/** The entry modules of a page: its feature's `load…` functions, as the registry calls them. */
function entryModules(page: PageKey): string[] {
  const start = registry.indexOf(`\n  ${page}: `);
  if (start < 0) throw new Error(`${page} is not in the page registry`);
  const next = registry.slice(start + 1).search(/\n {2}\w+: /);
  const entry = registry.slice(start, next < 0 ? undefined : start + 1 + next);
  const loads = [...entry.matchAll(/features\/([\w-]+)\/index\.ts'\)\)?\.?(?:then\(\(m\) => m\.)?(load\w+)\(\)/g)];
  if (loads.length === 0) throw new Error(`no loader found for ${page}`);
  return loads.map(([, feature, loader]) => {
    const index = read(`src/features/${feature}/index.ts`);
    const target = new RegExp(`export const ${loader} = \\(\\) =>\\s*import\\('([^']+)'\\)`).exec(index)?.[1];
    if (!target) throw new Error(`${loader} not found in src/features/${feature}/index.ts`);
    return normalize(join('src/features', feature!, target));
  });
}

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
    for (const [, group, call] of read(file).matchAll(
      /\b([a-z]\w*Calls)\.(\w+)\b(?!\s*\.(?:input|access|path|method))/g,
    ))
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
  'home orderCalls.getList': { roles: ['technicalSupport'], gate: 'canCall(orderCalls.statisticsTotal.access, r)' },
  'home orderCalls.statisticsToday': {
    roles: ['technicalSupport'],
    gate: 'canCall(orderCalls.statisticsTotal.access, r)',
  },
  'home orderCalls.statisticsYesterday': {
    roles: ['technicalSupport'],
    gate: 'canCall(orderCalls.statisticsTotal.access, r)',
  },
  'home orderCalls.statisticsTotal': {
    roles: ['technicalSupport'],
    gate: 'canCall(orderCalls.statisticsTotal.access, r)',
  },
  'home userCalls.getTotalBalance': {
    roles: ['technicalSupport'],
    gate: 'canCall(orderCalls.statisticsTotal.access, r)',
  },
  // /supplier/list lists suppliers; the merchant list is the same page on /merchants/list.
  'accounts accountCalls.getMerchantList': {
    roles: ['technicalSupport'],
    gate: 'const listCall = { merchant: accountCalls.getMerchantList, supplier: accountCalls.getSupplierList }',
  },
  'orders orderCalls.getOrderAllocateInfo': {
    roles: ['supplier', 'merchant'],
    gate: 'showAllocation={canCall(orderCalls.getOrderAllocateInfo.access, role)}',
  },
  // The supplier picker of the reselect form, an action of staff only.
  'orders userCalls.getSupplierUserOptions': { roles: ['merchant'], gate: "useSupplierOptions(action === 'reselect')" },
  // The merchant filter is staff's (fieldsFor): the sheet asks for names only when it has that field.
  'orders userCalls.getUserOptions': { roles: ['supplier', 'merchant'], gate: "useMerchantOptions(has('merchant'))" },
  // The pool tab is a supplier's; a merchant's page shows its own payouts.
  'payouts payoutCalls.getPool': {
    roles: ['merchant'],
    gate: "if (role === 'supplier' && route.variant !== 'supplierProxy')",
  },
  // The create sheet: never on a read-only variant.
  'payoutBatches payoutBatchCalls.getResources': {
    roles: ['customerService', 'technicalMaintenance'],
    gate: 'const canRun = !route.readOnly',
  },
  'payoutBatches payoutBatchCalls.getCandidates': {
    roles: ['customerService', 'technicalMaintenance'],
    gate: 'const canRun = !route.readOnly',
  },
  // The merchant and supplier filters exist on staff's statistics only.
  'orderStatistics userCalls.getUserOptions': {
    roles: ['supplier', 'merchant'],
    gate: "useMerchantOptions(keys.includes('merchantUserId'))",
  },
  'orderStatistics userCalls.getSupplierUserOptions': {
    roles: ['merchant'],
    gate: "useSupplierFilterOptions(keys.includes('supplierUserId'))",
  },
  // The holder filter and the balance operation are staff's.
  'fundRecords userCalls.getUserOptions': { roles: ['merchant', 'supplier'], gate: 'useHolderOptions(staff)' },
  // The test run (and its recent orders) is the editor's: never on the read-only variant.
  'payScripts payScriptCalls.samples': {
    roles: ['technicalMaintenance', 'technicalSupport'],
    gate: 'const canChange = !route.readOnly && canCall(payScriptCalls.save.access, role)',
  },
  // A merchant's own API whitelist, in its personal center only.
  'profile ipRuleCalls.mine': {
    roles: ['superAdmin', 'admin', 'supplier', 'customerService', 'technicalMaintenance'],
    gate: "p.role === 'merchant' && <IpWhitelistSection />",
  },
  // /systemManager/nameBlackList shows the names only; the full list and detections are risk control's.
  'riskBlacklist riskControlCalls.blacklist': {
    roles: ['technicalMaintenance'],
    gate: "route.name === 'nameBlackList' ? (<NameList",
  },
  'riskBlacklist riskControlCalls.detections': {
    roles: ['technicalMaintenance'],
    gate: "route.name === 'nameBlackList' ? (<NameList",
  },
};

const builtRoutes = appRoutes.filter((r): r is typeof r & { view: { page: PageKey } } => 'page' in r.view);
const squash = (text: string) => text.replace(/\s+/g, '');
const rolesOf = (access: readonly Role[] | 'anyUser') => (access === 'anyUser' ? roles : access);

describe('a page the menu offers never refuses its own role (issue 19 item 2)', () => {
  const modulesByPage = new Map<PageKey, string[]>();
  for (const route of builtRoutes)
    if (!modulesByPage.has(route.view.page))
      modulesByPage.set(route.view.page, pageModules(entryModules(route.view.page)));

  it('finds the modules and reads of every built page', () => {
    expect(builtRoutes.length).toBeGreaterThan(60);
    for (const [page, files] of modulesByPage) expect([page, files.length > 0]).toEqual([page, true]);
    expect(readsOf(modulesByPage.get('orders')!).map((r) => r.name)).toContain('orderCalls.getList');
  });

  it.each(builtRoutes.map((r) => [r.path, r] as const))(
    '%s: every read its page makes allows each role of the route',
    (_path, route) => {
      const files = modulesByPage.get(route.view.page)!;
      // Compared without whitespace: the formatter may wrap a gate over lines.
      const source = squash(files.map(read).join('\n'));
      const refused: string[] = [];
      for (const { name, def } of readsOf(files)) {
        for (const role of rolesOf(route.access)) {
          if (canCall(def.access, role)) continue;
          const exception = gated[`${route.view.page} ${name}`];
          if (exception?.roles.includes(role) && source.includes(squash(exception.gate))) continue;
          refused.push(`${name} refuses ${role}`);
        }
      }
      expect(refused).toEqual([]);
    },
  );

  it('keeps no exception that no route needs', () => {
    const needed = new Set<string>();
    for (const route of builtRoutes) {
      for (const { name, def } of readsOf(modulesByPage.get(route.view.page)!)) {
        if (rolesOf(route.access).some((role) => !canCall(def.access, role))) needed.add(`${route.view.page} ${name}`);
      }
    }
    expect(Object.keys(gated).filter((key) => !needed.has(key))).toEqual([]);
  });
});
