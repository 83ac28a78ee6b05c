import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, userProducts, users } from '../../server/db/schema.ts';
import { runCallbackJob } from '../../server/modules/order-callbacks/job.ts';
import { timeOutOrders } from '../../server/modules/orders/timeout-job.ts';
import { orderCallbackSchema, payoutCallbackSchema } from '../../src/contract/index.ts';
import { sampleOrderParams } from '../../src/features/profile/sign-example.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { makeMerchant, makeProduct, makeResource, makeSupplier, setSetting } from './support/order-fixtures.ts';
import { bankPayee, fund, makePayoutProduct } from './support/payout-fixtures.ts';
import { merchantSign, type Answer, type Params } from './support/plain-merchant.ts';

/*
 * A merchant's integration written from docs/merchant-api.md alone: no project code on the
 * merchant's side, only fetch, node:crypto and the signing rule as the document states it.
 */
/** The merchant's own callback endpoint: verifies, refuses stale timestamps, drops seen event ids. */
class MerchantReceiver {
  readonly accepted: Params[] = [];
  readonly replays: Params[] = [];
  readonly refused: { reason: string; body: Params }[] = [];
  private readonly seen = new Set<string>();
  url = '';
  private server: Server;
  constructor(
    private key: string,
    private signType: 'MD5' | 'SHA256',
    private nowSeconds: () => number,
  ) {
    this.server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString('utf8')));
      req.on('end', () => res.writeHead(200).end(this.take(JSON.parse(text) as Params)));
    });
  }
  private take(body: Params): string {
    if (merchantSign(body, this.key, this.signType) !== body.sign) {
      this.refused.push({ reason: 'signature', body });
      return 'fail';
    }
    if (Math.abs(this.nowSeconds() - Number(body.timestamp)) > 300) {
      this.refused.push({ reason: 'stale', body });
      return 'fail';
    }
    const id = String(body.eventId);
    // Already handled: answer success so it is not sent again, but act on it once only.
    if (this.seen.has(id)) this.replays.push(body);
    else {
      this.seen.add(id);
      this.accepted.push(body);
    }
    return 'success';
  }
  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/notify`;
    return this;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  events(orderCode: string) {
    return this.accepted.filter((e) => e.orderCode === orderCode).map((e) => e.eventType);
  }
}

const now = new Date('2026-06-01T08:00:00.000Z');

describe.each(backends)('merchant API from the documentation alone (%s)', (kind) => {
  let b: TestBackend;
  let base = '';
  let productId: number;
  let payoutProductId: number;
  let merchant: { id: number; key: string; signType: 'MD5' | 'SHA256' };
  let other: { id: number; key: string; signType: 'MD5' | 'SHA256' };
  let receiver: MerchantReceiver;
  let n = 0;
  const staff = () => b.sessionFor('admin0001');
  const runJob = () => runCallbackJob(b.db, b.clock, { outbound: b.app.services.outbound, timeoutMs: 2_000 });

  async function post<T = Record<string, unknown>>(path: string, params: Params, as = merchant): Promise<Answer<T>> {
    const body = { ...params, sign: merchantSign(params, as.key, as.signType) };
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, ...((await res.json()) as Omit<Answer<T>, 'status'>) };
  }
  const orderParams = (extra: Params = {}) => ({
    mchId: merchant.id,
    productId,
    mchOrderNo: `MA${kind}${n++}`,
    amount: 25_000 + n,
    notifyUrl: receiver.url,
    subject: 'Top-up',
    ...extra,
  });
  const payoutParams = (extra: Params = {}) => ({
    mchId: merchant.id,
    productId: payoutProductId,
    mchOrderNo: `MP${kind}${n++}`,
    amount: 10_000 + n,
    notifyUrl: receiver.url,
    ...bankPayee,
    ...extra,
  });
  const staffCall = async (path: string, input: Params) =>
    b.call('POST', path, input, { token: await staff() }).then((r) => expect(r.code, r.msg).toBe(200));

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 20, now, outboundAllow: ['127.0.0.1/32'] });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
    productId = await makeProduct(b);
    payoutProductId = await makePayoutProduct(b);
    merchant = await makeMerchant(b, productId, { signType: 'SHA256' });
    other = await makeMerchant(b, productId, { signType: 'MD5' });
    for (const m of [merchant, other])
      await b.db.insert(userProducts).values({ userId: m.id, productId: payoutProductId, rate: 0, fixedFee: 0 });
    await fund(b, merchant.id, 5_000_000);
    const supplier = await makeSupplier(b, productId);
    await makeResource(b, supplier.id, productId, { floatUp: 500, floatDown: 500 });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    await setSetting(b, 'AutoAssignPayoutOrder', false);
    receiver = await new MerchantReceiver(merchant.key, merchant.signType, () =>
      Math.floor(b.clock.now().getTime() / 1000),
    ).start();
  }, 120_000);
  afterAll(async () => {
    await receiver?.stop();
    await b?.close();
  });

  it('creates an order, queries it by either number, and hears it paid with a verifiable event', async () => {
    const created = await post<{ orderCode: string; mchOrderNo: string }>('/v1.0/api/order/create', orderParams());
    expect(created.code, created.msg).toBe(200);
    const { orderCode, mchOrderNo } = created.data;
    const byNo = await post('/v1.0/api/order/query', { mchId: merchant.id, mchOrderNo });
    const byCode = await post('/v1.0/api/order/query', { mchId: merchant.id, orderCode });
    expect(byNo.data).toEqual(byCode.data);
    expect(byNo.data).toMatchObject({ orderCode, mchOrderNo, realAmount: 0 });

    await staffCall('/v1.0/order/replenishmentOrder', { orderCode, utr: '300000000001' });
    await runJob();
    expect(receiver.events(orderCode)).toEqual(['order.paid']);
    const paid = receiver.accepted.find((e) => e.orderCode === orderCode)!;
    expect(paid).toMatchObject({ status: 5, utr: '300000000001', timestamp: Math.floor(now.getTime() / 1000) });
    expect(String(paid.eventId)).toMatch(/^[0-9a-f-]{36}$/);
    const after = await post('/v1.0/api/order/query', { mchId: merchant.id, orderCode });
    expect(after.data).toMatchObject({ status: 3, realAmount: byNo.data.amount, utr: '300000000001' });
  });

  it('hears timed-out and rejected orders, each once, with their own event ids', async () => {
    const timedOut = (await post<{ orderCode: string }>('/v1.0/api/order/create', orderParams())).data.orderCode;
    const rejected = (await post<{ orderCode: string }>('/v1.0/api/order/create', orderParams())).data.orderCode;
    await staffCall('/v1.0/order/reject', {
      orderCode: rejected,
      rejectReason: 'paymentNotReceived',
      mode: 'merchant',
    });
    b.clock.advance(24 * 3_600_000);
    receiver.accepted.length = 0;
    await timeOutOrders(b.db, b.clock);
    await runJob();
    await runJob();
    expect(receiver.events(timedOut)).toEqual(['order.timedOut']);
    expect(receiver.events(rejected)).toEqual(['order.rejected']);
    expect(receiver.accepted.find((e) => e.orderCode === rejected)).toMatchObject({
      status: 8,
      rejectReason: 'paymentNotReceived',
    });
    const ids = receiver.accepted.map((e) => e.eventId);
    expect(new Set(ids).size).toBe(ids.length);
    // The bodies are what the contract publishes (src/contract/api/merchant-api.ts), field for field.
    for (const e of receiver.accepted) expect(orderCallbackSchema.strict().parse(e)).toEqual(e);
    expect(receiver.refused).toEqual([]);
  });

  it('creates payouts, queries them, and hears them cancelled and rejected', async () => {
    const asked = payoutParams();
    const cancelled = await post<{ orderCode: string; mchOrderNo: string }>('/v1.0/api/payout/create', asked);
    expect(cancelled.code, cancelled.msg).toBe(200);
    const rejected = await post<{ orderCode: string }>('/v1.0/api/payout/create', payoutParams());
    const q = await post('/v1.0/api/payout/query', { mchId: merchant.id, mchOrderNo: cancelled.data.mchOrderNo });
    expect(q.data).toMatchObject({ orderCode: cancelled.data.orderCode, status: 0, amount: asked.amount });

    await staffCall('/v1.0/payoutOrder/cancel', { orderCode: cancelled.data.orderCode });
    await staffCall('/v1.0/payoutOrder/reject', {
      orderCode: rejected.data.orderCode,
      mode: 'merchant',
      reason: 'bankUnavailable',
    });
    await runJob();
    expect(receiver.events(cancelled.data.orderCode)).toEqual(['payout.cancelled']);
    expect(receiver.events(rejected.data.orderCode)).toEqual(['payout.rejected']);
    for (const e of receiver.accepted.filter((x) => String(x.eventType).startsWith('payout.')))
      expect(payoutCallbackSchema.strict().parse(e)).toEqual(e);
    const after = await post('/v1.0/api/payout/query', { mchId: merchant.id, orderCode: cancelled.data.orderCode });
    expect(after.data).toMatchObject({ status: 4, rejectReason: 'cancelled' });
  });

  it('answers its balance as the ledger holds it', async () => {
    const res = await post('/v1.0/api/balance/query', { mchId: merchant.id });
    const [row] = await b.db.select().from(balances).where(eq(balances.userId, merchant.id));
    expect(res.data).toEqual({
      mchId: merchant.id,
      balance: row!.balance,
      frozenBalance: row!.frozenBalance,
      availableBalance: row!.balance - row!.frozenBalance,
    });
  });

  it('drops a staff re-send as a replay of the same event id, and refuses a stale replayed body', async () => {
    const orderCode = (await post<{ orderCode: string }>('/v1.0/api/order/create', orderParams())).data.orderCode;
    await staffCall('/v1.0/order/reject', { orderCode, rejectReason: 'amountMismatch', mode: 'merchant' });
    await runJob();
    const first = receiver.accepted.find((e) => e.orderCode === orderCode)!;
    b.clock.advance(60_000);
    await staffCall('/v1.0/order/callback', { orderCode });
    const replay = receiver.replays.find((e) => e.orderCode === orderCode)!;
    expect(replay.eventId).toBe(first.eventId);
    expect(replay.timestamp).toBe(Number(first.timestamp) + 60);

    // Someone posts the first body again ten minutes later: the signature holds, the timestamp does not.
    b.clock.advance(10 * 60_000);
    const { sign: _sign, ...unsigned } = first;
    await fetch(receiver.url, { method: 'POST', body: JSON.stringify({ ...unsigned, sign: first.sign }) });
    expect(receiver.refused.map((r) => r.reason)).toEqual(['stale']);
  });

  it('refuses a reused mchOrderNo with other parameters, and answers the identical repeat with the first', async () => {
    const params = orderParams();
    const first = await post<{ orderCode: string }>('/v1.0/api/order/create', params);
    const again = await post<{ orderCode: string }>('/v1.0/api/order/create', params);
    expect(again.data.orderCode).toBe(first.data.orderCode);
    const conflict = await post('/v1.0/api/order/create', { ...params, amount: params.amount + 1 });
    expect(conflict).toMatchObject({ status: 409, code: 409, msgId: 'errors.mchOrderNoConflict' });
    expect(conflict.msg).toContain('amount');

    const payout = payoutParams();
    const p1 = await post<{ orderCode: string }>('/v1.0/api/payout/create', payout);
    const p2 = await post<{ orderCode: string }>('/v1.0/api/payout/create', payout);
    expect(p2.data.orderCode).toBe(p1.data.orderCode);
    const p3 = await post('/v1.0/api/payout/create', { ...payout, upi: 'someone@okaxis' });
    expect(p3).toMatchObject({ status: 409, msgId: 'errors.mchOrderNoConflict' });
  });

  it('tells a SHA256 merchant who signed with MD5 which sign type its key uses', async () => {
    const params = orderParams();
    const res = await post('/v1.0/api/order/create', params, { ...merchant, signType: 'MD5' });
    expect(res).toMatchObject({ status: 400, msgId: 'errors.signTypeMismatch' });
    expect(res.msg).toContain('SHA256');
    const wrong = await post('/v1.0/api/order/create', params, { ...merchant, key: 'not-the-key' });
    expect(wrong.msgId).toBe('errors.signInvalid');
  });

  it("answers another merchant's order and payout as not found", async () => {
    const order = (await post<{ orderCode: string }>('/v1.0/api/order/create', orderParams())).data;
    const payout = (await post<{ orderCode: string }>('/v1.0/api/payout/create', payoutParams())).data;
    const o = await post('/v1.0/api/order/query', { mchId: other.id, orderCode: order.orderCode }, other);
    const p = await post('/v1.0/api/payout/query', { mchId: other.id, orderCode: payout.orderCode }, other);
    expect(o).toMatchObject({ status: 404, msgId: 'errors.orderNotFound' });
    expect(p).toMatchObject({ status: 404, msgId: 'errors.payoutNotFound' });
  });

  it("places the in-app guide's example order for a demo merchant as shown", async () => {
    const [demo] = await b.db.select().from(users).where(eq(users.account, 'merchant01'));
    const params = { ...sampleOrderParams(demo!.id), mchOrderNo: `GUIDE${kind}` };
    const res = await post('/v1.0/api/order/create', params, {
      id: demo!.id,
      key: demo!.merchantKey!,
      signType: demo!.signType === 'SHA256' ? 'SHA256' : 'MD5',
    });
    expect(res.code, res.msg).toBe(200);
  });
});
