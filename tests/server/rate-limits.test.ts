import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type AccountRow, type Page } from '../../src/contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { configFromEnv, type ServerConfig } from '../../server/config.ts';
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
import { makePayoutProduct, payoutParams } from './support/payout-fixtures.ts';

/** Small limits, so each case reaches them by count in a few requests. */
const badSignPerMinute = 5;
const createPerMinute = 12;

/** The most creates a second the bench measured (docs/performance.md: 946 with 16 clients, one merchant, one address). */
const benchPeakPerSecond = 946;

interface Answer {
  status: number;
  code: number;
  msgId?: string;
  msgValues?: Record<string, number>;
  retryAfter: string | undefined;
}

let serial = 0;
const no = () => `RL${Date.now().toString(36)}${serial++}`;

function limitedConfig(redisUrl?: string): ServerConfig {
  const base = configFromEnv({});
  // A key prefix of its own, so parallel runs and other test files never share a counter.
  const redisPrefix = `bo:test:limits:${process.pid}:${randomBytes(4).toString('hex')}:`;
  return {
    ...base,
    staticDir: '/nonexistent',
    seedDemo: false,
    redisUrl,
    limits: { createPerMinute, badSignPerMinute, redisPrefix },
  };
}

async function post(app: FastifyInstance, url: string, body: Record<string, unknown>, ip: string): Promise<Answer> {
  const res = await app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });
  const env = res.json() as { code: number; msgId?: string; msgValues?: Record<string, number> };
  const retry = res.headers['retry-after'];
  return {
    status: res.statusCode,
    code: env.code,
    msgId: env.msgId,
    msgValues: env.msgValues,
    retryAfter: retry === undefined ? undefined : String(retry),
  };
}

const createUrl = '/v1.0/api/order/create';
const payoutUrl = '/v1.0/api/payout/create';

function expectTooMany(a: Answer) {
  expect(a).toMatchObject({ status: 429, code: Code.tooManyAttempts, msgId: 'errors.tooManyRequests' });
  const seconds = Number(a.retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(a.msgValues).toEqual({ seconds });
}

async function merchantRow(app: FastifyInstance, token: string, m: TestMerchant): Promise<AccountRow> {
  const res = await app.inject({
    method: 'GET',
    url: '/v1.0/account/getMerchantList',
    query: { account: m.account },
    headers: { token },
  });
  const body = res.json() as { code: number; data: Page<AccountRow> };
  expect(body.code).toBe(Code.ok);
  const row = body.data.list.find((r) => r.id === m.id);
  if (!row) throw new Error(`${m.account} not in the merchant list`);
  return row;
}

describe.each(backends)('limits on the public signed calls (%s)', (kind) => {
  let b: TestBackend;
  let app: FastifyInstance;
  let productId: number;
  let payoutProduct: number;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 20 });
    productId = await makeProduct(b);
    await makeResource(b, (await makeSupplier(b, productId)).id, productId);
    payoutProduct = await makePayoutProduct(b);
    app = await buildApp({ config: limitedConfig(), db: b.db, clock: b.clock, events: b.events });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await b?.close();
  });

  const newMerchant = () => makeMerchant(b, productId);
  const wrongSign = (m: TestMerchant) => ({ ...orderParams(m, productId, no(), 1_000), sign: 'F'.repeat(32) });

  it(`answers 429 in the envelope with Retry-After once an address sent ${badSignPerMinute} wrong signatures, even to a well-signed create`, async () => {
    const m = await newMerchant();
    const ip = '198.51.100.10';
    for (let i = 0; i < badSignPerMinute; i++)
      expect(await post(app, createUrl, wrongSign(m), ip)).toMatchObject({ status: 400, msgId: 'errors.signInvalid' });
    expectTooMany(await post(app, createUrl, wrongSign(m), ip));
    expectTooMany(await post(app, createUrl, signed(m, orderParams(m, productId, no(), 1_000)), ip));
    // The block is the address's: the payout API refuses it too.
    expectTooMany(await post(app, payoutUrl, signed(m, payoutParams(m, payoutProduct, no(), 1_000)), ip));
  });

  it('counts unknown merchants like wrong signatures', async () => {
    const m = await newMerchant();
    const ip = '198.51.100.11';
    for (let i = 0; i < badSignPerMinute; i++) {
      const ghost = { ...m, id: 900_000 + i };
      expect(await post(app, createUrl, signed(ghost, orderParams(ghost, productId, no(), 1_000)), ip)).toMatchObject({
        status: 404,
        msgId: 'errors.merchantUnknown',
      });
    }
    expectTooMany(await post(app, createUrl, signed(m, orderParams(m, productId, no(), 1_000)), ip));
  });

  it('leaves the same merchant from another address and another merchant untouched by a blocked address', async () => {
    const m = await newMerchant();
    const other = await newMerchant();
    const attacker = '198.51.100.12';
    for (let i = 0; i <= badSignPerMinute; i++) await post(app, createUrl, wrongSign(m), attacker);
    expectTooMany(await post(app, createUrl, wrongSign(m), attacker));
    expect(
      await post(app, createUrl, signed(m, orderParams(m, productId, no(), 1_000)), '198.51.100.13'),
    ).toMatchObject({ status: 200, code: Code.ok });
    expect(
      await post(app, createUrl, signed(other, orderParams(other, productId, no(), 1_000)), '198.51.100.14'),
    ).toMatchObject({ status: 200, code: Code.ok });
  });

  it(`lets ${createPerMinute} well-signed creates a minute through for a merchant and refuses the next, from any address`, async () => {
    const m = await newMerchant();
    // Spread over addresses, so it is the merchant's budget that runs out, not an address's.
    for (let i = 0; i < createPerMinute; i++) {
      expect(
        await post(app, createUrl, signed(m, orderParams(m, productId, no(), 1_000 + i)), `192.0.2.${10 + i}`),
      ).toMatchObject({ status: 200, code: Code.ok });
    }
    expectTooMany(await post(app, createUrl, signed(m, orderParams(m, productId, no(), 2_000)), '192.0.2.200'));
    const other = await newMerchant();
    expect(
      await post(app, createUrl, signed(other, orderParams(other, productId, no(), 2_000)), '192.0.2.201'),
    ).toMatchObject({ status: 200, code: Code.ok });
  });

  it(`refuses an address its ${createPerMinute + 1}th create a minute across merchants`, async () => {
    const ip = '192.0.2.230';
    for (let i = 0; i < createPerMinute; i++) {
      const m = await newMerchant();
      expect(await post(app, createUrl, signed(m, orderParams(m, productId, no(), 1_000)), ip)).toMatchObject({
        status: 200,
      });
    }
    const m = await newMerchant();
    expectTooMany(await post(app, createUrl, signed(m, orderParams(m, productId, no(), 1_000)), ip));
  });

  it('keeps the default budget above what the create bench sends from one merchant and one address in a minute', () => {
    const defaults = configFromEnv({}).limits;
    expect(defaults.createPerMinute).toBeGreaterThan(benchPeakPerSecond * 60);
    expect(
      configFromEnv({ RATE_LIMIT_CREATE_PER_MINUTE: '500', RATE_LIMIT_BAD_SIGN_PER_MINUTE: '3' }).limits,
    ).toMatchObject({ createPerMinute: 500, badSignPerMinute: 3 });
    expect(() => configFromEnv({ RATE_LIMIT_CREATE_PER_MINUTE: 'lots' })).toThrow(/RATE_LIMIT_CREATE_PER_MINUTE/);
  });

  it('shows staff each merchant’s wrong signatures of the last day with the last address, and none for others', async () => {
    const m = await newMerchant();
    const clean = await newMerchant();
    const ip = '203.0.113.77';
    for (let i = 0; i < 3; i++) await post(app, createUrl, wrongSign(m), ip);
    await post(app, payoutUrl, { ...payoutParams(m, payoutProduct, no(), 1_000), sign: 'A'.repeat(32) }, ip);
    const token = await b.sessionFor('admin0001');
    const row = await merchantRow(app, token, m);
    expect(row).toMatchObject({ failedSignCount: 4, lastFailedSignIp: ip });
    expect(row.lastFailedSignTime).toBe(b.clock.now().toISOString());
    expect(await merchantRow(app, token, clean)).toMatchObject({
      failedSignCount: 0,
      lastFailedSignIp: '',
      lastFailedSignTime: null,
    });
    // A day later the figure is gone.
    b.clock.advance(25 * 3_600_000);
    expect(await merchantRow(app, await b.sessionFor('admin0001'), m)).toMatchObject({ failedSignCount: 0 });
  });

  it("answers the error logger's flood guard with the same envelope and Retry-After", async () => {
    const ip = '198.51.100.40';
    for (let i = 0; i < 30; i++) {
      const ok = await post(app, '/v1.0/save_error_logger', { type: 'script', mes: `flood ${i}` }, ip);
      expect(ok.status).toBe(200);
    }
    expectTooMany(await post(app, '/v1.0/save_error_logger', { type: 'script', mes: 'one too many' }, ip));
  });
});

