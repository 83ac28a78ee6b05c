import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/contract/index.ts';
import { configFromEnv } from '../../server/config.ts';
import { auditRecords, loginFailures, orders, sessions, users } from '../../server/db/schema.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';
import {
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  orderParams,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';

describe('TRUST_PROXY', () => {
  it('reads a number of proxy hops, a list of proxy addresses or ranges, and trusts nothing when unset', () => {
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
      'loopback',
    ]);
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('refuses true, which would believe any X-Forwarded-For, and entries that are not addresses', () => {
    expect(() => configFromEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
    expect(() => configFromEnv({ TRUST_PROXY: '10.0.0.5,proxy.internal' })).toThrow(/proxy\.internal/);
    expect(() => configFromEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
  });
});

/**
 * Decision 044: behind one proxy (TRUST_PROXY=1, the proxy at 127.0.0.1) the client is the
 * right-most X-Forwarded-For entry, the one the proxy wrote; what the client wrote further left
 * changes nothing.
 */
describe.each(backends)('the client address behind one proxy (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let fenced: TestMerchant;
  let n = 0;
  const forged = (real: string) => ({ 'x-forwarded-for': `127.0.0.1, ${real}` });

  const create = async (body: Record<string, unknown>, headers: Record<string, string>) => {
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1.0/api/order/create',
      payload: body,
      headers,
      remoteAddress: '127.0.0.1',
    });
    return res.json() as Envelope<{ orderCode: string }>;
  };
  const login = async (userName: string, password: string, headers: Record<string, string>) => {
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1.0/user/login',
      payload: { userName, password },
      headers,
      remoteAddress: '127.0.0.1',
    });
    return res.json() as Envelope<{ token: string }>;
  };

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10, config: { trustProxy: 1 } });
    productId = await makeProduct(b);
    fenced = await makeMerchant(b, productId, { ipWhitelist: ['127.0.0.1'] });
    const s = await makeSupplier(b, productId);
    await makeResource(b, s.id, productId, { floatUp: 50, floatDown: 50 });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('refuses a merchant whose whitelist has 127.0.0.1 when the proxy saw 203.0.113.9, whatever the client wrote', async () => {
    const mchOrderNo = `CA${kind}${n++}`;
    const res = await create(signed(fenced, orderParams(fenced, productId, mchOrderNo, 1_000)), forged('203.0.113.9'));
    expect(res).toMatchObject({ code: 403, msgId: 'errors.ipNotWhitelisted', data: { ip: '203.0.113.9' } });
    expect(await b.db.select().from(orders).where(eq(orders.mchOrderNo, mchOrderNo))).toEqual([]);
    // The merchant's own server, reached through the same proxy, is let in.
    const ok = await create(signed(fenced, orderParams(fenced, productId, `CA${kind}${n++}`, 1_000)), {
      'x-forwarded-for': '203.0.113.9, 127.0.0.1',
    });
    expect(ok.code).toBe(200);
  });

  it('counts failed sign-ins against the real address, however the client varies the header', async () => {
    const real = '203.0.113.50';
    for (let i = 0; i < constants.loginFreeFailures; i++) {
      const res = await login('merchant01', 'Wrong-pass-1', { 'x-forwarded-for': `198.51.100.${i + 1}, ${real}` });
      expect(res.msgId).toBe('errors.loginFailed');
    }
    const failures = await b.db.select().from(loginFailures).where(eq(loginFailures.account, 'merchant01'));
    expect(failures.map((f) => f.ip)).toEqual(Array(constants.loginFreeFailures).fill(real));
  });

  it('stores the real address in the session, the last sign-in and the audit records', async () => {
    const real = '203.0.113.60';
    const res = await login('admin0001', 'Demo1234', forged(real));
    expect(res.code).toBe(200);
    const [admin] = await b.db.select().from(users).where(eq(users.account, 'admin0001'));
    expect(admin?.lastLoginIp).toBe(real);
    const [session] = await b.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, admin!.id))
      .orderBy(desc(sessions.id))
      .limit(1);
    expect(session?.ip).toBe(real);

    const frozen = await b.app.inject({
      method: 'POST',
      url: '/v1.0/orderAnalysis/freezeIp',
      payload: { ip: '192.0.2.33', reason: 'client address test' },
      headers: { token: res.data.token, ...forged(real) },
      remoteAddress: '127.0.0.1',
    });
    expect((frozen.json() as Envelope).code).toBe(200);
    const [audit] = await b.db.select().from(auditRecords).where(eq(auditRecords.target, '192.0.2.33'));
    expect(audit?.ip).toBe(real);
  });
});

/** TRUST_PROXY as a list: only the named proxies' headers count, so a direct client cannot lie. */
describe.each(backends)('the client address with a listed proxy (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let fenced: TestMerchant;
  let n = 0;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10, config: { trustProxy: ['127.0.0.1'] } });
    productId = await makeProduct(b);
    fenced = await makeMerchant(b, productId, { ipWhitelist: ['127.0.0.1'] });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('ignores the header of a client that is not a listed proxy and believes the listed proxy', async () => {
    const post = async (remoteAddress: string, xff: string) => {
      const body = signed(fenced, orderParams(fenced, productId, `CL${kind}${n++}`, 1_000));
      const res = await b.app.inject({
        method: 'POST',
        url: '/v1.0/api/order/create',
        payload: body,
        headers: { 'x-forwarded-for': xff },
        remoteAddress,
      });
      return res.json() as Envelope;
    };
    expect(await post('198.51.100.7', '127.0.0.1')).toMatchObject({
      code: 403,
      msgId: 'errors.ipNotWhitelisted',
      data: { ip: '198.51.100.7' },
    });
    expect(await post('127.0.0.1', '127.0.0.1, 203.0.113.9')).toMatchObject({ code: 403, data: { ip: '203.0.113.9' } });
  });
});
