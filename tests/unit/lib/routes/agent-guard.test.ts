import { describe, expect, it } from 'vitest';
import { findRoute } from '../../../../src/lib/routes/match.ts';
import { visibleRoutes } from '../../../../src/lib/routes/menu.ts';
import { appRoutes } from '../../../../src/app/routes/table.ts';

/** Routes guarded `agent` (src/lib/routes/types.ts): shown to supplier agents only. */
describe('the agent route guard', () => {
  const flags = { smsRecords: true, webMessages: true };
  const names = (agent?: boolean) =>
    visibleRoutes(appRoutes, 'supplier', { ...flags, ...(agent === undefined ? {} : { agent }) }).map((r) => r.path);

  it('carries the guard from the declaration to the route', () => {
    expect(findRoute(appRoutes, '/supplier-proxy')?.guard).toBe('agent');
    expect(findRoute(appRoutes, '/order/list/supplierProxy')?.guard).toBe('agent');
    expect(findRoute(appRoutes, '/payProxyOrder/list/supplierProxy')?.guard).toBe('agent');
    expect(findRoute(appRoutes, '/order/list/supplier')?.guard).toBeUndefined();
  });

  it('hides Agent management and the team pages from a supplier that is not (or not yet known to be) an agent', () => {
    for (const path of ['/supplier-proxy', '/order/list/supplierProxy', '/payProxyOrder/list/supplierProxy']) {
      expect(names(false)).not.toContain(path);
      expect(names()).not.toContain(path);
    }
    expect(names(false)).toContain('/order/list/supplier');
  });

  it('shows them to an agent', () => {
    for (const path of ['/supplier-proxy', '/order/list/supplierProxy', '/payProxyOrder/list/supplierProxy'])
      expect(names(true)).toContain(path);
  });
});
