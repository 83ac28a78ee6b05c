import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  Code,
  FundReason,
  PayoutStatus,
  type ConnectionTestResult,
  type Page,
  type PayGatewayList,
  type PayGatewayRow,
  type PayoutRow,
} from '../../src/contract/index.ts';
import { auditRecords, fundRecords, gatewayPayouts, payGateways, payoutOrders } from '../../server/db/schema.ts';
import { summariseAnonymous } from '../../server/modules/audit-log/index.ts';
import { runGatewayJob } from '../../server/modules/pay-gateways/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { FakeGateway } from './support/fake-gateway.ts';
import { balanceOf, makeMerchant, setSetting, type TestMerchant } from './support/order-fixtures.ts';
import { apiPayout, fund, ledgerMismatches, makePayoutProduct } from './support/payout-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
const P = PayoutStatus;
const gatewayKey = randomBytes(32);

describe.each(backends)('payout gateways (%s)', (kind) => {
  let b: TestBackend;
  let fake: FakeGateway;
  let superToken: string;
  let adminToken: string;
  let n = 0;

  const job = (timeoutMs = 2_000) =>
    runGatewayJob(b.db, b.clock, {
      outbound: b.app.services.outbound,
      config: { gatewaySecretKey: gatewayKey, dataDir: '/nonexistent' },
      timeoutMs,
    });
  const save = (input: Record<string, unknown>, token = superToken) =>
    b.call<PayGatewayRow>('POST', '/v1.0/payGateway/save', input, { token });
  const gatewayInput = (productIds: number[], extra: Record<string, unknown> = {}) => ({
    name: `Gateway ${kind} ${++n}`,
    kind: 'razorpayx',
    baseUrl: fake.baseUrl,
    accountNumber: '7878780080316316',
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    enabled: true,
    productIds,
    minAmount: '',
    maxAmount: '',
    dailyLimit: '',
    ...extra,
  });
  const payout = async (orderCode: string) =>
    (await b.db.select().from(payoutOrders).where(eq(payoutOrders.orderCode, orderCode)))[0]!;
  const sending = async (orderCode: string) =>
    (
      await b.db
        .select()
        .from(gatewayPayouts)
        .where(eq(gatewayPayouts.payoutId, (await payout(orderCode)).id))
    )[0]!;
  const webhook = (gatewayId: number, body: string, signature: string) =>
    b.app.inject({
      method: 'POST',
      url: `/v1.0/payGateway/webhook/${gatewayId}`,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: body,
      remoteAddress: '198.51.100.9',
    });

  /** A payout product routed to a fresh gateway, and a funded merchant with a fee on it. */
  async function routed(extra: Record<string, unknown> = {}) {
    const productId = await makePayoutProduct(b);
    const merchant = await makeMerchant(b, productId, { rate: 100, fixedFee: 200 });
    await fund(b, merchant.id, 1_000_000);
    const saved = await save(gatewayInput([productId], extra));
    expect(saved.code).toBe(Code.ok);
    return { productId, merchant, gateway: saved.data };
  }
  let serial = 0;
  const create = async (m: TestMerchant, productId: number, amount = 50_000) => {
    const res = await apiPayout(b, m, productId, `GW${kind}${++serial}`, amount);
    expect(res.code).toBe(Code.ok);
    return res.data;
  };

  beforeAll(async () => {
    fake = await new FakeGateway().start();
    b = await startBackend(kind, {
      orderCount: 10,
      now,
      outboundAllow: ['127.0.0.1/32'],
      config: { gatewaySecretKey: gatewayKey },
    });
    superToken = await b.sessionFor('superadmin');
    adminToken = await b.sessionFor('admin0001');
    await setSetting(b, 'AutoAssignPayoutOrder', false);
    // Off, so the gateway's own hold before sending is what is tested.
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', false);
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
  }, 120_000);
  afterAll(async () => {
    fake?.close();
    await b?.close();
  });
  beforeEach(() => {
    fake.timeoutAfterAccept = false;
    fake.refuseWith = null;
  });

  it('stores the credentials encrypted and never answers them, only "set" and their last 4', async () => {
    const { gateway } = await routed();
    const [raw] = await b.db.select().from(payGateways).where(eq(payGateways.id, gateway.id));
    for (const [sealed, plain] of [
      [raw!.keyIdEnc, fake.keyId],
      [raw!.keySecretEnc, fake.keySecret],
      [raw!.webhookSecretEnc, fake.webhookSecret],
    ] as const) {
      expect(sealed).toMatch(/^v2\.[0-9a-f]{8}\./);
      expect(sealed).not.toContain(plain);
      expect(Buffer.from(sealed.split('.')[4]!, 'base64url').toString('latin1')).not.toContain(plain);
    }
    expect(gateway.keySecret).toEqual({ configured: true, last4: fake.keySecret.slice(-4) });
    const list = await b.call<PayGatewayList>('GET', '/v1.0/payGateway/list', {}, { token: superToken });
    const techmaint = await b.call<PayGatewayList>(
      'GET',
      '/v1.0/payGateway/list',
      {},
      { token: await b.sessionFor('techmaint1') },
    );
    const audits = await b.db.select().from(auditRecords).where(eq(auditRecords.targetType, 'payGateway'));
    for (const text of [
      JSON.stringify(list.data),
      JSON.stringify(techmaint.data),
      JSON.stringify(gateway),
      JSON.stringify(audits),
    ]) {
      for (const secret of [fake.keyId, fake.keySecret, fake.webhookSecret]) expect(text).not.toContain(secret);
    }
    expect(list.data.gateways.find((g) => g.id === gateway.id)?.webhookSecret.configured).toBe(true);
  });

  it('keeps a stored credential when a save leaves it empty, and asks a new gateway for all three', async () => {
    const { gateway, productId } = await routed();
    const kept = await save({
      ...gatewayInput([productId]),
      id: gateway.id,
      name: gateway.name,
      keyId: '',
      keySecret: '',
      webhookSecret: '',
      enabled: false,
    });
    expect([kept.code, kept.data.enabled, kept.data.keySecret.last4]).toEqual([
      Code.ok,
      false,
      fake.keySecret.slice(-4),
    ]);
    const missing = await save(gatewayInput([productId], { webhookSecret: '' }));
    expect([missing.code, missing.msgId]).toEqual([Code.badRequest, 'errors.payGatewayCredentialsRequired']);
  });

  it('refuses a private base URL that OUTBOUND_ALLOW does not allow, and a non-payout product', async () => {
    const productId = await makePayoutProduct(b);
    const priv = await save(gatewayInput([productId], { baseUrl: 'http://10.0.0.5:8080' }));
    expect([priv.code, priv.msgId]).toEqual([Code.badRequest, 'errors.privateAddressRefused']);
    const meta = await save(gatewayInput([productId], { baseUrl: 'http://169.254.169.254' }));
    expect(meta.msgId).toBe('errors.privateAddressRefused');
    const bad = await save(gatewayInput([productId], { baseUrl: 'ftp://gateway.example' }));
    expect([bad.code, bad.msgId]).toEqual([Code.badRequest, 'validation.url.format']);
    const collection = await save(gatewayInput([3024]));
    expect(collection.msgId).toBe('errors.payGatewayProducts');
  });

  it('lets technical maintenance read the gateways but not change or call them', async () => {
    const { gateway, productId } = await routed();
    const tm = await b.sessionFor('techmaint1');
    expect((await b.call('GET', '/v1.0/payGateway/list', {}, { token: tm })).code).toBe(Code.ok);
    expect((await save({ ...gatewayInput([productId]), id: gateway.id }, tm)).code).toBe(Code.forbidden);
    expect((await b.call('POST', '/v1.0/payGateway/testConnection', { id: gateway.id }, { token: tm })).code).toBe(
      Code.forbidden,
    );
    expect((await b.call('GET', '/v1.0/payGateway/list', {}, { token: adminToken })).code).toBe(Code.forbidden);
  });

  it('tests the connection for real: accepted keys, refused keys', async () => {
    const { gateway, productId } = await routed();
    const ok = await b.call<ConnectionTestResult>(
      'POST',
      '/v1.0/payGateway/testConnection',
      { id: gateway.id },
      { token: superToken },
    );
    expect([ok.code, ok.data.outcome, ok.data.httpStatus]).toEqual([Code.ok, 'ok', 200]);
    await save({
      ...gatewayInput([productId]),
      id: gateway.id,
      name: gateway.name,
      keyId: '',
      keySecret: 'a-wrong-secret-9999',
      webhookSecret: '',
    });
    const refused = await b.call<ConnectionTestResult>(
      'POST',
      '/v1.0/payGateway/testConnection',
      { id: gateway.id },
      { token: superToken },
    );
    expect([refused.data.outcome, refused.data.httpStatus]).toEqual(['unauthorized', 401]);
  });

  it('sends a routed payout with its order code as idempotency key, polls it and completes it once paid', async () => {
    const { productId, merchant, gateway } = await routed();
    const before = await balanceOf(b, merchant.id);
    const created = await create(merchant, productId);
    let p = await payout(created.orderCode);
    expect([p.status, p.gatewayId, p.gatewayState, p.supplierId]).toEqual([
      P.processingPayment,
      gateway.id,
      'queued',
      null,
    ]);
    // Held before anything is sent: amount + fee (1% + 2.00).
    const owed = 50_000 + 500 + 200;
    expect(await balanceOf(b, merchant.id)).toBe(before - owed);
    expect((await sending(created.orderCode)).idempotencyKey).toBe(created.orderCode);

    await job();
    const post = fake.posts.find((x) => x.key === created.orderCode);
    expect(post?.body).toMatchObject({
      amount: 50_000,
      reference_id: created.orderCode,
      account_number: '7878780080316316',
    });
    const s = await sending(created.orderCode);
    expect((await payout(created.orderCode)).gatewayState).toBe('sent');
    // A person cannot move it while the gateway holds it.
    const manual = await b.call(
      'POST',
      '/v1.0/payoutOrder/complete',
      { orderCode: created.orderCode, utr: '123456789012' },
      { token: adminToken },
    );
    expect([manual.code, manual.msgId]).toEqual([Code.conflict, 'errors.payoutAtGateway']);

    fake.settle(s.gatewayRef!, 'processed');
    await job(); // not due yet: nothing changes
    expect((await payout(created.orderCode)).status).toBe(P.processingPayment);
    b.clock.advance(31_000);
    await job();
    p = await payout(created.orderCode);
    expect([p.status, p.gatewayState, p.utr]).toEqual([
      P.paymentCompleted,
      'paid',
      fake.payouts.get(s.gatewayRef!)!.utr,
    ]);
    expect(await balanceOf(b, merchant.id)).toBe(before - owed);
    expect(await ledgerMismatches(b)).toEqual([]);

    const staff = await b.call<Page<PayoutRow>>(
      'GET',
      '/v1.0/payoutOrder/getList',
      { orderCode: created.orderCode },
      { token: adminToken },
    );
    expect(staff.data.list[0]?.gateway).toEqual({ name: gateway.name, state: 'paid' });
    const own = await b.call<Page<PayoutRow>>(
      'GET',
      '/v1.0/payoutOrder/getList',
      { orderCode: created.orderCode },
      { token: await b.sessionFor(merchant.account) },
    );
    expect(own.data.list[0]?.gateway).toBeNull();
  });

  it('returns a rejected payout to the supplier pool while GatewayOrderRejectToPayoutPool is on', async () => {
    await setSetting(b, 'GatewayOrderRejectToPayoutPool', true);
    const { productId, merchant, gateway } = await routed();
    const created = await create(merchant, productId);
    await job();
    const s = await sending(created.orderCode);
    const hook = fake.webhookFor(fake.settle(s.gatewayRef!, 'rejected'));
    const res = await webhook(gateway.id, hook.body, hook.signature);
    expect(res.json()).toMatchObject({ code: Code.ok, data: { accepted: true } });
    const p = await payout(created.orderCode);
    expect([p.status, p.supplierId, p.gatewayState, p.rejectReason]).toEqual([
      P.awaitingPayment,
      null,
      'rejected',
      'gatewayRejected',
    ]);
    const pool = await b.call<Page<PayoutRow>>(
      'GET',
      '/v1.0/payoutOrder/getPool',
      { orderCode: created.orderCode },
      { token: adminToken },
    );
    expect(pool.data.list.map((r) => [r.orderCode, r.gateway?.state])).toEqual([[created.orderCode, 'rejected']]);
    expect(await ledgerMismatches(b)).toEqual([]);
  });

  it('cancels a rejected payout back to the merchant while the setting is off, refunding exactly once', async () => {
    await setSetting(b, 'GatewayOrderRejectToPayoutPool', false);
    const { productId, merchant, gateway } = await routed();
    const before = await balanceOf(b, merchant.id);
    const created = await create(merchant, productId, 70_000);
    await job();
    const s = await sending(created.orderCode);
    const hook = fake.webhookFor(fake.settle(s.gatewayRef!, 'reversed'));
    expect((await webhook(gateway.id, hook.body, hook.signature)).json()).toMatchObject({ code: Code.ok });
    // The gateway resends its webhook and the poll comes too: nothing moves twice.
    expect((await webhook(gateway.id, hook.body, hook.signature)).json()).toMatchObject({ code: Code.ok });
    b.clock.advance(3_600_000);
    await job();
    const p = await payout(created.orderCode);
    expect([p.status, p.gatewayState]).toEqual([P.paymentCancelled, 'rejected']);
    expect(await balanceOf(b, merchant.id)).toBe(before);
    const releases = await b.db
      .select()
      .from(fundRecords)
      .where(and(eq(fundRecords.orderCode, created.orderCode), eq(fundRecords.reason, FundReason.payoutRelease)));
    expect(releases).toHaveLength(1);
    expect(await ledgerMismatches(b)).toEqual([]);
  });

  it('pays once when the gateway takes a payout and its answer is lost: the retry finds it by its idempotency key', async () => {
    const { productId, merchant } = await routed();
    const before = await balanceOf(b, merchant.id);
    const created = await create(merchant, productId, 30_000);
    fake.timeoutAfterAccept = true;
    await job(300);
    let s = await sending(created.orderCode);
    expect([s.gatewayRef, s.attempts, (await payout(created.orderCode)).gatewayState]).toEqual([null, 1, 'queued']);
    expect(s.lastError).toMatch(/No answer/);
    fake.timeoutAfterAccept = false;
    b.clock.advance(31_000);
    await job();
    s = await sending(created.orderCode);
    const made = [...fake.payouts.values()].filter((x) => x.reference_id === created.orderCode);
    expect(fake.posts.filter((x) => x.key === created.orderCode)).toHaveLength(2);
    expect(made.map((x) => x.id)).toEqual([s.gatewayRef]);
    fake.settle(s.gatewayRef!, 'processed');
    b.clock.advance(31_000);
    await job();
    expect((await payout(created.orderCode)).status).toBe(P.paymentCompleted);
    expect(await balanceOf(b, merchant.id)).toBe(before - (30_000 + 300 + 200));
    expect(await ledgerMismatches(b)).toEqual([]);
  });

  it('sends a payout once when two job runs (two instances) go at the same time', async () => {
    const { productId, merchant } = await routed();
    const created = await create(merchant, productId);
    const handled = await Promise.all([job(), job(), job()]);
    expect(fake.posts.filter((x) => x.key === created.orderCode)).toHaveLength(1);
    expect(handled.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    expect((await payout(created.orderCode)).gatewayState).toBe('sent');
  });

  it('treats a payout the gateway refuses to create (400) as rejected: back to the merchant while the setting is off', async () => {
    await setSetting(b, 'GatewayOrderRejectToPayoutPool', false);
    const { productId, merchant } = await routed();
    const before = await balanceOf(b, merchant.id);
    const created = await create(merchant, productId);
    fake.refuseWith = 400;
    await job();
    const p = await payout(created.orderCode);
    expect([p.status, p.gatewayState]).toEqual([P.paymentCancelled, 'rejected']);
    expect((await sending(created.orderCode)).lastError).toBe('Invalid IFSC code');
    expect(await balanceOf(b, merchant.id)).toBe(before);
    expect(await ledgerMismatches(b)).toEqual([]);
  });

  it('refuses and audits a webhook whose signature does not match, changing nothing', async () => {
    const { productId, merchant, gateway } = await routed();
    const created = await create(merchant, productId);
    await job();
    const s = await sending(created.orderCode);
    const forged = fake.webhookFor(
      { ...fake.payouts.get(s.gatewayRef!)!, status: 'processed' },
      'not-the-webhook-secret',
    );
    const res = await webhook(gateway.id, forged.body, forged.signature);
    expect([res.statusCode, res.json<{ msgId: string }>().msgId]).toEqual([400, 'errors.gatewayWebhookSignature']);
    const unsigned = await b.app.inject({
      method: 'POST',
      url: `/v1.0/payGateway/webhook/${gateway.id}`,
      headers: { 'content-type': 'application/json' },
      payload: forged.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await payout(created.orderCode)).status).toBe(P.processingPayment);
    // Counted, then audited once for the window (decision 110).
    const then = b.clock.now();
    b.clock.advance(10 * 60_000);
    await summariseAnonymous(b.db, b.clock);
    b.clock.set(then);
    const refused = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, 'payGateway.webhookRefused'), eq(auditRecords.targetId, String(gateway.id))));
    expect(refused.map((r) => [r.ip, (r.after as { count: number; addresses: string[] }).addresses])).toEqual([
      ['198.51.100.9', ['198.51.100.9', '127.0.0.1']],
    ]);
    expect((refused[0]!.after as { count: number }).count).toBe(2);
  });

  it('routes only payouts within its limits and daily total; the others stay in the pool', async () => {
    const { productId, merchant } = await routed({ minAmount: '100', maxAmount: '1000', dailyLimit: '1500' });
    const small = await create(merchant, productId, 5_000);
    const big = await create(merchant, productId, 200_000);
    const first = await create(merchant, productId, 90_000);
    const over = await create(merchant, productId, 90_000);
    const states = await Promise.all(
      [small, big, first, over].map(async (c) => (await payout(c.orderCode)).gatewayState),
    );
    expect(states).toEqual([null, null, 'queued', null]);
  });
});
