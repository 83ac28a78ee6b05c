import { createECDH, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, settingPath, type CallbackAttempt, type CreatedOrder } from '../../src/contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { orderCallbacks, orders, payoutOrders, pushSubscriptions, systemConfig } from '../../server/db/schema.ts';
import { createEvents } from '../../server/lib/events.ts';
import { runCallbackJob } from '../../server/modules/order-callbacks/job.ts';
import { configurePush } from '../../server/modules/push/routes.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';
import { staticResolver } from './support/dns.ts';
import { Listener } from './support/listener.ts';
import {
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  orderParams,
  setSetting,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';
import { fund, makePayoutProduct, payoutParams } from './support/payout-fixtures.ts';

/**
 * Decision 045 through the API: a callback, push or hook URL on a private or reserved address is
 * refused where it is given, with the field's message, and a URL stored before (or while the
 * operator allowed it) is not connected to once the allow-list no longer names it.
 */

const S = OrderStatus;
const resolve = staticResolver({
  localhost: ['127.0.0.1', '::1'],
  'inside.example': ['10.0.0.7'],
  'metadata.example': ['93.184.216.34', '169.254.169.254'],
  'shop.example': ['93.184.216.34'],
  'push.example.com': ['93.184.216.34'],
});
const loopback = ['127.0.0.1/32', '::1/128'];

let serial = 0;
const no = () => `SSRF${Date.now().toString(36)}${serial++}`;

describe.each(backends)('private addresses refused (%s)', (kind) => {
  let b: TestBackend;
  let listener: Listener;
  let productId: number;
  let merchant: TestMerchant;

  /** Another instance on the same database, the way an operator's OUTBOUND_ALLOW configures it. */
  const instance = async (outboundAllow: string[]): Promise<FastifyInstance> => {
    const config = { ...configFromEnv({}), staticDir: '/nonexistent', seedDemo: false, outboundAllow };
    const events = createEvents();
    // The listener speaks plain http; browsers' endpoints are https, so only here is http let in.
    configurePush(events, { allowHttpEndpoints: true, timeoutMs: 2_000 });
    const app = await buildApp({ config, db: b.db, clock: b.clock, events, resolve });
    await app.ready();
    return app;
  };
  const createOn = async (app: FastifyInstance, body: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1.0/api/order/create',
      payload: body,
      remoteAddress: '127.0.0.1',
    });
    return { ...(res.json() as Envelope<CreatedOrder>), status: res.statusCode };
  };
  const ordersNamed = async (mchOrderNo: string) =>
    b.db
      .select()
      .from(orders)
      .where(and(eq(orders.merchantId, merchant.id), eq(orders.mchOrderNo, mchOrderNo)));
  const keys = () => ({
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  });

  beforeAll(async () => {
    // Like production: no allow-list.
    b = await startBackend(kind, { orderCount: 10, resolve });
    listener = await new Listener((res) => res.writeHead(201).end('success')).start();
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    const supplier = await makeSupplier(b, productId);
    await makeResource(b, supplier.id, productId, { floatUp: 500, floatDown: 500 });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
  }, 120_000);
  afterAll(async () => {
    listener?.close();
    await b?.close();
  });

  it('refuses a private notifyUrl at order create with 400 on the field, stores nothing and connects nowhere', async () => {
    const before = listener.connections;
    const cases: [string, string][] = [
      ['http://169.254.169.254/latest/meta-data', '(169.254.169.254)'],
      [`http://127.0.0.1:${listener.port}/notify`, '(127.0.0.1)'],
      [`http://[::1]:${listener.port}/notify`, '(::1)'],
      [`http://2130706433:${listener.port}/notify`, '(127.0.0.1)'],
      [`http://0x7f.0.0.1:${listener.port}/notify`, '(127.0.0.1)'],
      [`http://[::ffff:127.0.0.1]:${listener.port}/notify`, '(::ffff:7f00:1)'],
      [`http://localhost:${listener.port}/notify`, '(localhost: 127.0.0.1)'],
      ['https://inside.example/notify', '(inside.example: 10.0.0.7)'],
      ['https://metadata.example/notify', '(metadata.example: 169.254.169.254)'],
      ['http://192.168.1.1/notify', '(192.168.1.1)'],
      ['http://100.64.0.1/notify', '(100.64.0.1)'],
      ['http://[fd00::1]/notify', '(fd00::1)'],
    ];
    for (const [notifyUrl, found] of cases) {
      const mchOrderNo = no();
      const res = await createOn(
        b.app,
        signed(merchant, orderParams(merchant, productId, mchOrderNo, 10_000, { notifyUrl })),
      );
      expect([notifyUrl, res.status, res.msgId, res.data]).toEqual([
        notifyUrl,
        400,
        'errors.privateAddressRefused',
        expect.objectContaining({ field: 'notifyUrl' }),
      ]);
      expect(res.msg).toBe(
        `notifyUrl: This is a private or reserved address (local network, loopback or cloud metadata): only public internet addresses are accepted ${found}`,
      );
      expect(await ordersNamed(mchOrderNo)).toEqual([]);
    }
    expect(listener.connections).toBe(before);
  });

  it('takes a public notifyUrl, and one whose host cannot be found now (the send checks again)', async () => {
    for (const notifyUrl of [
      'https://shop.example/notify',
      'http://93.184.216.34/notify',
      'https://not-found.example/notify',
    ]) {
      const res = await createOn(
        b.app,
        signed(merchant, orderParams(merchant, productId, no(), 10_000, { notifyUrl })),
      );
      expect([notifyUrl, res.status]).toEqual([notifyUrl, 200]);
    }
  });

  it('refuses a notifyUrl with a user name and password in it', async () => {
    const res = await createOn(
      b.app,
      signed(
        merchant,
        orderParams(merchant, productId, no(), 10_000, { notifyUrl: 'https://user:secret@shop.example/notify' }),
      ),
    );
    expect(res).toMatchObject({ status: 400, msgId: 'errors.urlCredentialsRefused', data: { field: 'notifyUrl' } });
  });

  it('refuses a private notifyUrl at payout create too, and a notifyUrl that is not http(s)', async () => {
    const product = await makePayoutProduct(b);
    const payer = await makeMerchant(b, product);
    await fund(b, payer.id, 1_000_000);
    const post = async (notifyUrl: string) => {
      const mchOrderNo = no();
      const res = await b.app.inject({
        method: 'POST',
        url: '/v1.0/api/payout/create',
        payload: signed(payer, payoutParams(payer, product, mchOrderNo, 1_000, { notifyUrl })),
        remoteAddress: '127.0.0.1',
      });
      const stored = await b.db
        .select()
        .from(payoutOrders)
        .where(and(eq(payoutOrders.merchantId, payer.id), eq(payoutOrders.mchOrderNo, mchOrderNo)));
      return { ...(res.json() as Envelope), stored: stored.length };
    };
    expect(await post('http://169.254.169.254/latest/meta-data')).toMatchObject({
      code: 400,
      msgId: 'errors.privateAddressRefused',
      data: { field: 'notifyUrl' },
      stored: 0,
    });
    expect(await post(`http://[::1]:${listener.port}/`)).toMatchObject({
      code: 400,
      msgId: 'errors.privateAddressRefused',
      stored: 0,
    });
    expect(await post('gopher://shop.example/')).toMatchObject({
      code: 400,
      msgId: 'validation.url.format',
      data: { field: 'notifyUrl' },
      stored: 0,
    });
    expect(await post('https://shop.example/payout')).toMatchObject({ code: 200, stored: 1 });
  });

  it('refuses a private push endpoint at subscribe, and one whose host cannot be found, storing nothing and connecting nowhere', async () => {
    const token = await b.sessionFor('admin0001');
    const before = listener.connections;
    const subscribe = (endpoint: string) =>
      b.call('POST', '/v1.0/push/subscribe', { endpoint, keys: keys() }, { token });
    const stored = async (endpoint: string) =>
      (await b.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length;
    for (const endpoint of [
      `https://127.0.0.1:${listener.port}/push/a`,
      `https://[::1]:${listener.port}/push/b`,
      'https://10.0.0.5/push/c',
      'https://localhost/push/d',
      'https://inside.example/push/e',
      'https://2130706433/push/f',
    ]) {
      const res = await subscribe(endpoint);
      expect([endpoint, res.code, res.msgId, (res.data as { field: string }).field]).toEqual([
        endpoint,
        400,
        'errors.privateAddressRefused',
        'endpoint',
      ]);
      expect(await stored(endpoint)).toBe(0);
    }
    const gone = await subscribe('https://not-found.example/push/g');
    expect(gone).toMatchObject({
      code: 400,
      msgId: 'errors.addressUnresolvable',
      msg: 'endpoint: The host of this address could not be found; check the address (not-found.example)',
    });
    expect(await stored('https://not-found.example/push/g')).toBe(0);
    expect(listener.connections).toBe(before);
    expect((await subscribe('https://push.example.com/send/ok')).code).toBe(200);
    // Stored, it would be pushed to on every order of the other tests: 93.184.216.34 is not reachable here.
    await b.call('POST', '/v1.0/push/unsubscribe', { endpoint: 'https://push.example.com/send/ok' }, { token });
  });

  it('refuses a private bot or SMS hook URL in the system settings', async () => {
    const superadmin = await b.sessionFor('superadmin');
    const set = (key: 'BotRemindCallbackUrl' | 'SendSmsMessageUrl', value: string) =>
      b.call('POST', settingPath(key, 'set'), { value }, { token: superadmin });
    const stored = async (key: string) =>
      (await b.db.select().from(systemConfig).where(eq(systemConfig.key, key)))[0]?.value;
    expect(await set('BotRemindCallbackUrl', 'http://169.254.169.254/latest/meta-data')).toMatchObject({
      code: 400,
      msgId: 'errors.privateAddressRefused',
      data: { field: 'value' },
    });
    expect(await set('SendSmsMessageUrl', `http://127.0.0.1:${listener.port}/sms`)).toMatchObject({
      code: 400,
      msgId: 'errors.privateAddressRefused',
    });
    expect(await stored('BotRemindCallbackUrl')).toBe('');
    expect(await stored('SendSmsMessageUrl')).toBe('');
    expect((await set('SendSmsMessageUrl', 'https://shop.example/sms')).code).toBe(200);
    expect((await set('SendSmsMessageUrl', '')).code).toBe(200);
  });

  it('does not send a callback stored while loopback was allowed once the allow-list no longer names it: no connection, a failed attempt with the reason', async () => {
    const admin = await b.sessionFor('admin0001');
    const allowed = await instance(loopback);
    const strict = await instance([]);
    try {
      const notifyUrl = `http://127.0.0.1:${listener.port}/stored-callback`;
      const created = await createOn(
        allowed,
        signed(merchant, orderParams(merchant, productId, no(), 12_345, { notifyUrl })),
      );
      expect(created.status).toBe(200);
      const paid = await allowed.inject({
        method: 'POST',
        url: '/v1.0/order/replenishmentOrder',
        payload: { orderCode: created.data.orderCode, utr: String(300_000_000_000 + serial++) },
        headers: { token: admin },
      });
      expect(paid.json()).toMatchObject({ code: 200 });

      const before = listener.connections;
      // The callback job of an instance without the allow-list: one attempt, refused before connecting.
      expect(await runCallbackJob(b.db, b.clock, { outbound: strict.services.outbound, timeoutMs: 2_000 })).toBe(1);
      const manual = await strict.inject({
        method: 'POST',
        url: '/v1.0/order/callback',
        payload: { orderCode: created.data.orderCode },
        headers: { token: admin },
      });
      expect((manual.json() as Envelope<CallbackAttempt>).data).toMatchObject({
        success: false,
        responseStatus: null,
        error: 'Refused: 127.0.0.1 is a private or reserved address',
      });
      expect(listener.connections).toBe(before);
      const attempts = await b.db
        .select()
        .from(orderCallbacks)
        .where(eq(orderCallbacks.orderCode, created.data.orderCode))
        .orderBy(orderCallbacks.id);
      expect(attempts.map((a) => [a.trigger, a.success, a.responseStatus, a.error])).toEqual([
        ['auto', false, null, 'Refused: 127.0.0.1 is a private or reserved address'],
        ['manual', false, null, 'Refused: 127.0.0.1 is a private or reserved address'],
      ]);
      const [order] = await b.db.select().from(orders).where(eq(orders.orderCode, created.data.orderCode));
      expect(order).toMatchObject({ status: S.successful, callbackSuccess: false, callbackCount: 2 });

      // The same re-send from the instance that allows loopback does reach the listener.
      const through = await allowed.inject({
        method: 'POST',
        url: '/v1.0/order/callback',
        payload: { orderCode: created.data.orderCode },
        headers: { token: admin },
      });
      expect((through.json() as Envelope<CallbackAttempt>).data).toMatchObject({ responseStatus: 201 });
      expect(listener.connections).toBe(before + 1);
    } finally {
      await allowed.close();
      await strict.close();
    }
  });

  it('does not connect to a push endpoint stored while loopback was allowed once the allow-list no longer names it', async () => {
    const admin = await b.sessionFor('admin0001');
    const endpoint = `http://127.0.0.1:${listener.port}/push/stored-${randomBytes(4).toString('hex')}`;
    const path = new URL(endpoint).pathname;
    const allowed = await instance(loopback);
    const strict = await instance([]);
    const closed = new Set<FastifyInstance>();
    const close = async (app: FastifyInstance) => {
      if (!closed.has(app)) await app.close();
      closed.add(app);
    };
    try {
      const sub = await allowed.inject({
        method: 'POST',
        url: '/v1.0/push/subscribe',
        payload: { endpoint, keys: keys() },
        headers: { token: admin },
      });
      expect(sub.json()).toMatchObject({ code: 200 });

      const before = listener.requests.filter((p) => p === path).length;
      const connections = listener.connections;
      expect((await createOn(strict, signed(merchant, orderParams(merchant, productId, no(), 10_000)))).status).toBe(
        200,
      );
      // Closing waits for the pushes under way: whatever it was going to send has been tried.
      await close(strict);
      expect(listener.connections).toBe(connections);

      // The instance that allows loopback does push to it: the listener would have seen it.
      expect((await createOn(allowed, signed(merchant, orderParams(merchant, productId, no(), 10_000)))).status).toBe(
        200,
      );
      await close(allowed);
      expect(listener.requests.filter((p) => p === path).length).toBe(before + 1);
    } finally {
      await close(strict);
      await close(allowed);
      await b.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    }
  });
});
