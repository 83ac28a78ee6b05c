import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, fundRecords, orders, payoutOrders, userProducts } from '../../server/db/schema.ts';
import { runCallbackJob } from '../../server/modules/order-callbacks/job.ts';
import { OrderType, PayoutStatus, orderCallbackSchema, payoutCallbackSchema } from '../../src/contract/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { makeMerchant, makeProduct, makeResource, makeSupplier, setSetting } from './support/order-fixtures.ts';
import { bankPayee, fund, ledgerMismatches, makePayoutProduct } from './support/payout-fixtures.ts';
import { merchantSign, type Answer, type Params } from './support/plain-merchant.ts';

/*
 * Test mode (decision 130) played by a merchant with no project code: fetch, node:crypto and the
 * signing rule of docs/merchant-api.md, with the test key the profile page shows.
 */
/** The merchant's callback endpoint in test mode: verifies with the test key, drops seen event ids. */
class TestReceiver {
  readonly accepted: Params[] = [];
  readonly refused: Params[] = [];
  private readonly seen = new Set<string>();
  url = '';
  private server: Server;
  constructor(
    private key: string,
    private signType: 'MD5' | 'SHA256',
  ) {
    this.server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString('utf8')));
      req.on('end', () => {
        const body = JSON.parse(text) as Params;
        const ok = merchantSign(body, this.key, this.signType) === body.sign;
        if (!ok) this.refused.push(body);
        else if (!this.seen.has(String(body.eventId))) {
          this.seen.add(String(body.eventId));
          this.accepted.push(body);
        }
        res.writeHead(200).end(ok ? 'success' : 'fail');
      });
    });
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

