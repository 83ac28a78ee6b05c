import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  signParams,
  type CallbackAttempt,
  type CallbackAttemptRow,
  type OrderCallbackRow,
  type Page,
} from '../../src/contract/index.ts';
import { auditRecords, orderCallbacks, orders } from '../../server/db/schema.ts';
import { runCallbackJob } from '../../server/modules/order-callbacks/job.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  hashHex,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  orderParams,
  postCreate,
  setSetting,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';

const S = OrderStatus;
const now = new Date('2026-05-01T10:00:00.000Z');

type Mode = 'success' | 'fail' | 'plainOk';

/** A merchant's notify endpoint on 127.0.0.1: records what it gets and answers as told. */
class Receiver {
  readonly received: Record<string, unknown>[] = [];
  mode: Mode = 'success';
  delayMs = 0;
  private server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      this.received.push({
        ...(JSON.parse(text) as Record<string, unknown>),
        _contentType: req.headers['content-type'],
      });
      setTimeout(() => {
        if (this.mode === 'fail') res.writeHead(500).end('internal error');
        else res.writeHead(200).end(this.mode === 'success' ? ' SUCCESS\n' : 'ok');
      }, this.delayMs);
    });
  });
  url = '';
  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/notify`;
    return this;
  }
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  for(orderCode: string) {
    return this.received.filter((r) => r.orderCode === orderCode);
  }
}

describe.each(backends)('order callbacks (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let receiver: Receiver;
  let closedUrl: string;
  let n = 0;
  // A fresh session each time: the tests move the clock by days.
  const token = (account: string) => b.sessionFor(account);
  const run = () => runCallbackJob(b.db, b.clock, { outbound: b.app.services.outbound, timeoutMs: 2_000 });
  const orderRow = async (orderCode: string) =>
    (await b.db.select().from(orders).where(eq(orders.orderCode, orderCode)))[0]!;
  const attempts = (orderCode: string) =>
    b.db.select().from(orderCallbacks).where(eq(orderCallbacks.orderCode, orderCode)).orderBy(orderCallbacks.id);

  /** An order of `merchant` with this notifyUrl, paid by an admin's supplement. */
  async function paidOrder(notifyUrl: string, m: TestMerchant = merchant): Promise<string> {
    const created = await postCreate(
      b,
      signed(m, orderParams(m, productId, `CB${kind}${n++}`, 10_000 + n, { notifyUrl })),
    );
    expect(created.data.status).toBe(S.allocated);
    const res = await b.call(
      'POST',
      '/v1.0/order/replenishmentOrder',
      { orderCode: created.data.orderCode, utr: String(200_000_000_000 + n) },
      { token: await token('admin0001') },
    );
    expect(res.code).toBe(200);
    return created.data.orderCode;
  }
  const resend = async (orderCode: string, account = 'admin0001') =>
    b.call<CallbackAttempt>('POST', '/v1.0/order/callback', { orderCode }, { token: await token(account) });

  beforeAll(async () => {
    // The merchant's receiver runs on this machine: the operator's allow-list opens loopback for it.
    b = await startBackend(kind, { orderCount: 30, now, outboundAllow: ['127.0.0.1/32', '::1/128'] });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId, { signType: 'SHA256' });
    const supplier = await makeSupplier(b, productId);
    await makeResource(b, supplier.id, productId, { floatUp: 500, floatDown: 500 });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    receiver = await new Receiver().start();
    // A port that was open a moment ago: connecting to it now is refused.
    const gone = await new Receiver().start();
    closedUrl = gone.url;
    await gone.stop();
  }, 120_000);
  afterAll(async () => {
    await receiver?.stop();
    await b?.close();
  });

  it('sends a signed JSON callback the merchant can verify, with its event id, type and time, once, and records it', async () => {
    receiver.mode = 'success';
    const orderCode = await paidOrder(receiver.url);
    expect((await orderRow(orderCode)).callbackNextAt?.getTime()).toBe(b.clock.now().getTime());

    expect(await run()).toBe(1);
    const [got] = receiver.for(orderCode);
    expect(receiver.for(orderCode)).toHaveLength(1);
    const { sign, _contentType, ...fields } = got!;
    expect(_contentType).toBe('application/json');
    expect(sign).toBe(signParams(fields, merchant.key, (s) => hashHex('SHA256', s)));
    const order = await orderRow(orderCode);
    expect(fields).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      eventType: 'order.paid',
      timestamp: Math.floor(b.clock.now().getTime() / 1000),
      mchId: merchant.id,
      mchOrderNo: order.mchOrderNo,
      orderCode,
      productId,
      amount: order.amount,
      realAmount: order.amount,
      status: S.successful,
      utr: order.utr,
      completedAt: order.completedAt!.toISOString(),
    });
    expect(order).toMatchObject({
      status: S.callbackSuccessful,
      callbackCount: 1,
      callbackSuccess: true,
      callbackNextAt: null,
    });
    const [a] = await attempts(orderCode);
    expect(a).toMatchObject({
      attempt: 1,
      trigger: 'auto',
      success: true,
      responseStatus: 200,
      url: receiver.url,
      httpMethod: 'POST',
      eventId: fields.eventId,
      eventType: 'order.paid',
    });
    expect(JSON.parse(a!.requestBody)).toEqual({ ...fields, sign });
    // Nothing is due any more.
    b.clock.advance(3_600_000);
    expect(await run()).toBe(0);
    expect(receiver.for(orderCode)).toHaveLength(1);
  });

  it("counts a 2xx without 'success' in the body as a failure", async () => {
    receiver.mode = 'plainOk';
    const orderCode = await paidOrder(receiver.url);
    expect(await run()).toBe(1);
    expect(await orderRow(orderCode)).toMatchObject({ status: S.successful, callbackCount: 1, callbackSuccess: false });
    expect((await orderRow(orderCode)).callbackNextAt?.getTime()).toBe(b.clock.now().getTime() + 15_000);
    receiver.mode = 'success';
    b.clock.advance(15_000);
    expect(await run()).toBe(1);
    expect(await orderRow(orderCode)).toMatchObject({
      status: S.callbackSuccessful,
      callbackCount: 2,
      callbackSuccess: true,
    });
    expect((await attempts(orderCode)).map((a) => [a.attempt, a.success])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('retries a failing and an unreachable merchant with backoff up to the cap, then gives up; a manual re-send later gets through', async () => {
    receiver.mode = 'fail';
    const failing = await paidOrder(receiver.url);
    const unreachable = await paidOrder(closedUrl);
    // TimeoutCallbackTime (default 5): waits of 15 s, 1 min, 4 min and 16 min between the tries.
    const waits = [15_000, 60_000, 240_000, 960_000];
    expect(await run()).toBe(2);
    for (const wait of waits) {
      b.clock.advance(wait - 1_000);
      expect(await run()).toBe(0);
      b.clock.advance(1_000);
      expect(await run()).toBe(2);
    }
    for (const orderCode of [failing, unreachable]) {
      expect(await orderRow(orderCode)).toMatchObject({
        status: S.callbackFailed,
        callbackCount: 5,
        callbackSuccess: false,
        callbackNextAt: null,
      });
      expect((await attempts(orderCode)).map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5]);
    }
    expect(receiver.for(failing)).toHaveLength(5);
    expect(
      (await attempts(failing)).every((a) => a.responseStatus === 500 && a.responseBody === 'internal error'),
    ).toBe(true);
    expect((await attempts(unreachable)).every((a) => a.responseStatus === null && a.error !== '')).toBe(true);
    b.clock.advance(86_400_000);
    expect(await run()).toBe(0);

    receiver.mode = 'success';
    const res = await resend(failing);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      orderCode: failing,
      success: true,
      trigger: 'manual',
      attempt: 1,
      responseStatus: 200,
    });
    expect(await orderRow(failing)).toMatchObject({
      status: S.callbackSuccessful,
      callbackCount: 6,
      callbackSuccess: true,
    });
    const [manual] = await b.db
      .select()
      .from(orderCallbacks)
      .where(and(eq(orderCallbacks.orderCode, failing), eq(orderCallbacks.trigger, 'manual')));
    expect(manual?.operatorId).not.toBeNull();
    const [audit] = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.target, failing), eq(auditRecords.action, 'order.callback.resend')));
    expect(audit).toMatchObject({
      operatorAccount: 'admin0001',
      after: { status: S.callbackSuccessful, success: true },
    });

    // Still unreachable: the attempt is recorded and answered; the order stays Callback Failed.
    const again = await resend(unreachable);
    expect(again.data).toMatchObject({ success: false, responseStatus: null, trigger: 'manual' });
    expect(await orderRow(unreachable)).toMatchObject({
      status: S.callbackFailed,
      callbackCount: 6,
      callbackNextAt: null,
    });
  });

  it('refuses to re-send for an unpaid order, and to roles that do not act on orders', async () => {
    const created = await postCreate(
      b,
      signed(merchant, orderParams(merchant, productId, `CBU${kind}${n++}`, 5_000, { notifyUrl: receiver.url })),
    );
    expect(await resend(created.data.orderCode)).toMatchObject({ code: 409, msgId: 'errors.callbackNotPaid' });
    expect(await resend('C-no-such-order')).toMatchObject({ code: 404, msgId: 'errors.orderNotFound' });
    expect((await resend(created.data.orderCode, 'service001')).code).toBe(403);
    expect(await attempts(created.data.orderCode)).toHaveLength(0);
  });

  it('never sends one attempt twice when job runs overlap', async () => {
    receiver.mode = 'success';
    receiver.delayMs = 30;
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) codes.push(await paidOrder(receiver.url));
    const sent = await Promise.all([run(), run(), run()]);
    receiver.delayMs = 0;
    expect(sent.reduce((a, c) => a + c, 0)).toBe(12);
    for (const orderCode of codes) {
      expect(receiver.for(orderCode)).toHaveLength(1);
      expect(await orderRow(orderCode)).toMatchObject({ status: S.callbackSuccessful, callbackCount: 1 });
    }
    expect(await b.db.select().from(orderCallbacks).where(inArray(orderCallbacks.orderCode, codes))).toHaveLength(12);
  });

  it('lists orders with callbacks and their attempts by role, and soft-deletes attempts', async () => {
    receiver.mode = 'fail';
    const orderCode = await paidOrder(receiver.url);
    await run();
    b.clock.advance(15_000);
    await run();
    const list = await b.call<Page<OrderCallbackRow>>(
      'GET',
      '/v1.0/orderCallBack/getList',
      { pageIndex: 1, pageNum: 10, orderCode },
      { token: await token('service001') },
    );
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      orderCode,
      callbackCount: 2,
      callbackSuccess: false,
      lastResponseStatus: 500,
      status: S.successful,
    });
    expect(list.data.list[0]!.nextAttemptAt).not.toBeNull();

    const detail = (account: string, extra: Record<string, unknown> = {}) =>
      token(account).then((t) =>
        b.call<Page<CallbackAttemptRow>>(
          'GET',
          '/v1.0/orderCallBack/getDetailList',
          { pageIndex: 1, pageNum: 10, orderCode, ...extra },
          { token: t },
        ),
      );
    const d = await detail('techmaint1');
    expect(d.data.list.map((a) => a.attempt)).toEqual([2, 1]);
    expect(d.data.list[0]).toMatchObject({ merchantName: merchant.account, operatorAccount: null, httpMethod: 'POST' });
    expect((await detail('superadmin', { httpMethod: 'get' })).data.total).toBe(0);
    expect((await detail('superadmin', { startTime: '2020-01-01', endTime: '2020-01-02' })).data.total).toBe(0);
    // Whoever reads /orderCallback opens an order's attempts; suppliers never do. A merchant reads
    // its own only (its callback log, decision 131): another merchant's order is not in its list.
    expect((await detail('service001')).data.total).toBe(2);
    expect((await detail('admin0001')).data.total).toBe(2);
    const another = await detail('merchant01');
    expect([another.code, another.data.total]).toEqual([200, 0]);
    expect((await detail(merchant.account)).data.total).toBe(2);
    expect((await detail('supplier01')).code).toBe(403);

    const ids = d.data.list.map((a) => a.id);
    expect(
      (await b.call('POST', '/v1.0/orderCallBack/delete', { ids }, { token: await token('admin0001') })).code,
    ).toBe(403);
    const del = await b.call<{ deleted: number }>(
      'POST',
      '/v1.0/orderCallBack/delete',
      { ids },
      { token: await token('superadmin') },
    );
    expect(del.data.deleted).toBe(2);
    expect((await detail('superadmin')).data.total).toBe(0);
    const [audit] = await b.db.select().from(auditRecords).where(eq(auditRecords.action, 'orderCallback.delete'));
    expect(audit?.operatorAccount).toBe('superadmin');
    // Deleted history still counts toward the cap: the next automatic try is number 3.
    b.clock.advance(60_000);
    await run();
    expect((await attempts(orderCode)).map((a) => a.attempt)).toEqual([1, 2, 3]);
  });
});
