import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema.ts';
import { signHashes, signParams, type CheckoutInfo, type OrderRow } from '../../src/contract/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { makeMerchant, makeProduct, makeResource, makeSupplier, setSetting } from './support/order-fixtures.ts';

/*
 * Decision 113: the payer's checkout page is reached by a random token, never by the order code;
 * its address is built on the configured public address, never on the create's Host header; it
 * shows one order's payment instructions, takes the payer's UTR as a hint, and is rate limited.
 */
const publicUrl = 'https://pay.example.com';
const now = new Date('2026-06-01T08:00:00.000Z');

describe.each(backends)('the payer checkout (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: { id: number; account: string; key: string; signType: 'MD5' | 'SHA256' };
  let supplier: { id: number; account: string };
  let n = 0;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 0, now, config: { publicUrl } });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    supplier = await makeSupplier(b, productId);
    await makeResource(b, supplier.id, productId, {
      accountName: 'Asha Rao',
      upi: 'asha@okhdfc',
      cardNumber: '50100012345678',
      ifsc: 'HDFC0001234',
      bankName: 'HDFC Bank',
    });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
  }, 60_000);
  afterAll(() => b?.close());

  async function createOrder(headers: Record<string, string> = {}) {
    const params = {
      mchId: merchant.id,
      productId,
      mchOrderNo: `CK${kind}${n++}`,
      amount: 50_000,
      returnUrl: 'https://shop.example.com/thanks',
      subject: 'Top-up',
    };
    const res = await b.call<{ orderCode: string; payUrl: string }>(
      'POST',
      '/v1.0/api/order/create',
      { ...params, sign: signParams(params, merchant.key, signHashes[merchant.signType]) },
      headers,
    );
    expect(res.code, res.msg).toBe(200);
    return res.data;
  }
  const tokenOf = (payUrl: string) => payUrl.slice(payUrl.lastIndexOf('/') + 1);
  const info = (token: string, ip = '10.0.0.1') =>
    b.app.inject({ method: 'GET', url: `/v1.0/checkout/info?token=${encodeURIComponent(token)}`, remoteAddress: ip });

  it('builds the payUrl on the public address with a random token, whatever Host the create came with', async () => {
    const a = await createOrder({ host: 'evil.example.net' });
    const c = await createOrder();
    expect(a.payUrl).toMatch(/^https:\/\/pay\.example\.com\/pay\/[A-Za-z0-9_-]{32}$/);
    expect(a.payUrl).not.toContain(a.orderCode);
    expect(tokenOf(a.payUrl)).not.toBe(tokenOf(c.payUrl));
  });

  it('answers the same payUrl to a repeated create', async () => {
    const params = { mchId: merchant.id, productId, mchOrderNo: `CKR${kind}`, amount: 40_000 };
    const body = { ...params, sign: signParams(params, merchant.key, signHashes[merchant.signType]) };
    const first = await b.call<{ payUrl: string }>('POST', '/v1.0/api/order/create', body);
    const again = await b.call<{ payUrl: string }>('POST', '/v1.0/api/order/create', body);
    expect(again.data.payUrl).toBe(first.data.payUrl);
  });

  it("shows the order's amount and UPI instructions by token, and nothing that names the order", async () => {
    const order = await createOrder();
    const res = await info(tokenOf(order.payUrl));
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: CheckoutInfo }).data;
    const [row] = await b.db.select().from(orders).where(eq(orders.orderCode, order.orderCode));
    expect(data).toMatchObject({ state: 'open', amount: row!.payableAmount, currency: 'INR', returnUrl: '' });
    expect(data.method).toMatchObject({ kind: 'upi', vpa: 'asha@okhdfc', payee: 'Asha Rao' });
    if (data.method.kind !== 'upi') throw new Error('not upi');
    expect(data.method.link).toBe(
      `upi://pay?pa=asha%40okhdfc&pn=Asha%20Rao&cu=INR&am=${(row!.payableAmount / 100).toFixed(2)}`,
    );
    expect(data.method.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(Date.parse(data.expiresAt!)).toBeGreaterThan(Date.parse(data.now));
    const text = res.body;
    for (const secret of [order.orderCode, row!.mchOrderNo, merchant.account, 'Top-up', 'shop.example.com'])
      expect(text, secret).not.toContain(secret);
  });

  it('refuses an order code, a missing token and an unknown token alike, with nothing of any order', async () => {
    const order = await createOrder();
    for (const token of [order.orderCode, '', 'x'.repeat(32)]) {
      const res = await info(token);
      expect([token, res.statusCode]).toEqual([token, token === 'x'.repeat(32) ? 404 : 400]);
      expect(res.body).not.toContain(order.orderCode);
      expect(res.body).not.toContain('asha@okhdfc');
    }
    expect((await info(order.orderCode)).json()).toMatchObject({ msgId: 'errors.checkoutUnknown' });
    expect((await info('x'.repeat(32))).json()).toMatchObject({ msgId: 'errors.checkoutUnknown', data: null });
  });

  it("keeps the payer's UTR as a hint the supplier sees on the order; it confirms nothing", async () => {
    const order = await createOrder();
    const token = tokenOf(order.payUrl);
    for (const utr of ['12345', '9'.repeat(67), '4012 3456 7890', '<b>401234</b>']) {
      const bad = await b.call('POST', '/v1.0/checkout/submitUtr', { token, utr });
      expect([utr, bad.status, bad.msgId]).toEqual([utr, 400, 'validation.payerUtr.format']);
    }
    const refused = await b.call('POST', '/v1.0/checkout/submitUtr', { token: order.orderCode, utr: '401234567890' });
    expect(refused.msgId).toBe('errors.checkoutUnknown');

    const ok = await b.call('POST', '/v1.0/checkout/submitUtr', { token, utr: '401234567890' });
    expect(ok.code, ok.msg).toBe(200);
    const [row] = await b.db.select().from(orders).where(eq(orders.orderCode, order.orderCode));
    expect(row).toMatchObject({ payerUtr: '401234567890', utr: null, status: 1 });
    expect((await info(token)).json()).toMatchObject({ data: { state: 'open', utrGiven: true } });

    const list = await b.call<{ list: OrderRow[] }>(
      'GET',
      '/v1.0/order/getList',
      { orderCode: order.orderCode },
      { token: await b.sessionFor(supplier.account) },
    );
    expect(list.code, list.msg).toBe(200);
    expect(list.data.list[0]).toMatchObject({ orderCode: order.orderCode, payerUtr: '401234567890', utr: null });
  });

  it('tells a paid order with its returnUrl, and an expired one with no instructions', async () => {
    const paid = await createOrder();
    const staff = await b.sessionFor('admin0001');
    const supplement = await b.call(
      'POST',
      '/v1.0/order/replenishmentOrder',
      { orderCode: paid.orderCode, utr: '300000000009' },
      { token: staff },
    );
    expect(supplement.code, supplement.msg).toBe(200);
    expect((await info(tokenOf(paid.payUrl))).json()).toMatchObject({
      data: { state: 'paid', returnUrl: 'https://shop.example.com/thanks', method: { kind: 'none' } },
    });
    const late = await b.call('POST', '/v1.0/checkout/submitUtr', { token: tokenOf(paid.payUrl), utr: '401234567891' });
    expect(late.msgId).toBe('errors.checkoutClosed');

    const expiring = await createOrder();
    b.clock.advance(24 * 3_600_000);
    expect((await info(tokenOf(expiring.payUrl))).json()).toMatchObject({
      data: { state: 'expired', returnUrl: '', method: { kind: 'none' } },
    });
  });

  it('limits the reads of one address a minute (decision 046)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 62; i++) codes.push((await info('y'.repeat(32), '10.9.9.9')).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // Another address is not held back by it.
    expect((await info('y'.repeat(32), '10.9.9.10')).statusCode).toBe(404);
  });
});

describe('the payUrl without PUBLIC_URL', () => {
  let b: TestBackend;
  afterAll(() => b?.close());

  it('uses the ApiUrl setting, never the Host header', async () => {
    b = await startBackend('pglite', { orderCount: 0 });
    const productId = await makeProduct(b);
    const merchant = await makeMerchant(b, productId);
    const supplier = await makeSupplier(b, productId);
    await makeResource(b, supplier.id, productId, { upi: 'a@okaxis', accountName: 'A' });
    await setSetting(b, 'ApiUrl', 'https://api.operator.example/');
    const params = { mchId: merchant.id, productId, mchOrderNo: 'CKAPI1', amount: 10_000 };
    const res = await b.call<{ payUrl: string }>(
      'POST',
      '/v1.0/api/order/create',
      { ...params, sign: signParams(params, merchant.key, signHashes[merchant.signType]) },
      { host: 'evil.example.net' },
    );
    expect(res.data.payUrl).toMatch(/^https:\/\/api\.operator\.example\/pay\/[A-Za-z0-9_-]{32}$/);
  }, 60_000);
});
