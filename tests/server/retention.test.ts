import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  OrderMark,
  OrderStatus as S,
  type OrderPage,
  type RetentionPreview,
  type RetentionRun,
} from '../../src/contract/index.ts';
import {
  auditRecords,
  bankStatements,
  callbackEvents,
  checkoutTokens,
  monitorLogs,
  orderCallbacks,
  orders,
  users,
} from '../../server/db/schema.ts';
import { runRetention } from '../../server/modules/order-retention/run.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  rows,
  setSetting,
  type TestMerchant,
} from './support/order-fixtures.ts';

const now = new Date('2026-06-01T09:00:00.000Z');
const day = 86_400_000;
const base = '/v1.0/order-retention';

// Decision 058: finished orders older than DataClearCycle move into the archive tables.
describe.each(backends)('order data retention (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let supplierId: number;
  let resourceId: number;
  let superadmin: string;
  let seq = 0;

  const code = () => {
    b.clock.advance(30_000);
    return googleCodeAt(demoGoogleSecret, b.clock.now());
  };
  /** An order written directly: its status, age and mark are what the test is about. */
  async function makeOrder(
    status: number,
    ageDays: number,
    extra: Partial<typeof orders.$inferInsert> = {},
  ): Promise<string> {
    const at = new Date(b.clock.now().getTime() - ageDays * day);
    const orderCode = `RT${kind[0]}${Date.now().toString(36)}${++seq}`;
    const paid = status === S.successful || status === S.callbackSuccessful || status === S.callbackFailed;
    await b.db.insert(orders).values({
      orderCode,
      merchantId: merchant.id,
      mchOrderNo: `M${orderCode}`,
      productId,
      supplierId,
      resourceId,
      amount: 10_000 + seq,
      payableAmount: 10_000 + seq,
      realAmount: paid ? 10_000 + seq : 0,
      merchantFee: paid ? 100 : 0,
      status,
      createdAt: at,
      updatedAt: at,
      completedAt: paid ? new Date(at.getTime() + 60_000) : null,
      ...extra,
    });
    return orderCode;
  }
  async function withRecords(orderCode: string): Promise<void> {
    const at = new Date(b.clock.now().getTime() - 60 * day);
    await b.db.insert(orderCallbacks).values({
      orderCode,
      mchOrderNo: `M${orderCode}`,
      merchantId: merchant.id,
      url: 'https://example.com/n',
      requestBody: '{}',
      success: true,
      attempt: 1,
      createdAt: at,
    });
    await b.db
      .insert(monitorLogs)
      .values({ resourceId, orderCode, logPhase: 'match', content: 'matched', createdAt: at });
    await b.db.insert(bankStatements).values({
      resourceId,
      supplierId,
      amount: 10_000,
      utr: `U${orderCode}`,
      deviceMessageId: `D${orderCode}`,
      receivedAt: at,
      matchedOrderCode: orderCode,
      matchedAt: at,
      createdAt: at,
    });
    // The callback outbox and the payer's checkout link (decision 132).
    await b.db.insert(callbackEvents).values({
      eventId: `E${orderCode}`,
      eventType: 'order.paid',
      orderCode,
      mchOrderNo: `M${orderCode}`,
      merchantId: merchant.id,
      url: 'https://example.com/n',
      data: {},
      createdAt: at,
    });
    await b.db.insert(checkoutTokens).values({ token: `T${orderCode}`, orderCode, createdAt: at });
  }
  const codesIn = async (table: 'orders' | 'orders_archive', codes: string[]) =>
    (await rows<{ order_code: string }>(b, sql`select order_code from ${sql.raw(table)} where order_code in ${codes}`))
      .map((r) => r.order_code)
      .sort();
  /** Everything a run must leave as it is: balances, fund records and the statistics. */
  async function snapshot() {
    const token = superadmin;
    const at = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
    const range = { startTime: at(new Date(now.getTime() - 200 * day)), endTime: at(now) };
    const figures = async (path: string, input: Record<string, unknown>) => {
      const res = await b.call<unknown>('GET', path, input, { token });
      expect([path, res.msg]).toEqual([path, 'success']);
      return res.data;
    };
    return {
      balances: await rows(b, sql`select * from balances order by user_id`),
      funds: await rows(b, sql`select * from fund_records order by id`),
      total: await figures('/v1.0/order/statistics/total', {}),
      v2: await figures('/v1.0/order/statisticsV2', { ...range, groupByMerchant: 'true', timeZone: 'Asia/Kolkata' }),
      v2Supplier: await figures('/v1.0/order/statisticsV2', { ...range, groupBySupplier: 'true' }),
      profile: await figures('/v1.0/order/profile', {
        date: new Date(now.getTime() - 60 * day).toISOString().slice(0, 10),
      }),
    };
  }

  let oldFinished: string[];
  let kept: Record<
    'recent' | 'open' | 'toBeConfirmed' | 'rejecting' | 'disputed' | 'callbackDue' | 'changedLately',
    string
  >;

  beforeAll(async () => {
    b = await startBackend(kind, { now });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    supplierId = (await makeSupplier(b, productId)).id;
    resourceId = await makeResource(b, supplierId, productId, { accountName: 'Retention', cardNumber: '6200999' });
    await b.db.update(users).set({ googleSecret: demoGoogleSecret }).where(eq(users.account, 'superadmin'));
    superadmin = await b.sessionFor('superadmin');
    await setSetting(b, 'DataClearCycle', 30);
    oldFinished = [];
    for (const status of [
      S.successful,
      S.callbackSuccessful,
      S.callbackFailed,
      S.rejected,
      S.failed,
      S.timedOut,
      S.allocationFailed,
    ]) {
      oldFinished.push(await makeOrder(status, 60));
    }
    for (const c of oldFinished.slice(0, 3)) await withRecords(c);
    kept = {
      recent: await makeOrder(S.callbackSuccessful, 10),
      open: await makeOrder(S.allocated, 60),
      toBeConfirmed: await makeOrder(S.toBeConfirmed, 60),
      rejecting: await makeOrder(S.rejecting, 60),
      disputed: await makeOrder(S.callbackSuccessful, 60, { orderMark: OrderMark.disputed }),
      callbackDue: await makeOrder(S.callbackFailed, 60, { callbackNextAt: now }),
      changedLately: await makeOrder(S.failed, 60, { updatedAt: new Date(now.getTime() - 5 * day) }),
    };
    await withRecords(kept.open);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('a dry run counts what a run would move and changes nothing, without a Google code', async () => {
    const res = await b.call<RetentionPreview>('GET', `${base}/preview`, {}, { token: superadmin });
    expect(res.code).toBe(Code.ok);
    expect(res.data.days).toBe(30);
    expect(res.data.counts.orders).toBeGreaterThanOrEqual(oldFinished.length);
    expect(res.data.counts.orderCallbacks).toBeGreaterThanOrEqual(3);
    expect(await codesIn('orders', oldFinished)).toEqual([...oldFinished].sort());
  });

  it('refuses a run without a Google code, and a run by technicalMaintenance', async () => {
    expect((await b.call('POST', `${base}/run`, {}, { token: superadmin })).code).toBe(Code.googleCodeRequired);
    const tm = await b.sessionFor('techmaint1');
    expect((await b.call('GET', `${base}/preview`, {}, { token: tm })).code).toBe(Code.ok);
    expect((await b.call('POST', `${base}/run`, { googleCode: code() }, { token: tm })).code).toBe(Code.forbidden);
    expect(await codesIn('orders', oldFinished)).toHaveLength(oldFinished.length);
  });

  it('moves only finished old orders with their callbacks, monitor lines and SMS, leaving balances, fund records and statistics as they were', async () => {
    const before = await snapshot();
    const preview = (await b.call<RetentionPreview>('GET', `${base}/preview`, {}, { token: superadmin })).data;
    const res = await b.call<RetentionRun>('POST', `${base}/run`, { googleCode: code() }, { token: superadmin });
    expect(res.code).toBe(Code.ok);
    expect(res.data.state).toBe('done');
    expect(res.data.counts).toEqual(preview.counts);
    expect(res.data.startedBy).toBe('superadmin');
    expect(await codesIn('orders', oldFinished)).toEqual([]);
    expect(await codesIn('orders_archive', oldFinished)).toEqual([...oldFinished].sort());
    expect(await codesIn('orders', Object.values(kept))).toEqual(Object.values(kept).sort());
    const moved = oldFinished.slice(0, 3);
    expect(await b.db.select().from(orderCallbacks).where(inArray(orderCallbacks.orderCode, moved))).toEqual([]);
    expect(await b.db.select().from(monitorLogs).where(inArray(monitorLogs.orderCode, moved))).toEqual([]);
    expect(await b.db.select().from(bankStatements).where(inArray(bankStatements.matchedOrderCode, moved))).toEqual([]);
    expect(await rows(b, sql`select id from order_callbacks_archive where order_code in ${moved}`)).toHaveLength(3);
    expect(await rows(b, sql`select id from monitor_logs_archive where order_code in ${moved}`)).toHaveLength(3);
    expect(
      await rows(b, sql`select id from bank_statements_archive where matched_order_code in ${moved}`),
    ).toHaveLength(3);
    // Their callback events and checkout tokens are gone with them (decision 132).
    expect(await b.db.select().from(callbackEvents).where(inArray(callbackEvents.orderCode, moved))).toEqual([]);
    expect(await b.db.select().from(checkoutTokens).where(inArray(checkoutTokens.orderCode, moved))).toEqual([]);
    // The open order's records stay with it.
    expect(await b.db.select().from(orderCallbacks).where(eq(orderCallbacks.orderCode, kept.open))).toHaveLength(1);
    expect(await b.db.select().from(callbackEvents).where(eq(callbackEvents.orderCode, kept.open))).toHaveLength(1);
    expect(await b.db.select().from(checkoutTokens).where(eq(checkoutTokens.orderCode, kept.open))).toHaveLength(1);
    expect(await snapshot()).toEqual(before);
    const [audited] = await b.db.select().from(auditRecords).where(eq(auditRecords.action, 'orderRetention.run'));
    expect(audited?.target).toBe(`retentionRun:${res.data.id}`);
    // Listed on the page, newest first.
    const runs = await b.call<RetentionRun[]>('GET', `${base}/runs`, {}, { token: superadmin });
    expect(runs.data[0]).toMatchObject({ id: res.data.id, counts: res.data.counts, scheduled: false });
    // A second run finds nothing left.
    expect(
      (await b.call<RetentionPreview>('GET', `${base}/preview`, {}, { token: superadmin })).data.counts.orders,
    ).toBe(0);
  });

  it('finds an archived order by its code in the order list (marked archived) and in the entity viewer', async () => {
    const orderCode = oldFinished[0]!;
    const list = await b.call<OrderPage>(
      'GET',
      '/v1.0/order/getList',
      { orderCode, pageIndex: 1, pageNum: 20 },
      { token: superadmin },
    );
    expect(list.msg).toBe('success');
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({ orderCode, archived: true });
    const seen = await b.call<{ title: string; fields: { name: string; value: unknown }[] }>(
      'GET',
      '/v1.0/entity/view',
      { type: 'order', key: orderCode },
      { token: superadmin },
    );
    expect(seen.data.title).toBe(orderCode);
    expect(seen.data.fields.find((f) => f.name === 'archived')?.value).toBe(true);
    // A live order's search does not look in the archive.
    const live = await b.call<OrderPage>(
      'GET',
      '/v1.0/order/getList',
      { orderCode: kept.open, pageIndex: 1, pageNum: 20 },
      { token: superadmin },
    );
    expect(live.data.list[0]?.archived).toBeUndefined();
  });

  it('runs once at a time, and leaves orders created during a run alone', async () => {
    const more = [await makeOrder(S.rejected, 90), await makeOrder(S.failed, 90), await makeOrder(S.successful, 90)];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let created = '';
    let second: unknown = null;
    const first = runRetention(b.db, b.clock, {
      startedBy: null,
      batchSize: 1,
      afterBatch: async (n) => {
        if (n !== 1) return;
        // Another instance tries while this run is open; an order is created meanwhile.
        second = await runRetention(b.db, b.clock, { startedBy: null }).catch((e: unknown) => e);
        created = await makeOrder(S.rejected, 0);
        await held;
      },
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    const run = await first;
    expect(second).toMatchObject({ code: 409, msgId: 'errors.retentionRunning' });
    expect(run.counts.orders).toBe(3);
    expect(run.scheduled).toBe(true);
    expect(await codesIn('orders_archive', more)).toEqual([...more].sort());
    expect(await codesIn('orders', [created])).toEqual([created]);
  });
});
