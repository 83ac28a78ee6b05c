import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../src/contract/index.ts';
import { customerServiceAccess, defaultAccess, readonlyAccess } from '../../../../src/lib/routes/expand.ts';
import { decide, findRoute } from '../../../../src/lib/routes/match.ts';
import { appRoutes, routeDecls } from '../../../../src/app/routes/table.ts';

/** Every path spec section 2 names, written out by hand from the spec. */
const specPaths = [
  '/home',
  '/merchants/list',
  '/merchants/list/customerService',
  '/supplier/list',
  '/supplier/list/customerService',
  '/supplier-proxy',
  '/setting/users',
  '/setting/users/customerService',
  '/setting/logged-user-list',
  ...['internationalCardToCard', 'opt', 'indiaAutoPayout', 'razorpayPayProxy', 'uSDTFloating', 'uSDTPayProxy'].flatMap(
    (t) => [`/${t}/list`, `/${t}/list-admin`, `/${t}/list-admin/customerService`],
  ),
  '/kenya/list-admin',
  '/kenya/list-admin/customerService',
  '/order/list',
  '/order/list/customerService',
  '/order/list/supplier',
  '/order/list/supplierProxy',
  '/order/list/merchant',
  '/order/profile',
  '/bankStatement/list',
  '/bankStatement/list-sa',
  '/bankStatement/webMessageRecord-admin',
  '/bankStatement/webMessageRecord-admin/customerService',
  '/bankStatement/usdtTransactionRecord-admin',
  '/bankStatement/usdtTransactionRecord-admin/customerService',
  '/securityNodes/security-patch-list',
  '/securityNodes/list',
  '/orderAnalysis/order-analysis-list',
  '/orderAnalysis/order-analysis-list/customerService',
  '/orderAnalysis/ip-analysis-list',
  '/orderAnalysis/ip-analysis-list/customerService',
  '/orderAnalysis/fronzen-ip-list',
  '/orderAnalysis/fronzen-ip-list/customerService',
  '/payProxyOrder/pool',
  '/payProxyOrder/pool/customerService',
  '/payProxyOrder/list',
  '/payProxyOrder/list/customerService',
  '/payProxyOrder/list/supplier',
  '/payProxyOrder/list/supplierProxy',
  '/payProxyOrder/list/merchant',
  '/payoutBatch/list',
  '/payoutBatch/list/customerService',
  '/payProxyOrder/risk-control/detection-records',
  '/payProxyOrder/risk-control/blacklist',
  '/order/statistics',
  '/order/statistics/customerService',
  '/order/statisticsByMerhcant/customerService',
  '/order/statisticsByMerhcantV2',
  '/order/statistics/supplierV2',
  '/order/statistics/merchant',
  '/payProxyOrder/statistics',
  '/payProxyOrder/statistics/customerService',
  '/payProxyOrder/statisticsByMerchant',
  '/payProxyOrder/statisticsByMerchant/customerService',
  '/payProxyOrder/statistics/supplier',
  '/payProxyOrder/statistics/merchant',
  '/fundRecord/fundRecord',
  '/fundRecord/fundRecordAdmin',
  '/fundRecord/fundRecordAdmin/customerService',
  '/monitorLog/monitorLog',
  '/monitorLog/monitorLog/customerService',
  '/order/test/merchant',
  '/profile/list',
  '/profile/list/customerService',
  '/dynamicPay/payScriptInfo',
  '/dynamicPay/payScriptInfo/readonly',
  '/dynamicPay/dynamicPayRecord',
  '/dynamicPay/dynamicPayRecord/readonly',
  '/systemManager/tgWhiteList',
  '/systemManager/tgWhiteList/readonly',
  '/systemManager/tgWhiteList/customerService',
  '/systemManager/botInfo',
  '/systemManager/botInfo/customerService',
  '/systemManager/transferBotInfo',
  '/systemManager/transferBotInfo/customerService',
  '/systemManager/botFundRecord',
  '/setting/monitorScriptInfo',
  '/setting/monitorScriptInfo/readonly',
  '/setting/banks',
  '/setting/banks/customerService',
  '/systemConfig',
  '/systemConfig/readonly',
  '/entity-data-view',
  '/entity-data-view/readonly',
  '/systemConfig-admin',
  '/systemConfig-admin/readonly',
  '/userProduct',
  '/userProduct/customerService',
  '/order/testAdminOrder',
  '/order/testAdminOrder/readonly',
  '/auditRecord/auditRecord',
  '/auditRecord/auditRecord/customerService',
  '/systemManager/ipRule',
  '/systemManager/ipRule/customerService',
  '/systemManager/nameBlackList',
  '/systemManager/nameBlackList/readonly',
  '/orderCallback',
  '/orderCallback/customerService',
  '/orderCallbackDetail',
  '/orderCallbackDetail/readonly',
  '/payGatewayConfig',
  '/payGatewayConfig/readonly',
  '/messageTemplate',
  '/messageTemplate/readonly',
  '/orderClearHistory',
  '/orderClearHistory/readonly',
];