/** Runs where Redis is (`npm test` sets TEST_REDIS_URL when Redis answers), like live-redis.test.ts. */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('limits shared by two instances through Redis', () => {
  let b: TestBackend;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let productId: number;

  beforeAll(async () => {
    b = await startBackend('pglite', { orderCount: 20 });
    productId = await makeProduct(b);
    await makeResource(b, (await makeSupplier(b, productId)).id, productId);
    // Two instances on one database and one Redis prefix, like two servers behind a load balancer.
    const config = limitedConfig(redisUrl);
    one = await buildApp({ config, db: b.db, clock: b.clock });
    two = await buildApp({ config, db: b.db, clock: b.clock });
    await Promise.all([one.ready(), two.ready()]);
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await b?.close();
  });

  it('blocks an address on one instance after wrong signatures sent to the other, and both show staff the count', async () => {
    const m = await makeMerchant(b, productId);
    const ip = '198.51.100.50';
    const wrong = () => ({ ...orderParams(m, productId, no(), 1_000), sign: 'E'.repeat(32) });
    for (let i = 0; i < badSignPerMinute; i++)
      expect(await post(i % 2 ? one : two, createUrl, wrong(), ip)).toMatchObject({
        status: 400,
        msgId: 'errors.signInvalid',
      });
    expectTooMany(await post(one, createUrl, signed(m, orderParams(m, productId, no(), 1_000)), ip));
    expectTooMany(await post(two, createUrl, signed(m, orderParams(m, productId, no(), 1_000)), ip));
    const token = await b.sessionFor('admin0001');
    expect(await merchantRow(one, token, m)).toMatchObject({ failedSignCount: badSignPerMinute, lastFailedSignIp: ip });
    expect(await merchantRow(two, token, m)).toMatchObject({ failedSignCount: badSignPerMinute, lastFailedSignIp: ip });
  });

  it('shares one merchant budget between the instances', async () => {
    const m = await makeMerchant(b, productId);
    for (let i = 0; i < createPerMinute; i++) {
      expect(
        await post(
          i % 2 ? one : two,
          createUrl,
          signed(m, orderParams(m, productId, no(), 1_000 + i)),
          `192.0.2.${20 + i}`,
        ),
      ).toMatchObject({ status: 200 });
    }
    expectTooMany(await post(one, createUrl, signed(m, orderParams(m, productId, no(), 3_000)), '192.0.2.99'));
  });
});
