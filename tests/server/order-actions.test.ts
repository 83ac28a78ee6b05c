import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FundReason,
  OrderMark,
  OrderStatus,
  OrderType,
  type OrderMarkOption,
  type OrderProductOption,
  type OrderRow,
  type OrderStatusOption,
  type UnlockResult,
} from '../../src/contract/index.ts';
import { auditRecords, balances, orders, products, resources } from '../../server/db/schema.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  balanceOf,
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  rows,
  setSetting,
  type TestMerchant,
} from './support/order-fixtures.ts';

const S = OrderStatus;
const now = new Date('2026-05-01T10:00:00.000Z');

describe.each(backends)('order actions (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let otherProductId: number;
  let merchant: TestMerchant;
  let supplierA: { id: number; account: string };
  let supplierB: { id: number; account: string };
  let supplierC: { id: number; account: string };
  let resourceA: number;
  const tokens = new Map<string, string>();

  const token = async (account: string) =>
    tokens.get(account) ?? (tokens.set(account, await b.sessionFor(account)), tokens.get(account)!);
  const act = async <T = OrderRow>(name: string, input: Record<string, unknown>, account = 'admin0001') =>
    b.call<T>(name.startsWith('get') ? 'GET' : 'POST', `/v1.0/order/${name}`, input, { token: await token(account) });
  const orderOf = async (orderCode: string) =>
    (await b.db.select().from(orders).where(eq(orders.orderCode, orderCode)))[0]!;
  const audits = (orderCode: string, action: string) =>
    b.db
      .select()
      .from(auditRecords)
      .where(sql`${auditRecords.target} = ${orderCode} and ${auditRecords.action} = ${action}`);
  /** A fresh order on supplier A's account (the least recently used one of the product goes first). */
  const newOrder = async (amount = 10_000) => {
    await b.db.update(resources).set({ lastAllocatedAt: null }).where(eq(resources.id, resourceA));
    const res = await createOrderFor(b, merchant, productId, amount);
    expect(res.data.status).toBe(S.allocated);
    return res.data.orderCode;
  };
  const pay = (orderCode: string) =>
    act('updateOrderStatus', { orderCode, status: S.successful, reason: 'payer sent the UTR by mail' });

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    productId = await makeProduct(b);
    otherProductId = await makeProduct(b);
    merchant = await makeMerchant(b, productId, { rate: 250, fixedFee: 300 });
    supplierA = await makeSupplier(b, productId, { rate: 100 });
    supplierB = await makeSupplier(b, productId, { rate: 50 });
    supplierC = await makeSupplier(b, otherProductId, { rate: 70 });
    resourceA = await makeResource(b, supplierA.id, productId, { floatUp: 5, floatDown: 5 });
    // B's account is used later than A's, so new orders go to A first.
    await makeResource(b, supplierB.id, productId, { lastAllocatedAt: new Date(now.getTime() + 1) });
    await makeResource(b, supplierC.id, otherProductId);
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('reselect', () => {
    it('moves the order to another account, replaces the payer fields and audits it', async () => {
      const orderCode = await newOrder();
      const res = await act('reselect', {
        orderCode,
        userName: 'Asha Rao',
        cardNumber: '1234567890',
        ifscCode: 'HDFC0001234',
        bankName: 'HDFC Bank',
      });
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({ orderCode, status: S.allocated, supplierId: supplierB.id, locked: false });
      const o = await orderOf(orderCode);
      expect(o.resourceId).not.toBe(resourceA);
      expect(o.payer).toMatchObject({
        userName: 'Asha Rao',
        cardNumber: '1234567890',
        ifscCode: 'HDFC0001234',
        bankName: 'HDFC Bank',
      });
      expect(o.supplierFee).toBe(50);
      const [a] = await audits(orderCode, 'order.reselect');
      expect(a).toMatchObject({
        operatorAccount: 'admin0001',
        before: { supplierId: supplierA.id },
        after: { supplierId: supplierB.id },
      });
    });

    it('keeps to the listed suppliers and products, and refuses when none fits', async () => {
      const orderCode = await newOrder();
      // Only A is named, and A's account is the current one, which a reselect never picks.
      const none = await act('reselect', { orderCode, userId: supplierA.id, role: 'supplier' });
      expect(none).toMatchObject({ code: 409, msgId: 'errors.reselectNoAccount' });
      expect(await orderOf(orderCode)).toMatchObject({ resourceId: resourceA, status: S.allocated });
      // Another product's account may take it; the order keeps its product and merchant fee.
      const other = await act('reselect', {
        orderCode,
        supplierIdList: `${supplierB.id},${supplierC.id}`,
        productIdList: String(otherProductId),
      });
      expect(other.data).toMatchObject({ supplierId: supplierC.id, productId, merchantFee: 550 });
      expect((await orderOf(orderCode)).supplierFee).toBe(70);
    });

    it('gives an Allocation Failed order an account once one fits, keeping the latest reason meanwhile', async () => {
      const lonely = await makeProduct(b);
      const m = await makeMerchant(b, lonely);
      const s = await makeSupplier(b, lonely);
      const rid = await makeResource(b, s.id, lonely, { state: 1 });
      const created = await createOrderFor(b, m, lonely, 1_000);
      expect(created.data.status).toBe(S.allocationFailed);
      const orderCode = created.data.orderCode;
      const refused = await act('reselect', { orderCode });
      expect(refused).toMatchObject({
        code: 409,
        msgId: 'errors.reselectNoAccount',
        data: { checked: 1, failures: { resourceDisabled: 1 } },
      });
      expect((await orderOf(orderCode)).status).toBe(S.allocationFailed);
      await b.db.update(resources).set({ state: 0 }).where(eq(resources.id, rid));
      const ok = await act('reselect', { orderCode });
      expect(ok.data).toMatchObject({ status: S.allocated, supplierId: s.id });
    });

    it('refuses paid orders, unknown orders, bad input and roles that only read', async () => {
      const orderCode = await newOrder();
      expect((await pay(orderCode)).code).toBe(200);
      expect(await act('reselect', { orderCode })).toMatchObject({ code: 409, msgId: 'errors.orderTransitionInvalid' });
      expect(await act('reselect', { orderCode: 'C-none' })).toMatchObject({
        code: 404,
        msgId: 'errors.orderNotFound',
      });
      expect(await act('reselect', { orderCode, ifscCode: 'hdfc123' })).toMatchObject({
        code: 400,
        msgId: 'validation.ifsc.format',
      });
      expect((await act('reselect', { orderCode }, 'service001')).code).toBe(403);
      expect((await act('reselect', { orderCode }, 'merchant01')).code).toBe(403);
    });
  });

  describe('reject', () => {
    it('rejects to the merchant with the reason kept, the written one for other', async () => {
      const first = await newOrder();
      const res = await act('reject', { orderCode: first, rejectReason: 'amountMismatch', mode: 'merchant' });
      expect(res.data.status).toBe(S.rejected);
      expect((await orderOf(first)).rejectReason).toBe('amountMismatch');
      const second = await newOrder();
      expect(await act('reject', { orderCode: second, rejectReason: 'other' })).toMatchObject({
        code: 400,
        msgId: 'validation.rejectReason.textRequired',
      });
      expect(
        (await act('reject', { orderCode: second, rejectReason: 'other', rejectReasonText: 'Payer asked to stop' }))
          .data.status,
      ).toBe(S.rejected);
      expect((await orderOf(second)).rejectReason).toBe('Payer asked to stop');
      expect(await act('reject', { orderCode: second, rejectReason: 'amountMismatch' })).toMatchObject({
        code: 409,
        msgId: 'errors.orderTransitionInvalid',
      });
      expect((await audits(second, 'order.reject')).length).toBe(1);
      expect((await act('reject', { orderCode: second, rejectReason: 'amountMismatch' }, 'merchant01')).code).toBe(403);
    });

    it('sends an order back to the list: Allocated, unlocked, with a payable amount no other open order has', async () => {
      const orderCode = await newOrder(20_000);
      await b.db.update(orders).set({ status: S.submitted, locked: true }).where(eq(orders.orderCode, orderCode));
      // Meanwhile another open order of the account took its payable amount.
      const rival = await newOrder(20_000);
      await b.db
        .update(orders)
        .set({ payableAmount: (await orderOf(orderCode)).payableAmount })
        .where(eq(orders.orderCode, rival));
      const res = await act('reject', { orderCode, rejectReason: 'payerCancelled', mode: 'list' });
      expect(res.data).toMatchObject({ status: S.allocated, locked: false });
      expect(res.data.payableAmount).not.toBe((await orderOf(rival)).payableAmount);
      expect((await orderOf(orderCode)).resourceId).toBe(resourceA);
    });

    it('asks for the Google code of the caller when the setting is on', async () => {
      const orderCode = await newOrder();
      await setSetting(b, 'EnableGoogleVerifyForManualSupplement', true);
      try {
        const input = { orderCode, rejectReason: 'suspectedFraud' };
        expect(await act('reject', input, 'superadmin')).toMatchObject({ code: 1004, msgId: 'errors.googleNotBound' });
        expect(await act('reject', input, 'admin0002')).toMatchObject({
          code: 1004,
          msgId: 'errors.googleCodeRequired',
        });
        const good = googleCodeAt(demoGoogleSecret, b.clock.now());
        expect(
          await act('reject', { ...input, googleCode: good === '000000' ? '111111' : '000000' }, 'admin0002'),
        ).toMatchObject({ code: 1002 });
        expect(await act('reverseOrder', { orderCode }, 'admin0002')).toMatchObject({ code: 1004 });
        expect(await act('updateOrderStatus', { orderCode, status: S.failed, reason: 'x' }, 'admin0002')).toMatchObject(
          { code: 1004 },
        );
        expect((await act('reject', { ...input, googleCode: good }, 'admin0002')).data.status).toBe(S.rejected);
      } finally {
        await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
      }
    });
  });

  describe('free resource', () => {
    it("times an open order out now, freeing its account's slot", async () => {
      const p = await makeProduct(b);
      const m = await makeMerchant(b, p);
      const s = await makeSupplier(b, p);
      await makeResource(b, s.id, p, { maxConcurrent: 1 });
      const first = await createOrderFor(b, m, p, 1_000);
      expect((await createOrderFor(b, m, p, 1_000)).data.status).toBe(S.allocationFailed);
      const res = await act('freeResource', { orderCode: first.data.orderCode, isOffsetReplenishmentOrder: false });
      expect(res.data.status).toBe(S.timedOut);
      expect((await createOrderFor(b, m, p, 1_000)).data.status).toBe(S.allocated);
      expect(await act('freeResource', { orderCode: first.data.orderCode })).toMatchObject({
        code: 409,
        msgId: 'errors.orderNotOpen',
      });
      expect(
        await act('freeResource', { orderCode: first.data.orderCode, isOffsetReplenishmentOrder: true }),
      ).toMatchObject({ code: 400, msgId: 'errors.offsetFreeUnavailable' });
      expect((await audits(first.data.orderCode, 'order.freeResource')).length).toBe(1);
    });
  });

  describe('money: status fix to successful and reverse', () => {
    it('pays once through a status fix, then reverses to the exact cent with reason 23', async () => {
      const orderCode = await newOrder(12_345);
      const [m0, s0] = [await balanceOf(b, merchant.id), await balanceOf(b, supplierA.id)];
      const paid = await pay(orderCode);
      expect(paid.data).toMatchObject({ status: S.successful, supplementStatus: 1, realAmount: 12_345 });
      expect(await pay(orderCode)).toMatchObject({ code: 409, msgId: 'errors.orderTransitionInvalid' });
      // 2.5 % + 3.00 = 609 for the merchant; 1 % = 123 for the supplier.
      expect(await balanceOf(b, merchant.id)).toBe(m0 + 12_345 - 609);
      expect(await balanceOf(b, supplierA.id)).toBe(s0 - (12_345 - 123));
      const reversed = await act('reverseOrder', { orderCode });
      expect(reversed.data.status).toBe(S.failed);
      expect([await balanceOf(b, merchant.id), await balanceOf(b, supplierA.id)]).toEqual([m0, s0]);
      const records = await rows<{ reason: number; amount: string }>(
        b,
        sql`select reason, amount::text from fund_records where order_code = ${orderCode} order by id`,
      );
      expect(records.map((r) => [r.reason, Number(r.amount)])).toEqual([
        [FundReason.orderIncome, 11_736],
        [FundReason.supplierCollection, -12_222],
        [FundReason.orderReversal, -11_736],
        [FundReason.orderReversal, 12_222],
      ]);
      expect(await act('reverseOrder', { orderCode })).toMatchObject({ code: 409, msgId: 'errors.orderNotPaid' });
      const [a] = await audits(orderCode, 'order.reverse');
      expect(a).toMatchObject({ before: { status: S.successful }, after: { status: S.failed } });
    });

    it('reverses a callback-failed order through a status fix to failed', async () => {
      const orderCode = await newOrder(7_000);
      const m0 = await balanceOf(b, merchant.id);
      await pay(orderCode);
      await b.db.update(orders).set({ status: S.callbackFailed }).where(eq(orders.orderCode, orderCode));
      expect(
        (await act('updateOrderStatus', { orderCode, status: S.failed, reason: 'bank returned the money' })).data
          .status,
      ).toBe(S.failed);
      expect(await balanceOf(b, merchant.id)).toBe(m0);
    });

    it('refuses a reversal that would take the merchant below zero, and moves nothing', async () => {
      const orderCode = await newOrder(50_000);
      await pay(orderCode);
      const before = await balanceOf(b, merchant.id);
      await b.db.update(balances).set({ balance: 100 }).where(eq(balances.userId, merchant.id));
      try {
        expect(await act('reverseOrder', { orderCode })).toMatchObject({
          code: 409,
          msgId: 'errors.insufficientBalance',
        });
        expect((await orderOf(orderCode)).status).toBe(S.successful);
        expect(await balanceOf(b, merchant.id)).toBe(100);
      } finally {
        await b.db.update(balances).set({ balance: before }).where(eq(balances.userId, merchant.id));
      }
    });

    it('moves no money for a test order, and refuses to make a paid order a test one', async () => {
      const orderCode = await newOrder(9_000);
      expect((await act('convertToTest', { orderCode })).data.orderType).toBe(OrderType.test);
      expect(await act('convertToTest', { orderCode })).toMatchObject({ code: 409, msgId: 'errors.orderAlreadyTest' });
      const m0 = await balanceOf(b, merchant.id);
      await pay(orderCode);
      expect(await balanceOf(b, merchant.id)).toBe(m0);
      expect((await act('reverseOrder', { orderCode })).data.status).toBe(S.failed);
      expect(await balanceOf(b, merchant.id)).toBe(m0);
      const paid = await newOrder(9_000);
      await pay(paid);
      expect(await act('convertToTest', { orderCode: paid })).toMatchObject({
        code: 409,
        msgId: 'errors.orderMovedMoney',
      });
      expect((await act('convertToTest', { orderCode: paid }, 'service001')).code).toBe(403);
    });

    it('keeps every balance equal to the sum of its fund records', async () => {
      const off = await rows<{ user_id: number }>(
        b,
        sql`select b.user_id from balances b left join (select user_id, sum(amount) as s from fund_records group by user_id) f on f.user_id = b.user_id where b.balance <> coalesce(f.s, 0)`,
      );
      expect(off).toEqual([]);
    });
  });

  describe('marks, locks and option lists', () => {
    it('sets and clears a mark by order id', async () => {
      const orderCode = await newOrder();
      const { id } = await orderOf(orderCode);
      expect((await act('updateOrderMark', { id, orderMark: OrderMark.disputed })).data.orderMark).toBe(
        OrderMark.disputed,
      );
      expect((await act('updateOrderMark', { id, orderMark: '' })).data.orderMark).toBeNull();
      expect(await act('updateOrderMark', { id, orderMark: 99 })).toMatchObject({
        code: 400,
        msgId: 'validation.orderMark.invalid',
      });
      expect(await act('updateOrderMark', { id: 987_654_321, orderMark: 1 })).toMatchObject({ code: 404 });
      expect((await audits(orderCode, 'order.updateMark')).length).toBe(2);
    });

    it('unlocks the locked orders of a list and names the unknown codes', async () => {
      const [locked, open] = [await newOrder(), await newOrder()];
      await b.db.update(orders).set({ locked: true }).where(eq(orders.orderCode, locked));
      const res = await act<UnlockResult>('unlockOrder', { orderCodes: [locked, open, 'C-missing'] });
      expect(res.data).toEqual({ unlocked: [locked], notFound: ['C-missing'] });
      expect((await orderOf(locked)).locked).toBe(false);
      expect((await audits(locked, 'order.unlock')).length).toBe(1);
      expect((await audits(open, 'order.unlock')).length).toBe(0);
      expect(await act('unlockOrder', { orderCodes: [] })).toMatchObject({ code: 400 });
    });

    it('lists every status (10 hidden by default) and every mark, to every order reader', async () => {
      const statuses = await act<OrderStatusOption[]>('getOrderStatusList', {}, 'merchant01');
      expect(statuses.data.map((s) => s.id)).toEqual([...Array(14).keys()]);
      expect(statuses.data.filter((s) => s.hiddenByDefault).map((s) => s.name)).toEqual(['allocationFailed']);
      const marks = await act<OrderMarkOption[]>('getOrderMarkList', {}, 'supplier01');
      expect(marks.data).toEqual(Object.entries(OrderMark).map(([name, id]) => ({ id, name })));
    });

    it('lists the collection products by name to every order reader, and no payout product', async () => {
      const all = await b.db.select().from(products);
      for (const account of ['merchant01', 'supplier01', 'admin0001']) {
        const list = await act<OrderProductOption[]>('getOrderProductList', {}, account);
        expect(list.code).toBe(200);
        expect(list.data).toEqual(
          all
            .filter((p) => p.kind === 'collection')
            .sort((a, b) => a.id - b.id)
            .map((p) => ({ id: p.id, name: p.name })),
        );
      }
      expect(all.some((p) => p.kind === 'payout')).toBe(true);
    });

    it('lists the payout products by name when asked, for the payout upload', async () => {
      const all = await b.db.select().from(products);
      const list = await act<OrderProductOption[]>('getOrderProductList', { kind: 'payout' }, 'merchant01');
      expect(list.data).toEqual(
        all
          .filter((p) => p.kind === 'payout')
          .sort((a, b) => a.id - b.id)
          .map((p) => ({ id: p.id, name: p.name })),
      );
      expect(list.data.map((p) => p.name)).toContain('India Auto Payout');
    });
  });
});