/** Access lists the spec states for default variants that are not superAdmin + admin. */
const statedDefaults: Record<string, Role[]> = {
  '/supplier/list': ['superAdmin', 'admin', 'technicalSupport'],
  '/supplier-proxy': ['supplier'],
  '/setting/logged-user-list': ['superAdmin'],
  '/order/profile': ['superAdmin'],
  '/bankStatement/list': ['admin', 'supplier', 'customerService'],
  '/bankStatement/list-sa': ['superAdmin'],
  '/bankStatement/webMessageRecord-admin': ['superAdmin', 'admin', 'supplier'],
  '/bankStatement/usdtTransactionRecord-admin': ['superAdmin', 'admin', 'supplier'],
  '/payoutBatch/list': ['superAdmin', 'admin', 'supplier'],
  '/profile/list': ['superAdmin', 'admin', 'supplier', 'merchant'],
  '/dynamicPay/dynamicPayRecord': ['superAdmin', 'customerService'],
  '/order/list/merchant': ['merchant'],
  '/order/list/supplier': ['supplier'],
  '/fundRecord/fundRecord': ['merchant', 'supplier'],
  '/order/test/merchant': ['merchant'],
};

const sorted = (roles: readonly Role[] | 'anyUser') => (roles === 'anyUser' ? roles : [...roles].sort());

describe('the route table', () => {
  it.each(specPaths)('resolves %s', (path) => {
    expect(findRoute(appRoutes, path)?.path).toBe(path);
  });

  it('has no two routes on one path and no route the spec does not name, but for our own pages', () => {
    const paths = appRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const ours = [
      '/message',
      '/error-logger',
      '/systemManager/tgBotGroup',
      '/systemManager/tgBotGroup/customerService',
      // The channels of decision 121: product 1 names them, section 2 gives them no page.
      ...['alipay', 'unionPay', 'weChat'].flatMap((t) => [
        `/${t}/list`,
        `/${t}/list-admin`,
        `/${t}/list-admin/customerService`,
      ]),
      '/bankStatement/weChatRecord-admin',
      '/bankStatement/weChatRecord-admin/customerService',
      // The merchant's own callback log (decision 131): the callback details page's merchant variant.
      '/merchant/callbackLog',
    ];
    expect(paths.filter((p) => !specPaths.includes(p) && !ours.includes(p))).toEqual([]);
  });

  it('gives /customerService variants to customerService and technicalMaintenance, read-only', () => {
    for (const r of appRoutes.filter((r) => r.path.endsWith('/customerService'))) {
      expect([r.path, sorted(r.access), r.readOnly]).toEqual([r.path, sorted(customerServiceAccess), true]);
    }
  });

  it('gives /readonly variants to technicalMaintenance (technicalSupport on dynamic pay), read-only', () => {
    for (const r of appRoutes.filter((r) => r.path.endsWith('/readonly'))) {
      const expected = r.path.startsWith('/dynamicPay/')
        ? [...readonlyAccess, 'technicalSupport' as const]
        : readonlyAccess;
      expect([r.path, sorted(r.access), r.readOnly]).toEqual([r.path, sorted(expected), true]);
    }
  });

  it('puts /readonly variants only on superAdmin-only pages, but for the one product 2.8 names', () => {
    // Product 2.8: the group whitelist (superAdmin, admin) has a read-only version too.
    for (const d of routeDecls.filter(
      (d) => d.variants?.includes('readonly') && d.path !== '/systemManager/tgWhiteList',
    )) {
      expect([d.path, d.access]).toEqual([d.path, expect.arrayContaining(['superAdmin'])]);
      expect([d.path, d.access]).not.toEqual([d.path, expect.arrayContaining(['admin'])]);
    }
  });

  it('gives default variants superAdmin and admin unless the spec states otherwise', () => {
    for (const r of appRoutes.filter(
      (r) => !r.path.endsWith('/customerService') && !r.path.endsWith('/readonly') && r.access !== 'anyUser',
    )) {
      const stated = statedDefaults[r.path];
      if (stated) expect([r.path, sorted(r.access)]).toEqual([r.path, sorted(stated)]);
      else if (r.variant === 'default')
        expect([r.path, r.access]).toEqual([r.path, expect.arrayContaining(['superAdmin'])]);
    }
    expect(sorted(findRoute(appRoutes, '/merchants/list')!.access)).toEqual(sorted(defaultAccess));
  });
});

describe('the guard decision', () => {
  it('sends a signed-out visitor to /login, and a signed-in one away from /login', () => {
    expect(decide(appRoutes, '/order/list', undefined)).toEqual({ kind: 'login' });
    expect(decide(appRoutes, '/login', 'merchant')).toEqual({ kind: 'home' });
    expect(decide(appRoutes, '/login', undefined).kind).toBe('allow');
  });

  it('sends a role that may not open a route to /401', () => {
    expect(decide(appRoutes, '/order/list', 'merchant')).toEqual({ kind: 'forbidden' });
    expect(decide(appRoutes, '/systemConfig/readonly', 'customerService')).toEqual({ kind: 'forbidden' });
  });

  it('allows a role its own variant, and an unknown path is a 404', () => {
    expect(decide(appRoutes, '/order/list/merchant', 'merchant').kind).toBe('allow');
    expect(decide(appRoutes, '/systemConfig/readonly', 'technicalMaintenance').kind).toBe('allow');
    expect(decide(appRoutes, '/no/such/page', 'admin')).toEqual({ kind: 'notFound' });
  });

  it('redirects / to home and ignores a trailing slash', () => {
    expect(decide(appRoutes, '/', 'admin')).toEqual({ kind: 'home' });
    expect(decide(appRoutes, '/order/list/', 'admin').kind).toBe('allow');
  });
});
