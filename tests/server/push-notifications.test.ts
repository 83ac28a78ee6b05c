import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type PushOrderPayload, type PushStatus } from '../../src/contract/index.ts';
import { pushSubscriptions } from '../../server/db/schema.ts';
import { configurePush } from '../../server/modules/push/routes.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  type TestMerchant,
} from './support/order-fixtures.ts';

// http_ece (a dependency of web-push) has no types; only its decrypt is used, to read what a browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

/** What a browser holds for one subscription: the keys it gave the server, and its private key to read pushes. */
interface FakeBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ReturnType<typeof createECDH>;
}

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service on localhost: records every POST and answers with the status set for its path (201 by default). */
class FakePushService {
  readonly received: Received[] = [];
  readonly statusFor = new Map<string, number | 'hang'>();
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const status = this.statusFor.get(path) ?? 201;
      if (status === 'hang') return;
      res.statusCode = status;
      res.end();
    });
  });
  base = '';

  async start(): Promise<void> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  browser(name: string): FakeBrowser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      endpoint: `${this.base}/push/${name}-${randomBytes(4).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      ecdh,
    };
  }

  /** The pushes that reached this browser, decrypted. */
  readBy(browser: FakeBrowser): PushOrderPayload[] {
    const path = new URL(browser.endpoint).pathname;
    return this.received
      .filter((r) => r.path === path)
      .map(
        (r) =>
          JSON.parse(
            ece
              .decrypt(r.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.keys.auth })
              .toString('utf8'),
          ) as PushOrderPayload,
      );
  }

  close(): void {
    this.server.closeAllConnections();
    this.server.close();
  }
}

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

describe.each(backends)('web push (%s)', (kind) => {
  let b: TestBackend;
  let service: FakePushService;
  let productId: number;
  let merchant: TestMerchant;
  let otherMerchant: TestMerchant;
  let supplier: { id: number; account: string };
  let otherSupplier: { id: number; account: string };

  const subscribe = async (token: string, browser: FakeBrowser) => {
    const res = await b.call(
      'POST',
      '/v1.0/push/subscribe',
      { endpoint: browser.endpoint, keys: browser.keys },
      { token },
    );
    expect(res.code).toBe(Code.ok);
  };
  const statusOf = async (token: string) => (await b.call<PushStatus>('GET', '/v1.0/push/status', {}, { token })).data;
  const forOrder = (code: string) => (p: PushOrderPayload) => p.orderCode === code;

  beforeAll(async () => {
    // The fake push service runs on this machine: the operator's allow-list opens loopback for it.
    b = await startBackend(kind, { orderCount: 20, outboundAllow: ['127.0.0.1/32', '::1/128'] });
    service = new FakePushService();
    await service.start();
    configurePush(b.events, { allowHttpEndpoints: true, timeoutMs: 500 });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    otherMerchant = await makeMerchant(b, productId);
    supplier = await makeSupplier(b, productId);
    otherSupplier = await makeSupplier(b, productId, { acceptOrders: false });
    await makeResource(b, supplier.id, productId);
  });
  afterAll(async () => {
    await b?.close();
    service?.close();
  });

  it('gives a public key that is an uncompressed P-256 point, the same on every call', async () => {
    const token = await b.sessionFor('admin0001');
    const first = await b.call<{ publicKey: string }>('GET', '/v1.0/push/publicKey', {}, { token });
    const second = await b.call<{ publicKey: string }>('GET', '/v1.0/push/publicKey', {}, { token });
    expect(Buffer.from(first.data.publicKey, 'base64url')).toHaveLength(65);
    expect(second.data.publicKey).toBe(first.data.publicKey);
    expect((await b.call('GET', '/v1.0/push/publicKey')).code).toBe(Code.sessionExpired);
  });

  it('keeps subscriptions per user: a user sees and removes only their own', async () => {
    const admin = await b.sessionFor('admin0001');
    const other = await b.sessionFor(otherMerchant.account);
    const browser = service.browser('own');
    await subscribe(admin, browser);
    expect((await statusOf(admin)).endpoints).toContain(browser.endpoint);
    expect((await statusOf(other)).endpoints).not.toContain(browser.endpoint);

    await b.call('POST', '/v1.0/push/unsubscribe', { endpoint: browser.endpoint }, { token: other });
    expect((await statusOf(admin)).endpoints).toContain(browser.endpoint);

    await b.call('POST', '/v1.0/push/unsubscribe', { endpoint: browser.endpoint }, { token: admin });
    expect((await statusOf(admin)).endpoints).not.toContain(browser.endpoint);
  });

  it("moves an endpoint to the user who subscribes it last, so a browser never gets two users' pushes", async () => {
    const admin = await b.sessionFor('admin0001');
    const own = await b.sessionFor(merchant.account);
    const browser = service.browser('shared');
    await subscribe(admin, browser);
    await subscribe(own, browser);
    expect((await statusOf(admin)).endpoints).not.toContain(browser.endpoint);
    expect((await statusOf(own)).endpoints).toContain(browser.endpoint);
    await b.call('POST', '/v1.0/push/unsubscribe', { endpoint: browser.endpoint }, { token: own });
  });

  it("ends a browser's subscription when its session signs out, not when another session of the user does", async () => {
    const leaving = await b.sessionFor(otherMerchant.account);
    const staying = await b.sessionFor(otherMerchant.account);
    const phone = service.browser('signed-out');
    const tablet = service.browser('still-in');
    await subscribe(leaving, phone);
    await subscribe(staying, tablet);
    expect((await b.call('POST', '/v1.0/user/logout', {}, { token: leaving })).code).toBe(Code.ok);
    const end = Date.now() + 3000;
    while ((await statusOf(staying)).endpoints.includes(phone.endpoint) && Date.now() < end) await settle(30);
    expect((await statusOf(staying)).endpoints).toEqual([tablet.endpoint]);
    await b.call('POST', '/v1.0/push/unsubscribe', { endpoint: tablet.endpoint }, { token: staying });
  });

  it('refuses an http endpoint unless the push settings allow it', async () => {
    const admin = await b.sessionFor('admin0001');
    configurePush(b.events, { allowHttpEndpoints: false });
    try {
      const browser = service.browser('insecure');
      const res = await b.call(
        'POST',
        '/v1.0/push/subscribe',
        { endpoint: browser.endpoint, keys: browser.keys },
        { token: admin },
      );
      expect(res.code).toBe(400);
    } finally {
      configurePush(b.events, { allowHttpEndpoints: true });
    }
  });

  it("pushes a merchant's new order once to each subscribed user who may see it: staff, its supplier, its merchant", async () => {
    const staff = service.browser('staff');
    const own = service.browser('merchant');
    const sup = service.browser('supplier');
    const other = service.browser('other-merchant');
    const otherSup = service.browser('other-supplier');
    await subscribe(await b.sessionFor('admin0001'), staff);
    await subscribe(await b.sessionFor(merchant.account), own);
    await subscribe(await b.sessionFor(supplier.account), sup);
    await subscribe(await b.sessionFor(otherMerchant.account), other);
    await subscribe(await b.sessionFor(otherSupplier.account), otherSup);

    const created = await createOrderFor(b, merchant, productId, 50_000);
    expect(created.code).toBe(Code.ok);
    const code = created.data.orderCode;
    await until(() => [staff, own, sup].every((br) => service.readBy(br).some(forOrder(code))));
    await settle();
    for (const br of [staff, own, sup]) {
      expect(service.readBy(br).filter(forOrder(code))).toEqual([
        { type: 'newOrder', orderCode: code, createTime: expect.any(String) as string },
      ]);
    }
    expect(service.readBy(other)).toEqual([]);
    expect(service.readBy(otherSup)).toEqual([]);
    // A real push service needs the VAPID signature and a TTL to accept it.
    const request = service.received.find((r) => r.path === new URL(staff.endpoint).pathname)!;
    expect(String(request.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
  });

  it('removes a subscription the push service says is gone (410) and keeps one it merely refused (500)', async () => {
    const expired = service.browser('expired');
    const failing = service.browser('failing');
    service.statusFor.set(new URL(expired.endpoint).pathname, 410);
    service.statusFor.set(new URL(failing.endpoint).pathname, 500);
    await subscribe(await b.sessionFor('admin0001'), expired);
    await subscribe(await b.sessionFor('admin0001'), failing);

    const created = await createOrderFor(b, merchant, productId, 50_000);
    expect(created.code).toBe(Code.ok);
    const endpoints = async () =>
      (await b.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map((r) => r.endpoint);
    const end = Date.now() + 3000;
    while ((await endpoints()).includes(expired.endpoint) && Date.now() < end) await settle(30);
    expect(await endpoints()).not.toContain(expired.endpoint);
    expect(await endpoints()).toContain(failing.endpoint);
    expect(service.readBy(failing).some(forOrder(created.data.orderCode))).toBe(true);
    await b.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, failing.endpoint));
  });

  it('creates the order at once when the push service hangs or cannot be reached', async () => {
    const hung = service.browser('hung');
    service.statusFor.set(new URL(hung.endpoint).pathname, 'hang');
    const unreachable: FakeBrowser = {
      ...service.browser('unreachable'),
      endpoint: 'http://127.0.0.1:9/push/unreachable',
    };
    const admin = await b.sessionFor('admin0001');
    await subscribe(admin, hung);
    await subscribe(admin, unreachable);

    configurePush(b.events, { timeoutMs: 5000 });
    try {
      const started = Date.now();
      const created = await createOrderFor(b, merchant, productId, 50_000);
      expect(created.code).toBe(Code.ok);
      // Had the create waited for the push, it would take the push service's 5 s timeout.
      expect(Date.now() - started).toBeLessThan(2500);
      await until(() => service.received.some((r) => r.path === new URL(hung.endpoint).pathname));
      await settle();
      // Both stay: a hang or a refused connection says nothing about the subscription.
      const left = (await b.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map(
        (r) => r.endpoint,
      );
      expect(left).toEqual(expect.arrayContaining([hung.endpoint, unreachable.endpoint]));
    } finally {
      configurePush(b.events, { timeoutMs: 500 });
      await b.call('POST', '/v1.0/push/unsubscribe', { endpoint: hung.endpoint }, { token: admin });
      await b.call('POST', '/v1.0/push/unsubscribe', { endpoint: unreachable.endpoint }, { token: admin });
    }
  });
});