describe.each(backends)('test mode, from the documentation alone (%s)', (kind) => {
  let b: TestBackend;
  let base = '';
  let productId: number;
  let payoutProductId: number;
  let merchant: { id: number; key: string; testKey: string; signType: 'MD5' | 'SHA256' };
  let supplierId: number;
  let receiver: TestReceiver;
  let n = 0;
  const runJob = () => runCallbackJob(b.db, b.clock, { outbound: b.app.services.outbound, timeoutMs: 2_000 });

  async function post<T = Record<string, unknown>>(path: string, params: Params, key: string): Promise<Answer<T>> {
    const body = { ...params, sign: merchantSign(params, key, merchant.signType) };
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, ...((await res.json()) as Omit<Answer<T>, 'status'>) };
  }
  const test = <T = Record<string, unknown>>(path: string, params: Params) => post<T>(path, params, merchant.testKey);
  const newOrder = async () => {
    const res = await test<{ orderCode: string }>('/v1.0/api/order/create', {
      mchId: merchant.id,
      productId,
      mchOrderNo: `TM${kind}${n++}`,
      amount: 30_000 + n,
      notifyUrl: receiver.url,
    });
    expect(res.code, res.msg).toBe(200);
    return res.data.orderCode;
  };
  const newPayout = async () => {
    const res = await test<{ orderCode: string; held: boolean }>('/v1.0/api/payout/create', {
      mchId: merchant.id,
      productId: payoutProductId,
      mchOrderNo: `TP${kind}${n++}`,
      amount: 12_000 + n,
      notifyUrl: receiver.url,
      ...bankPayee,
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.held).toBe(false);
    return res.data.orderCode;
  };
  const drive = (kindOf: 'order' | 'payout', orderCode: string, outcome: string, key = merchant.testKey) =>
    post<{ status: number; eventType: string }>(
      '/v1.0/api/test/drive',
      { mchId: merchant.id, kind: kindOf, orderCode, outcome },
      key,
    );
  /** Every balance figure and the ledger of the merchant and the supplier. */
  const money = async () => ({
    balances: await b.db
      .select()
      .from(balances)
      .where(inArray(balances.userId, [merchant.id, supplierId]))
      .orderBy(balances.userId),
    fundRecords: (await b.db.select({ n: count() }).from(fundRecords))[0]!.n,
  });

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 0, outboundAllow: ['127.0.0.1/32'] });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
    productId = await makeProduct(b);
    payoutProductId = await makePayoutProduct(b);
    const m = await makeMerchant(b, productId, { signType: 'SHA256' });
    merchant = { ...m, testKey: m.testKey! };
    await b.db.insert(userProducts).values({ userId: m.id, productId: payoutProductId, rate: 100, fixedFee: 0 });
    await fund(b, merchant.id, 1_000_000);
    const supplier = await makeSupplier(b, productId);
    supplierId = supplier.id;
    await makeResource(b, supplier.id, productId, { floatUp: 500, floatDown: 500 });
    await setSetting(b, 'AutoAssignPayoutOrder', true);
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', true);
    receiver = await new TestReceiver(merchant.testKey, merchant.signType).start();
  }, 120_000);
  afterAll(async () => {
    await receiver?.stop();
    await b?.close();
  });

  it('creates test orders and payouts with the test key, drives them to every outcome, and hears each callback', async () => {
    const before = await money();
    const paid = await newOrder();
    const timedOut = await newOrder();
    const rejected = await newOrder();
    const rows = await b.db
      .select()
      .from(orders)
      .where(inArray(orders.orderCode, [paid, timedOut, rejected]));
    // Test orders take no receiving account and reserve nothing of a supplier.
    for (const o of rows) expect(o).toMatchObject({ orderType: OrderType.test, resourceId: null, supplierId: null });

    expect((await drive('order', paid, 'paid')).data).toMatchObject({ status: 5, eventType: 'order.paid' });
    expect((await drive('order', timedOut, 'timedOut')).data).toMatchObject({ status: 2, eventType: 'order.timedOut' });
    expect((await drive('order', rejected, 'rejected')).data).toMatchObject({ status: 8, eventType: 'order.rejected' });

    const payoutPaid = await newPayout();
    const payoutRejected = await newPayout();
    const payoutCancelled = await newPayout();
    const [p] = await b.db.select().from(payoutOrders).where(eq(payoutOrders.orderCode, payoutPaid));
    // No supplier is given a test payout, even with AutoAssignPayoutOrder on.
    expect(p).toMatchObject({ test: true, supplierId: null });
    expect((await drive('payout', payoutPaid, 'paid')).data).toMatchObject({
      status: PayoutStatus.paymentCompleted,
      eventType: 'payout.paid',
    });
    expect((await drive('payout', payoutRejected, 'rejected')).data.eventType).toBe('payout.rejected');
    expect((await drive('payout', payoutCancelled, 'cancelled')).data.eventType).toBe('payout.cancelled');

    await runJob();
    await runJob();
    expect(receiver.refused).toEqual([]);
    expect(receiver.events(paid)).toEqual(['order.paid']);
    expect(receiver.events(timedOut)).toEqual(['order.timedOut']);
    expect(receiver.events(rejected)).toEqual(['order.rejected']);
    expect(receiver.events(payoutPaid)).toEqual(['payout.paid']);
    expect(receiver.events(payoutRejected)).toEqual(['payout.rejected']);
    expect(receiver.events(payoutCancelled)).toEqual(['payout.cancelled']);
    for (const e of receiver.accepted)
      expect(
        (String(e.eventType).startsWith('order.') ? orderCallbackSchema : payoutCallbackSchema).parse(e),
      ).toBeTruthy();

    // Nothing moved: not the merchant's balance, not the supplier's, not a fund record.
    expect(await money()).toEqual(before);
    expect(await ledgerMismatches(b)).toEqual([]);
  });

  it('refuses a drive signed with the live key, of a live order, or a move the state machine forbids', async () => {
    const code = await newOrder();
    const live = await drive('order', code, 'paid', merchant.key);
    expect([live.status, live.msgId]).toEqual([403, 'errors.testKeyRequired']);
    const wrongKind = await drive('order', code, 'cancelled');
    expect([wrongKind.status, wrongKind.msgId]).toEqual([400, 'validation.testOutcome.invalid']);
    expect((await drive('order', code, 'rejected')).code).toBe(200);
    const again = await drive('order', code, 'paid');
    expect([again.status, again.msgId]).toEqual([409, 'errors.orderTransitionInvalid']);

    const liveOrder = await post<{ orderCode: string }>(
      '/v1.0/api/order/create',
      { mchId: merchant.id, productId, mchOrderNo: `LV${kind}${n++}`, amount: 40_000 },
      merchant.key,
    );
    expect(liveOrder.code, liveOrder.msg).toBe(200);
    const [row] = await b.db.select().from(orders).where(eq(orders.orderCode, liveOrder.data.orderCode));
    expect(row!.orderType).toBe(OrderType.ordinary);
    const notTest = await drive('order', liveOrder.data.orderCode, 'paid');
    expect([notTest.status, notTest.msgId]).toEqual([404, 'errors.orderNotFound']);
    // The test key sees test orders only; the live order is not found with it.
    const q = await test('/v1.0/api/order/query', { mchId: merchant.id, orderCode: liveOrder.data.orderCode });
    expect(q.status).toBe(404);
    expect((await test('/v1.0/api/order/query', { mchId: merchant.id, orderCode: code })).data).toMatchObject({
      status: 8,
    });
  });
});
