import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, canCall, roles, type Role } from '../../src/contract/index.ts';
import { registeredCalls } from '../../server/http/route.ts';
import { startBackend, type TestBackend } from './support/backend.ts';

/** One demo account per role; the walk makes a fresh session for every request. */
const accountOf: Record<Role, string> = {
  superAdmin: 'superadmin',
  admin: 'admin0001',
  customerService: 'service001',
  technicalMaintenance: 'techmaint1',
  technicalSupport: 'techsupport1',
  supplier: 'supplier01',
  merchant: 'merchant01',
};

/** Routes that are not calls of the API contract and need no session. */
const infrastructure = new Set([
  'GET /healthz',
  'GET /readyz',
  // Served on the main port only with METRICS_TOKEN, behind its bearer token (docs/operations.md).
  'GET /metrics',
  'GET /v1.0/ws',
  // The merchant API's OpenAPI document, public by design (decision 112).
  'GET /v1.0/api/openapi.json',
  // The payer's checkout page (decision 113): the token is its key, its data a public call.
  'GET /pay/:token',
  'POST /telegram/webhook',
  'POST /telegram/webhook/relay',
]);

describe('the role table covers every route', () => {
  let b: TestBackend;
  const routes: string[] = [];
  beforeAll(async () => {
    b = await startBackend('pglite', { orderCount: 50 });
    routes.push(...b.app.routeLog);
  });
  afterAll(() => b?.close());

  it('has an access entry for every registered route', () => {
    const missing = routes.filter((r) => !registeredCalls.has(r) && !infrastructure.has(r));
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(20);
  });

  it('refuses every non-public call without a session with 1003', async () => {
    for (const [key, def] of registeredCalls) {
      if (def.access === 'public') continue;
      const res = await b.call(def.method, def.path);
      expect([key, res.code]).toEqual([key, Code.sessionExpired]);
    }
  });

  it('answers every public call without a session, never with 1003', async () => {
    const publicCalls = [...registeredCalls].filter(([, def]) => def.access === 'public');
    expect(publicCalls.map(([key]) => key)).toContain('POST /v1.0/save_error_logger');
    for (const [key, def] of publicCalls) {
      const res = await b.call(def.method, def.path);
      expect([key, res.code === Code.sessionExpired || res.code === Code.forbidden]).toEqual([key, false]);
    }
  });

  it.each(roles)('lets %s make exactly the calls its access lists allow', async (role) => {
    for (const [key, def] of registeredCalls) {
      if (def.access === 'public') continue;
      const token = await b.sessionFor(accountOf[role]);
      const res = await b.call(def.method, def.path, {}, { token });
      const refusedForRole = res.code === Code.forbidden && res.msgId === 'errors.forbidden';
      expect([key, role, refusedForRole]).toEqual([key, role, !canCall(def.access, role)]);
      expect([key, role, res.code]).not.toEqual([key, role, Code.internal]);
    }
  });
});
