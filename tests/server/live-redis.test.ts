import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type LiveMessage } from '../../src/contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { startBackend, type TestBackend } from './support/backend.ts';
import { connectLive, connectLiveAt, liveTicket, settle } from './support/live-client.ts';
import {
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  orderParams,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';

/** Runs where Redis is: `npm test` sets TEST_REDIS_URL=redis://127.0.0.1:6379 when Redis answers (CI must have it). */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('live events across instances through Redis', () => {
  let b: TestBackend;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let productId: number;
  let merchant: TestMerchant;
  let otherMerchant: TestMerchant;

  beforeAll(async () => {
    b = await startBackend('pglite', { orderCount: 20 });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    otherMerchant = await makeMerchant(b, productId);
    await makeResource(b, (await makeSupplier(b, productId)).id, productId);
    // Two instances on one database, like two servers behind a load balancer.
    const config = { ...configFromEnv({}), staticDir: '/nonexistent', seedDemo: false, redisUrl };
    one = await buildApp({ config, db: b.db, clock: b.clock });
    two = await buildApp({ config, db: b.db, clock: b.clock });
    await Promise.all([one.ready(), two.ready()]);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await b?.close();
  });

  it('delivers an order created on one instance to a client of the other, once', async () => {
    const admin = await connectLive(two, await b.sessionFor('admin0001'));
    const own = await connectLive(two, await b.sessionFor(merchant.account));
    const other = await connectLive(two, await b.sessionFor(otherMerchant.account));
    const res = await one.inject({
      method: 'POST',
      url: '/v1.0/api/order/create',
      payload: signed(merchant, orderParams(merchant, productId, `R${Date.now()}`, 30_000)),
    });
    const body = res.json() as { code: number; data: { orderCode: string } };
    expect(body.code).toBe(Code.ok);
    const isIt = (m: LiveMessage) =>
      'commandType' in m && m.commandType === 'newOrder' && m.data.orderCode === body.data.orderCode;
    await admin.next(isIt);
    await own.next(isIt);
    await settle();
    expect(admin.messages.filter(isIt)).toHaveLength(1);
    expect(other.messages.filter(isIt)).toEqual([]);
    for (const ws of [admin, own, other]) ws.close();
  });

  it('ends a socket on one instance when its session is ended on the other', async () => {
    const token = await b.login('merchant02');
    const ws = await connectLive(two, token);
    const out = await one.inject({ method: 'POST', url: '/v1.0/user/logout', headers: { token }, payload: {} });
    expect((out.json() as { code: number }).code).toBe(Code.ok);
    expect((await ws.next((m) => m.code === Code.sessionExpired)).code).toBe(Code.sessionExpired);
  });

  it('accepts a websocket ticket issued on one instance on the other, once', async () => {
    const ticket = await liveTicket(one, await b.sessionFor('admin0001'));
    const ws = await connectLiveAt(two, `/v1.0/ws?ticket=${ticket}`);
    ws.send({ requestId: 0, commandType: 'heartbeat', data: { key: '' }, token: null });
    expect((await ws.next((m) => 'requestId' in m && m.requestId === 0)).code).toBe(Code.ok);
    const replayed = await connectLiveAt(one, `/v1.0/ws?ticket=${ticket}`);
    expect((await replayed.next((m) => m.code === Code.sessionExpired)).code).toBe(Code.sessionExpired);
    ws.close();
  });
});
