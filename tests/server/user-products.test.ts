import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, type Page, type SupplementResult, type UserProductRow } from '../../src/contract/index.ts';
import { auditRecords, orders, userProducts, users } from '../../server/db/schema.ts';
import { googleCodeAt, newGoogleSecret } from '../../server/modules/user/google.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';
import {
  balanceOf,
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  setSetting,
  type TestMerchant,
} from './support/order-fixtures.ts';

/** /userProduct: fee settings per user and product, who may read and change them, and what a change reaches. */
type Headers = Record<string, string>;
const listPath = '/v1.0/userProduct/getList';
const updatePath = '/v1.0/userProduct/update';
const now = new Date('2026-05-01T10:00:00.000Z');

describe.each(backends)('user products (%s)', (kind) => {
  let b: TestBackend;
  let admin: Headers;
  let productId: number;
  let merchant: TestMerchant;
  let supplier: { id: number; account: string };
  const secret = newGoogleSecret();

  const list = (query: Record<string, unknown>, headers: Headers = admin) =>
    b.call<Page<UserProductRow>>('GET', listPath, query, headers);
  const update = (input: Record<string, unknown>, headers: Headers = admin) =>
    b.call<UserProductRow>('POST', updatePath, input, headers);
  const change = (over: Record<string, unknown> = {}) => ({
    userId: merchant.id,
    productId,
    rate: '0.0250',
    fixedFee: '3.00',
    enabled: true,
    ...over,
  });
  const stored = async (userId = merchant.id, product = productId) =>
    (
      await b.db
        .select()
        .from(userProducts)
        .where(and(eq(userProducts.userId, userId), eq(userProducts.productId, product)))
    )[0]!;
  function expectBadInput(res: Envelope, field: string, msgId: string) {
    expect(res.code).toBe(400);
    expect(res.msgId).toBe(msgId);
    expect((res.data as { field: string }).field).toBe(field);
  }

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    admin = await b.staffSession('admin0001');
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId, { rate: 250, fixedFee: 300 });
    supplier = await makeSupplier(b, productId, { rate: 100, googleSecret: secret });
    await makeResource(b, supplier.id, productId, { floatUp: 99, floatDown: 99 });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', true);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('getList', () => {
    it('lists every setting with the user and product names, paged, total of all rows', async () => {
      const all = await b.db.select().from(userProducts);
      const first = await list({ pageIndex: 1, pageNum: 5 });
      const second = await list({ pageIndex: 2, pageNum: 5 });
      const both = await list({ pageIndex: 1, pageNum: 10 });
      expect(first.code).toBe(200);
      expect(first.data.total).toBe(all.length);
      const key = (r: UserProductRow) => `${r.userId}:${r.productId}`;
      expect([...first.data.list, ...second.data.list].map(key)).toEqual(both.data.list.map(key));
      const [m01] = await b.db.select().from(users).where(eq(users.account, 'merchant01'));
      const mine = await list({ userId: m01!.id, pageNum: 100 });
      expect(mine.data.list.length).toBe(all.filter((r) => r.userId === m01!.id).length);
      expect(mine.data.list.length).toBeGreaterThan(0);
      expect(mine.data.list[0]).toMatchObject({ userAccount: 'merchant01', userRole: 'merchant' });
      expect(mine.data.list.every((r) => r.productName.length > 0)).toBe(true);
    });

    it('filters by user, by product and by both', async () => {
      const byProduct = await list({ productId, pageNum: 100 });
      expect(byProduct.data.list.map((r) => r.userId).sort()).toEqual([merchant.id, supplier.id].sort());
      const both = await list({ productId, userId: merchant.id });
      expect(both.data.list).toEqual([
        expect.objectContaining({
          userId: merchant.id,
          userAccount: merchant.account,
          productId,
          rate: 250,
          fixedFee: 300,
          enabled: true,
        }),
      ]);
      expect(both.data.total).toBe(1);
    });

    it('ignores blank filters like absent ones and rejects a non-numeric user', async () => {
      const plain = await list({});
      const blank = await list({ userId: ' ', productId: '' });
      expect(blank.data.total).toBe(plain.data.total);
      expect((await list({ userId: 'abc' })).code).toBe(400);
    });
  });

  describe('update', () => {
    it('changes rate, fixed fee and on/off, answers the new row and writes an audit record with before and after', async () => {
      const res = await update(change({ rate: '0.0125', fixedFee: '1.5', enabled: 'false' }));
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({ userId: merchant.id, productId, rate: 125, fixedFee: 150, enabled: false });
      expect(await stored()).toMatchObject({ rate: 125, fixedFee: 150, enabled: false });
      const records = await b.db.select().from(auditRecords).where(eq(auditRecords.action, 'userProduct.update'));
      const mine = records.filter((r) => r.target === `${merchant.account}/${productId}`);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        operatorAccount: 'admin0001',
        before: { userId: merchant.id, productId, rate: 250, fixedFee: 300, enabled: true },
        after: { userId: merchant.id, productId, rate: 125, fixedFee: 150, enabled: false },
      });
      expect((await update(change({ rate: '0.025', fixedFee: '3', enabled: true }))).code).toBe(200);
    });

    it('accepts 0 and 0.9999 (4 decimals, below 100 %)', async () => {
      expect((await update(change({ rate: '0', fixedFee: '0' }))).data).toMatchObject({ rate: 0, fixedFee: 0 });
      expect((await update(change({ rate: '0.9999' }))).data.rate).toBe(9_999);
      expect((await update(change())).data.rate).toBe(250);
    });

    it('refuses a rate with 5 decimals and leaves the setting as it was', async () => {
      const before = await stored();
      expectBadInput(await update(change({ rate: '0.01255' })), 'rate', 'validation.rate.format');
      expectBadInput(await update(change({ rate: 0.00001 })), 'rate', 'validation.rate.format');
      expect(await stored()).toEqual(before);
    });

    it.each([
      ['1', 'validation.rate.range'],
      ['1.5', 'validation.rate.range'],
      ['-0.01', 'validation.rate.format'],
      ['abc', 'validation.rate.format'],
      ['', 'validation.rate.format'],
    ])('refuses the rate %j with %s', async (rate, msgId) => {
      expectBadInput(await update(change({ rate })), 'rate', msgId);
    });

    it.each([
      ['1.005', 'validation.amount.format'],
      ['-1', 'validation.amount.format'],
      ['10000000.01', 'validation.amount.tooLarge'],
    ])('refuses the fixed fee %j with %s', async (fixedFee, msgId) => {
      expectBadInput(await update(change({ fixedFee })), 'fixedFee', msgId);
    });

    it('answers 404 errors.userProductNotFound for a user without that product and writes no audit record', async () => {
      const [m01] = await b.db.select().from(users).where(eq(users.account, 'merchant01'));
      const before = (await b.db.select().from(auditRecords)).length;
      const res = await update(change({ userId: m01!.id }));
      expect(res.code).toBe(404);
      expect(res.msgId).toBe('errors.userProductNotFound');
      expect((await b.db.select().from(auditRecords)).length).toBe(before);
    });

    it('answers 1024 without a second-level login and changes nothing', async () => {
      const before = await stored();
      const res = await update(change({ rate: '0.05' }), { token: admin.token! });
      expect(res.code).toBe(1024);
      expect(await stored()).toEqual(before);
    });
  });

  describe('who may call', () => {
    it.each([
      ['superadmin', 200],
      ['admin0001', 200],
      ['service001', 200],
      ['techmaint1', 200],
      ['techsupport1', 403],
      ['merchant01', 403],
      ['supplier01', 403],
      ['agent0001', 403],
    ])('getList by %s answers %i', async (account, code) => {
      const res = await list({}, { token: await b.sessionFor(account) });
      expect(res.code).toBe(code);
    });

    it.each(['superadmin', 'admin0001'])('update by %s works', async (account) => {
      const res = await update(change({ rate: '0.0300' }), await b.staffSession(account));
      expect(res.code).toBe(200);
      expect((await stored()).rate).toBe(300);
      await update(change());
    });

    it.each(['service001', 'techmaint1', 'techsupport1'])(
      'refuses update to %s with 403 even with a token2',
      async (account) => {
        const res = await update(change({ rate: '0.5' }), await b.staffSession(account));
        expect(res.code).toBe(403);
        expect(res.msgId).toBe('errors.forbidden');
        expect((await stored()).rate).toBe(250);
      },
    );

    it.each(['merchant01', 'supplier01', 'agent0001'])('refuses update to %s with 403', async (account) => {
      const res = await update(change({ rate: '0.5' }), { token: await b.sessionFor(account) });
      expect(res.code).toBe(403);
      expect((await stored()).rate).toBe(250);
    });

    it('answers 1003 without a session', async () => {
      expect((await list({}, {})).code).toBe(1003);
      expect((await update(change(), {})).code).toBe(1003);
    });
  });

  describe('a change reaches new orders only', () => {
    it("keeps an open order's fees and credit; the next order takes the new rate and fee", async () => {
      const open = await createOrderFor(b, merchant, productId, 12_345);
      expect(open.data.status).toBe(OrderStatus.allocated);
      // Merchant 2.5 % + 3.00, supplier 1 %: round(308.625) + 300 = 609; round(123.45) = 123.
      expect((await update(change({ rate: '0.1', fixedFee: '5' }))).code).toBe(200);
      expect((await update({ userId: supplier.id, productId, rate: '0.05', fixedFee: '1', enabled: true })).code).toBe(
        200,
      );

      const m0 = await balanceOf(b, merchant.id);
      const s0 = await balanceOf(b, supplier.id);
      const paid = await b.call<SupplementResult>(
        'POST',
        '/v1.0/order/replenishmentOrder',
        {
          orderCode: open.data.orderCode,
          isOffsetReplenishmentOrder: false,
          utr: '123456789012',
          googleCode: googleCodeAt(secret, b.clock.now()),
        },
        { token: await b.sessionFor(supplier.account) },
      );
      expect(paid.data).toMatchObject({ orderCode: open.data.orderCode, status: OrderStatus.successful });
      expect(await balanceOf(b, merchant.id)).toBe(m0 + 12_345 - 609);
      expect(await balanceOf(b, supplier.id)).toBe(s0 - (12_345 - 123));

      const next = await createOrderFor(b, merchant, productId, 12_345);
      const [o] = await b.db.select().from(orders).where(eq(orders.orderCode, next.data.orderCode));
      // round(1234.5) + 500 = 1735 for the merchant; round(617.25) + 100 = 717 for the supplier.
      expect(o).toMatchObject({ merchantFee: 1_735, supplierFee: 717 });
    });

    it('refuses new orders of a product the admin turned off for the merchant', async () => {
      expect((await update(change({ enabled: false }))).code).toBe(200);
      const res = await createOrderFor(b, merchant, productId, 5_000);
      expect(res.msgId).toBe('errors.productUnavailable');
      expect((await update(change({ enabled: true }))).code).toBe(200);
      expect((await createOrderFor(b, merchant, productId, 5_000)).data.status).toBe(OrderStatus.allocated);
    });
  });
});
