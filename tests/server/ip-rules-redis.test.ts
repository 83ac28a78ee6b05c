import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  orderParams,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';

/** Runs where Redis is (TEST_REDIS_URL), like the other cross-instance tests. */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl).each(backends)('IP whitelist across instances through Redis (%s)', (kind) => {
  let b: TestBackend;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let productId: number;
  let merchant: TestMerchant;
  let n = 0;

  const create = async (app: FastifyInstance, ip: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1.0/api/order/create',
      payload: signed(merchant, orderParams(merchant, productId, `IR${kind}${n++}`, 1_000)),
      remoteAddress: ip,
    });
    return res.json() as { code: number; msgId?: string; data: unknown };
  };
  /** How long after the change the other instance first refuses, polling every 20 ms. */
  const untilRefused = async (app: FastifyInstance, ip: string, limitMs: number): Promise<number> => {
    const start = Date.now();
    while (Date.now() - start < limitMs) {
      if ((await create(app, ip)).code === Code.forbidden) return Date.now() - start;
      await new Promise((r) => setTimeout(r, 20));
    }
    return Infinity;
  };

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10 });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    await makeResource(b, (await makeSupplier(b, productId)).id, productId, { floatUp: 50, floatDown: 50 });
    // Two instances on one database and one Redis, like two servers behind a load balancer.
    const config = { ...configFromEnv({}), staticDir: '/nonexistent', seedDemo: false, redisUrl };
    one = await buildApp({ config, db: b.db, clock: b.clock });
    two = await buildApp({ config, db: b.db, clock: b.clock });
    await Promise.all([one.ready(), two.ready()]);
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await b?.close();
  });

  it('applies a rule added on one instance to the merchant API of the other within a second', async () => {
    expect((await create(two, '203.0.113.9')).code).toBe(Code.ok);
    const token = await b.sessionFor('admin0001');
    const added = await one.inject({
      method: 'POST',
      url: '/v1.0/ipRule/add',
      headers: { token },
      payload: {
        scope: 'merchant',
        account: merchant.account,
        address: '198.51.100.0/24',
        googleCode: googleCodeAt(demoGoogleSecret, b.clock.now()),
      },
    });
    expect((added.json() as { code: number }).code).toBe(Code.ok);
    expect(await untilRefused(two, '203.0.113.9', 1_000)).toBeLessThan(1_000);
    expect((await create(two, '198.51.100.7')).code).toBe(Code.ok);

    // And its removal, the other way round.
    const id = (added.json() as { data: { id: number } }).data.id;
    b.clock.advance(31_000);
    const removed = await two.inject({
      method: 'POST',
      url: '/v1.0/ipRule/delete',
      headers: { token },
      payload: { id, googleCode: googleCodeAt(demoGoogleSecret, b.clock.now()) },
    });
    expect((removed.json() as { code: number }).code).toBe(Code.ok);
    const start = Date.now();
    let code = (await create(one, '203.0.113.9')).code;
    while (code !== Code.ok && Date.now() - start < 1_000) {
      await new Promise((r) => setTimeout(r, 20));
      code = (await create(one, '203.0.113.9')).code;
    }
    expect(code).toBe(Code.ok);
  });
});
