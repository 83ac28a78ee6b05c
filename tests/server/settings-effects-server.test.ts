import { createHmac } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  OrderStatus,
  PayoutStatus,
  systemSettings,
  MonitorState,
  type MonitorReportAnswer,
  type OrderAllocateInfo,
  type OrderPage,
  type OrderStatistics,
  type WebRecordReportAnswer,
} from '../../src/contract/index.ts';
import { fundRecords, orders, payoutOrders, sessions, webRecords } from '../../server/db/schema.ts';
import { matchDueRecords } from '../../server/modules/web-records/delayed-match.ts';
import { deviceBody } from './support/device-fixtures.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';
import {
  balanceOf,
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  setSetting,
} from './support/order-fixtures.ts';
import { apiPayout, fund, makePayoutProduct } from './support/payout-fixtures.ts';
import { deleteSetting } from '../../server/modules/system-config/repository.ts';

const S = OrderStatus;
const now = new Date('2026-05-01T10:00:00.000Z');

/** Decision 050: each of these settings switched one way and the other changes what the server does. */
describe.each(backends)('settings that take effect on the server (%s)', (kind) => {
  let b: TestBackend;
  let adminToken: string;

  /** A fresh product with one merchant and the given accounts, so nothing else competes. */
  async function pool(resource: Parameters<typeof makeResource>[3] = {}) {
    const productId = await makeProduct(b);
    const merchant = await makeMerchant(b, productId);
    const supplier = await makeSupplier(b, productId);
    const resourceId = await makeResource(b, supplier.id, productId, resource);
    const create = async (amount = 1_000) => (await createOrderFor(b, merchant, productId, amount)).data;
    return { productId, merchant, supplier, resourceId, create };
  }
  const failures = async (orderCode: string) =>
    (await b.call<OrderAllocateInfo>('GET', '/v1.0/order/getOrderAllocateInfo', { orderCode }, { token: adminToken }))
      .data.failures;
  const unset = (key: string) => deleteSetting(b.db, key);
  let reported = 0;
  /** A monitoring device's signed report of one record (web message or USDT transfer) on the account. */
  async function reportRecord(resourceId: number, monitorKey: string, record: Record<string, unknown>) {
    const body = {
      resourceId,
      records: [
        {
          deviceMessageId: `rec-${kind}-${++reported}`,
          receivedAt: new Date(b.clock.now().getTime() + 60_000).toISOString(),
          ...record,
        },
      ],
    };
    const signed = deviceBody(b, body, monitorKey);
    return (await b.call<WebRecordReportAnswer>('POST', '/v1.0/monitor/reportRecords', signed)).data.results[0]!;
  }

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10, now });
    adminToken = await b.sessionFor('admin0001');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('EnableIpChangedCheck', () => {
    /** A call with the session's token from `ip` (sessionFor signs in from 127.0.0.1). */
    const infoFrom = async (token: string, ip: string) =>
      (
        await b.app.inject({
          method: 'POST',
          url: '/v1.0/user/getInfo',
          headers: { token },
          payload: {},
          remoteAddress: ip,
        })
      ).json() as Envelope;

    it('keeps a staff session used from another IP while the check is off', async () => {
      await setSetting(b, 'EnableIpChangedCheck', false);
      const token = await b.sessionFor('admin0001');
      expect((await infoFrom(token, '198.51.100.7')).code).toBe(Code.ok);
    });

    it('ends a staff session used from another IP than its sign-in while the check is on, with its own message', async () => {
      await setSetting(b, 'EnableIpChangedCheck', true);
      const token = await b.sessionFor('service001');
      expect((await infoFrom(token, '127.0.0.1')).code).toBe(Code.ok);
      const moved = await infoFrom(token, '198.51.100.7');
      expect([moved.code, moved.msgId]).toEqual([Code.sessionExpired, 'errors.sessionIpChanged']);
      // Ended, not only refused: back on the first address it is still over.
      expect((await infoFrom(token, '127.0.0.1')).code).toBe(Code.sessionExpired);
      const ended = await b.db
        .select({ endReason: sessions.endReason })
        .from(sessions)
        .where(eq(sessions.endReason, 'ipChanged'));
      expect(ended.length).toBeGreaterThan(0);
      await setSetting(b, 'EnableIpChangedCheck', false);
    });

    it('leaves suppliers and merchants alone: their phones change networks', async () => {
      await setSetting(b, 'EnableIpChangedCheck', true);
      for (const account of ['supplier01', 'merchant01']) {
        const token = await b.sessionFor(account);
        expect((await infoFrom(token, '198.51.100.8')).code).toBe(Code.ok);
      }
      await setSetting(b, 'EnableIpChangedCheck', false);
    });
  });

  describe('daily limits: LimitUseSuccessAmount and LimitMode', () => {
    it('counts only orders paid or still payable while LimitUseSuccessAmount is on, every order given to the account while it is off', async () => {
      const p = await pool({ dailyCountLimit: 2 });
      const first = await p.create();
      expect(first.status).toBe(S.allocated);
      await b.db.update(orders).set({ status: S.timedOut }).where(eq(orders.orderCode, first.orderCode));

      await setSetting(b, 'LimitUseSuccessAmount', true);
      const second = await p.create();
      expect(second.status).toBe(S.allocated);

      // Created amounts: the timed-out order counts, so the account is full at two.
      await setSetting(b, 'LimitUseSuccessAmount', false);
      const third = await p.create();
      expect(third.status).toBe(S.allocationFailed);
      expect(await failures(third.orderCode)).toEqual({ dailyCountLimit: 1 });

      await setSetting(b, 'LimitUseSuccessAmount', true);
      // Back on: the timed-out order no longer counts, one payable order leaves room for one more.
      expect((await p.create()).status).toBe(S.allocated);
    });

    it('strict: the new order must fit under the amount limit; relaxed: an account under its limit takes one more', async () => {
      // Without rows the database function must fall back to the contract's defaults: strict, success amounts.
      expect([systemSettings.LimitMode.default, systemSettings.LimitUseSuccessAmount.default]).toEqual([
        'strict',
        true,
      ]);
      await unset('LimitMode');
      await unset('LimitUseSuccessAmount');
      const strict = await pool({ dailyAmountLimit: 1_500 });
      expect((await strict.create(1_000)).status).toBe(S.allocated);
      const refused = await strict.create(1_000);
      expect(refused.status).toBe(S.allocationFailed);
      expect(await failures(refused.orderCode)).toEqual({ dailyAmountLimit: 1 });

      await setSetting(b, 'LimitMode', 'relaxed');
      const relaxed = await pool({ dailyAmountLimit: 1_500 });
      expect((await relaxed.create(1_000)).status).toBe(S.allocated);
      expect((await relaxed.create(1_000)).status).toBe(S.allocated); // 1,000 < 1,500: it may cross.
      const full = await relaxed.create(1);
      expect(full.status).toBe(S.allocationFailed); // 2,000 >= 1,500: no more today.
      expect(await failures(full.orderCode)).toEqual({ dailyAmountLimit: 1 });

      await setSetting(b, 'LimitMode', 'strict');
      const again = await pool({ dailyAmountLimit: 1_500 });
      expect((await again.create(1_000)).status).toBe(S.allocated);
      expect((await again.create(1_000)).status).toBe(S.allocationFailed);
      await setSetting(b, 'LimitUseSuccessAmount', true);
    });
  });

  describe('HighPerfOrderQuery', () => {
    it('answers exact totals while off, and only "there are more" without counting while on', async () => {
      const p = await pool();
      const codes: string[] = [];
      for (let i = 0; i < 7; i++) codes.push((await p.create(1_000 + i)).orderCode);
      const page = async (pageIndex: number) =>
        (
          await b.call<OrderPage>(
            'GET',
            '/v1.0/order/getList',
            { pageIndex, pageNum: 5, merchantId: p.merchant.id },
            { token: adminToken },
          )
        ).data;

      await setSetting(b, 'HighPerfOrderQuery', false);
      const exact = await page(1);
      expect([exact.list.length, exact.total, exact.totalCapped]).toEqual([5, 7, false]);

      await setSetting(b, 'HighPerfOrderQuery', true);
      const first = await page(1);
      // 5 rows and "more": the app's "next page while pageIndex * pageNum < total" still asks for page 2.
      expect([first.list.length, first.total, first.totalCapped]).toEqual([5, 6, true]);
      const second = await page(2);
      expect([second.list.length, second.total, second.totalCapped]).toEqual([2, 7, false]);
      expect([...first.list, ...second.list].map((r) => r.orderCode).sort()).toEqual([...codes].sort());
      await setSetting(b, 'HighPerfOrderQuery', false);
    });
  });

  describe('UsdtAuto', () => {
    const monitorKey = 'usdt-auto-device-secret-0123';
    const payerWallet = 'TPayerWalletUsdtAuto1234567890abcd';
    let n = 0;

    it('matches a USDT transfer to its order while on, and keeps it for a person while off', async () => {
      const p = await pool({ monitorKey, walletAddress: 'TReceiveUsdtAuto1234567890ABCDEFGH' });
      const usdtOrder = async (amount: number, usdtCount: number) => {
        const created = await p.create(amount);
        const [o] = await b.db.select().from(orders).where(eq(orders.orderCode, created.orderCode));
        await b.db
          .update(orders)
          .set({ payer: { ...o!.payer, usdtCount: String(usdtCount), usdtAddress: payerWallet, currency: 'USDT' } })
          .where(eq(orders.id, o!.id));
        return created.orderCode;
      };
      const report = (usdtCount: number) =>
        reportRecord(p.resourceId, monitorKey, {
          kind: 'usdt',
          amount: usdtCount,
          txHash: `0xauto${kind}${++n}`,
          fromAddress: payerWallet,
          toAddress: 'TReceiveUsdtAuto1234567890ABCDEFGH',
        });
      const statusOf = async (code: string) =>
        (await b.db.select({ s: orders.status }).from(orders).where(eq(orders.orderCode, code)))[0]!.s;

      await setSetting(b, 'UsdtAuto', false);
      const waiting = await usdtOrder(11_300, 1_000_000);
      const kept = await report(1_000_000);
      expect(kept).toMatchObject({ result: 'stored', orderCode: null });
      expect(await statusOf(waiting)).toBe(S.allocated);
      const [record] = await b.db
        .select()
        .from(webRecords)
        .where(inArray(webRecords.id, [kept.recordId!]));
      expect(record!.matchedOrderCode).toBeNull();

      await setSetting(b, 'UsdtAuto', true);
      const paid = await usdtOrder(22_600, 2_000_000);
      const matched = await report(2_000_000);
      expect(matched).toMatchObject({ result: 'matched', orderCode: paid });
      expect(await statusOf(paid)).toBe(S.successful);
    });
  });

  describe('IsSupplierRemoveBalanceOnOrderFinished', () => {
    const monitorKey = 'finish-debit-device-secret-01';

    it("debits the supplier's balance when an order is paid while on, and leaves it while off (the merchant is credited either way)", async () => {
      const p = await pool({ monitorKey });
      const payWithWebMessage = async (amount: number) => {
        const created = await p.create(amount);
        const result = await reportRecord(p.resourceId, monitorKey, {
          kind: 'web',
          amount: created.payableAmount ?? amount,
          utr: String(500_000_000_000 + reported),
          payerName: 'Asha Rao',
          content: 'Received',
        });
        expect(result).toMatchObject({ result: 'matched', orderCode: created.orderCode });
        return created.orderCode;
      };
      const supplierFunds = (orderCode: string) =>
        b.db
          .select({ amount: fundRecords.amount })
          .from(fundRecords)
          .where(and(eq(fundRecords.orderCode, orderCode), eq(fundRecords.userId, p.supplier.id)));

      await setSetting(b, 'IsSupplierRemoveBalanceOnOrderFinished', true);
      const s0 = await balanceOf(b, p.supplier.id);
      const m0 = await balanceOf(b, p.merchant.id);
      const debited = await payWithWebMessage(3_000);
      expect(await balanceOf(b, p.supplier.id)).toBe(s0 - 3_000);
      expect((await supplierFunds(debited)).map((f) => f.amount)).toEqual([-3_000]);

      await setSetting(b, 'IsSupplierRemoveBalanceOnOrderFinished', false);
      const kept = await payWithWebMessage(4_000);
      expect(await balanceOf(b, p.supplier.id)).toBe(s0 - 3_000);
      expect(await supplierFunds(kept)).toEqual([]);
      expect(await balanceOf(b, p.merchant.id)).toBe(m0 + 7_000);
      await setSetting(b, 'IsSupplierRemoveBalanceOnOrderFinished', true);
    });
  });

  describe('AllowOneMonitorAccountMoreUser', () => {
    const limits = {
      maxConcurrent: 10,
      floatUp: 0,
      floatDown: 0,
      minOrderBalance: 0,
      dailyCountLimit: 0,
      dailyAmountLimit: 0,
    };
    const account = (cardNumber: string) => ({
      bankName: 'HDFC Bank',
      accountName: 'Ravi Kumar',
      cardNumber,
      ifsc: 'HDFC0001234',
      bankingAccount: `login${cardNumber}`,
      bankingPassword: 'Bank#Pass1',
      monitorPassword: 'monitor-1',
      ...limits,
    });

    it('refuses a second user the same monitored account while off, allows it while on', async () => {
      const productId = await makeProduct(b);
      const [first, second] = [await makeSupplier(b, productId), await makeSupplier(b, productId)];
      const add = async (supplier: { account: string }, body: Record<string, unknown>) =>
        b.call(
          'POST',
          '/v1.0/resource/add',
          { type: 'opt', productId, ...body },
          { token: await b.sessionFor(supplier.account) },
        );
      const card = `5010${String(Date.now()).slice(-8)}${kind === 'pglite' ? 1 : 2}`;

      await setSetting(b, 'AllowOneMonitorAccountMoreUser', false);
      expect((await add(first, account(card))).code).toBe(Code.ok);
      // The same user may list it twice (two products, two devices of one person): not "more users".
      expect((await add(first, account(card))).code).toBe(Code.ok);
      const refused = await add(second, account(card));
      expect([refused.code, refused.msgId]).toEqual([Code.conflict, 'errors.resourceTakenByOtherUser']);
      // Any one identity is enough: another card number with the same banking login is the same account.
      const sameLogin = await add(second, { ...account(`${card.slice(0, -1)}9`), bankingAccount: `login${card}` });
      expect(sameLogin.code).toBe(Code.conflict);

      await setSetting(b, 'AllowOneMonitorAccountMoreUser', true);
      expect((await add(second, account(card))).code).toBe(Code.ok);
      await setSetting(b, 'AllowOneMonitorAccountMoreUser', false);
    });
  });

  describe('MessageDelay', () => {
    const monitorKey = 'message-delay-device-secret-01';

    it('applies a payment SMS at once while 0, and holds it the set seconds (kept in the row) before it pays the order', async () => {
      const p = await pool({ monitorKey });
      const sms = (amount: number) => {
        const body = {
          resourceId: p.resourceId,
          state: MonitorState.running,
          messages: [
            {
              deviceMessageId: `delay-${kind}-${++reported}`,
              direction: 0,
              amount,
              utr: String(600_000_000_000 + reported),
              payerName: 'Ravi Kumar',
              sender: 'HDFCBK',
              content: 'credited',
              receivedAt: new Date(b.clock.now().getTime() + 60_000).toISOString(),
            },
          ],
        };
        return b.call<MonitorReportAnswer>('POST', '/v1.0/monitor/report', deviceBody(b, body, monitorKey));
      };
      const statusOf = async (code: string) =>
        (await b.db.select({ s: orders.status }).from(orders).where(eq(orders.orderCode, code)))[0]!.s;

      await setSetting(b, 'MessageDelay', 0);
      const now0 = await p.create(5_000);
      expect((await sms(now0.payableAmount ?? 5_000)).data.results[0]).toMatchObject({
        result: 'matched',
        orderCode: now0.orderCode,
      });

      await setSetting(b, 'MessageDelay', 30);
      const held = await p.create(6_000);
      expect((await sms(held.payableAmount ?? 6_000)).data.results[0]).toMatchObject({
        result: 'stored',
        orderCode: null,
      });
      expect(await statusOf(held.orderCode)).toBe(S.allocated);
      // Nothing in memory: the job (any instance, after a restart too) finds the hold in the row.
      b.clock.advance(29_000);
      await matchDueRecords(b.db, b.clock);
      expect(await statusOf(held.orderCode)).toBe(S.allocated);
      b.clock.advance(1_000);
      expect(await matchDueRecords(b.db, b.clock)).toBeGreaterThanOrEqual(1);
      expect(await statusOf(held.orderCode)).toBe(S.successful);
      expect(await matchDueRecords(b.db, b.clock)).toBe(0);
    });

    it('holds web messages the same way', async () => {
      const p = await pool({ monitorKey });
      await setSetting(b, 'MessageDelay', 10);
      const created = await p.create(7_000);
      const web = {
        kind: 'web',
        amount: created.payableAmount ?? 7_000,
        utr: String(700_000_000_000 + reported),
        payerName: 'Asha Rao',
        content: 'Received',
      };
      expect(await reportRecord(p.resourceId, monitorKey, web)).toMatchObject({ result: 'stored', orderCode: null });
      b.clock.advance(10_000);
      await matchDueRecords(b.db, b.clock);
      expect(
        (await b.db.select({ s: orders.status }).from(orders).where(eq(orders.orderCode, created.orderCode)))[0]!.s,
      ).toBe(S.successful);
      await setSetting(b, 'MessageDelay', 0);
    });
  });

  describe('CompleteTimeFilter', () => {
    const monitorKey = 'complete-time-device-secret-1';

    it("counts the day's paid figures by creation while off, by completion while on", async () => {
      const p = await pool({ monitorKey });
      const created = await p.create(8_000);
      const web = {
        kind: 'web',
        amount: created.payableAmount ?? 8_000,
        utr: String(800_000_000_000 + reported),
        payerName: 'Asha Rao',
        content: 'Received',
      };
      expect(await reportRecord(p.resourceId, monitorKey, web)).toMatchObject({ result: 'matched' });
      // Created the day before it was paid (the clock's day, 2026-05-01).
      await b.db
        .update(orders)
        .set({ createdAt: new Date('2026-04-30T23:50:00.000Z') })
        .where(eq(orders.orderCode, created.orderCode));
      const token = await b.sessionFor(p.merchant.account);
      const figures = async (which: 'today' | 'yesterday') =>
        (
          await b.call<OrderStatistics>(
            'GET',
            `/v1.0/order/statistics/${which}`,
            which === 'today'
              ? { todayDate: '2026-05-01', tomorrowDate: '2026-05-02' }
              : { yesterdayDate: '2026-04-30', todayDate: '2026-05-01' },
            { token },
          )
        ).data;
      const shape = (f: OrderStatistics) => ({
        orderCount: f.orderCount,
        successCount: f.successCount,
        successAmount: f.successAmount,
        successRate: f.successRate,
      });

      await setSetting(b, 'CompleteTimeFilter', false);
      expect(shape(await figures('today'))).toEqual({
        orderCount: 0,
        successCount: 0,
        successAmount: 0,
        successRate: 0,
      });
      expect(shape(await figures('yesterday'))).toEqual({
        orderCount: 1,
        successCount: 1,
        successAmount: 8_000,
        successRate: 1,
      });

      await setSetting(b, 'CompleteTimeFilter', true);
      expect(shape(await figures('today'))).toEqual({
        orderCount: 0,
        successCount: 1,
        successAmount: 8_000,
        successRate: 0,
      });
      expect(shape(await figures('yesterday'))).toEqual({
        orderCount: 1,
        successCount: 0,
        successAmount: 0,
        successRate: 1,
      });
      await setSetting(b, 'CompleteTimeFilter', false);
    });
  });

  describe('CompleteCheckOrderTime', () => {
    const monitorKey = 'complete-check-device-secret-1';

    it('lets staff check a completed order again within the set minutes, and refuses it after them', async () => {
      const p = await pool({ monitorKey });
      const created = await p.create(9_000);
      const web = {
        kind: 'web',
        amount: created.payableAmount ?? 9_000,
        utr: String(900_000_000_000 + reported),
        payerName: 'Asha Rao',
        content: 'Received',
      };
      expect(await reportRecord(p.resourceId, monitorKey, web)).toMatchObject({ result: 'matched' });
      const [row] = await b.db.select({ id: orders.id }).from(orders).where(eq(orders.orderCode, created.orderCode));
      const check = () => b.call('POST', `/v1.0/order-query/${row!.id}/query-status`, {}, { token: adminToken });
      b.clock.advance(2 * 60_000);

      await setSetting(b, 'CompleteCheckOrderTime', 30);
      expect((await check()).code).toBe(Code.ok);

      await setSetting(b, 'CompleteCheckOrderTime', 1);
      const closed = await check();
      expect([closed.code, closed.msgId]).toEqual([Code.conflict, 'errors.orderCheckClosed']);
      await setSetting(b, 'CompleteCheckOrderTime', 30);
    });
  });
  describe('RedWalletCount', () => {
    it("lets a pay script split an order into at most that many parts; a split into more fails and the order keeps its account's own instructions", async () => {
      const p = await pool({ accountName: 'Red Shop', cardNumber: '6200000000000001' });
      const superToken = await b.sessionFor('superadmin');
      // Four equal parts of the payable amount (the last takes the rest).
      const source = `function pay(input) {
        const a = input.order.payableAmount, q = Math.floor(a / 4);
        return { payee: { name: input.account.accountName, account: input.account.cardNumber }, amount: a, parts: [q, q, q, a - 3 * q] };
      }`;
      expect(
        (await b.call('POST', '/v1.0/payScript/save', { productId: p.productId, source }, { token: superToken })).code,
      ).toBe(Code.ok);

      await setSetting(b, 'RedWalletCount', 4);
      const split = await p.create(10_000);
      expect(split.payInstructions?.parts).toHaveLength(4);
      expect(split.payInstructions?.parts?.reduce((x, y) => x + y, 0)).toBe(split.payableAmount);

      await setSetting(b, 'RedWalletCount', 3);
      const refused = await p.create(10_000);
      expect(refused.payInstructions).toBeUndefined();
      expect(refused.payUrl).toMatch(/\/pay\/[\w-]{32}$/);
      await unset('RedWalletCount');
    });
  });

  describe('GatewayOrderRejectToPayoutPool', () => {
    const webhookSecret = 'settings-effects-webhook-secret';
    it('returns a payout its gateway rejects to the supplier pool while on, and cancels it back to the merchant (hold refunded) while off', async () => {
      await setSetting(b, 'AutoAssignPayoutOrder', false);
      const productId = await makePayoutProduct(b);
      const merchant = await makeMerchant(b, productId);
      await fund(b, merchant.id, 500_000);
      const saved = await b.call<{ id: number }>(
        'POST',
        '/v1.0/payGateway/save',
        {
          name: `Settings gateway ${kind}`,
          kind: 'razorpayx',
          baseUrl: 'https://1.1.1.1',
          accountNumber: '7878780080316316',
          keyId: 'rzp_live_settings01',
          keySecret: 'settings-key-secret',
          webhookSecret,
          enabled: true,
          productIds: [productId],
        },
        { token: await b.sessionFor('superadmin') },
      );
      expect(saved.code).toBe(Code.ok);
      /** The gateway's signed "rejected" event for a payout it never confirmed (found by its reference, our order code). */
      const reject = async (orderCode: string) => {
        const body = JSON.stringify({
          event: 'payout.rejected',
          payload: { payout: { entity: { id: `pout_${orderCode}`, status: 'rejected', reference_id: orderCode } } },
        });
        const signature = createHmac('sha256', webhookSecret).update(body).digest('hex');
        await b.app.inject({
          method: 'POST',
          url: `/v1.0/payGateway/webhook/${saved.data.id}`,
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
          payload: body,
        });
        const [p] = await b.db.select().from(payoutOrders).where(eq(payoutOrders.orderCode, orderCode));
        return [p!.status, p!.supplierId, p!.gatewayState];
      };
      const start = await balanceOf(b, merchant.id);

      await setSetting(b, 'GatewayOrderRejectToPayoutPool', true);
      const toPool = (await apiPayout(b, merchant, productId, `GWS${kind}1`, 20_000)).data;
      expect(await reject(toPool.orderCode)).toEqual([PayoutStatus.awaitingPayment, null, 'rejected']);

      await setSetting(b, 'GatewayOrderRejectToPayoutPool', false);
      const toMerchant = (await apiPayout(b, merchant, productId, `GWS${kind}2`, 30_000)).data;
      expect(await balanceOf(b, merchant.id)).toBe(start - 20_000 - 30_000);
      expect(await reject(toMerchant.orderCode)).toEqual([PayoutStatus.paymentCancelled, null, 'rejected']);
      // The pooled payout stays held for whoever pays it; the cancelled one's hold is back.
      expect(await balanceOf(b, merchant.id)).toBe(start - 20_000);
    });
  });
});
