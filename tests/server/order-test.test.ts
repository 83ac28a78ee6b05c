import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, OrderType, type StaffTestOrder, type TestProduct } from '../../src/contract/index.ts';
import { auditRecords, fundRecords, orders, userProducts } from '../../server/db/schema.ts';
import { demoMerchantKeys } from '../../server/seed/demo-users.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  balanceOf,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  orderParams,
  postCreate,
  rows,
  signed,
  setSetting,
  type TestMerchant,
} from './support/order-fixtures.ts';

const products = '/v1.0/order-test/products';
const createFor = '/v1.0/order-test/create-for-merchant';

describe.each(backends)('API test pages (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let supplier: { id: number; account: string };
  const tokens = new Map<string, string>();
  const token = async (account: string) =>
    tokens.get(account) ?? (tokens.set(account, await b.sessionFor(account)), tokens.get(account)!);
  const idOf = async (account: string) =>
    (await rows<{ id: number }>(b, sql`select id from users where account = ${account}`))[0]!.id;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30 });
    productId = await makeProduct(b);
    // A whitelist the staff caller is not on: the staff test is not the merchant's server.
    merchant = await makeMerchant(b, productId, { ipWhitelist: ['198.51.100.7'], rate: 250, fixedFee: 300 });
    supplier = await makeSupplier(b, productId);
    await makeResource(b, supplier.id, productId, { floatUp: 50, floatDown: 50 });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('gives the demo merchants the keys the README documents, and they sign real orders', async () => {
    const [m1] = await rows<{ id: number; key: string }>(
      b,
      sql`select id, merchant_key as key from users where account = 'merchant01'`,
    );
    expect(m1!.key).toBe(demoMerchantKeys.merchant01);
    const [m3] = await rows<{ key: string; sign_type: string }>(
      b,
      sql`select merchant_key as key, sign_type from users where account = 'merchant03'`,
    );
    expect(m3).toEqual({ key: demoMerchantKeys.merchant03, sign_type: 'SHA256' });
    const demo: TestMerchant = {
      id: m1!.id,
      account: 'merchant01',
      key: demoMerchantKeys.merchant01!,
      signType: 'MD5',
    };
    const res = await postCreate(b, signed(demo, orderParams(demo, 3024, `KEY-${kind}-1`, 10_000)));
    expect(res.code).toBe(200);
  });

  it('lists a merchant its own enabled collection products only, whatever merchant id it sends', async () => {
    const m1 = await idOf('merchant01');
    const expected = await rows<{ id: number }>(
      b,
      sql`select p.id from user_products up join products p on p.id = up.product_id
          where up.user_id = ${m1} and up.enabled and p.enabled and p.kind = 'collection' order by p.id`,
    );
    const own = await b.call<TestProduct[]>('GET', products, {}, { token: await token('merchant01') });
    expect(own.code).toBe(200);
    expect(own.data.map((p) => p.productId)).toEqual(expected.map((r) => r.id));
    expect(own.data.length).toBeGreaterThan(0);
    // Payout products (1045 among them) are refused by the create call, so they are not offered.
    expect(own.data.map((p) => p.productId)).not.toContain(1045);
    expect(own.data[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        resourceType: expect.any(String),
        currency: expect.any(String),
      }),
    );

    const other = await b.call<TestProduct[]>(
      'GET',
      products,
      { merchantId: merchant.id },
      { token: await token('merchant01') },
    );
    expect(other.data.map((p) => p.productId)).toEqual(expected.map((r) => r.id));

    await b.db
      .update(userProducts)
      .set({ enabled: false })
      .where(and(eq(userProducts.userId, m1), eq(userProducts.productId, 3024)));
    const after = await b.call<TestProduct[]>('GET', products, {}, { token: await token('merchant01') });
    expect(after.data.map((p) => p.productId)).not.toContain(3024);
    await b.db
      .update(userProducts)
      .set({ enabled: true })
      .where(and(eq(userProducts.userId, m1), eq(userProducts.productId, 3024)));
  });

  it('lists a named merchant its products for a superAdmin, and asks which merchant when none is named', async () => {
    const su = await token('superadmin');
    const res = await b.call<TestProduct[]>('GET', products, { merchantId: merchant.id }, { token: su });
    expect(res.data.map((p) => p.productId)).toEqual([productId]);
    expect(await b.call('GET', products, {}, { token: su })).toMatchObject({ code: 400, msgId: 'validation.required' });
    expect(await b.call('GET', products, { merchantId: await idOf('admin0001') }, { token: su })).toMatchObject({
      code: 404,
      msgId: 'errors.merchantUnknown',
    });
  });

  it('creates a test order for merchant X, signed with its stored key, audited, hiding the key', async () => {
    const res = await b.call<StaffTestOrder>(
      'POST',
      createFor,
      { merchantId: merchant.id, productId, amount: '12345' },
      { token: await token('superadmin') },
    );
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ status: OrderStatus.allocated, amount: 12_345, signType: 'MD5' });
    expect(res.data.mchOrderNo).toMatch(/^TEST\d{20}$/);
    expect(res.data.signString).toMatch(/&key=\*\*\*$/);
    expect(res.data.signString).toContain(`mchId=${merchant.id}`);
    expect(JSON.stringify(res.data)).not.toContain(merchant.key);

    const [row] = await b.db.select().from(orders).where(eq(orders.orderCode, res.data.orderCode));
    expect(row).toMatchObject({ merchantId: merchant.id, orderType: OrderType.test, productId });
    const audits = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, 'order.testCreate'), eq(auditRecords.target, res.data.orderCode)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      operatorAccount: 'superadmin',
      after: expect.objectContaining({ merchant: merchant.account, amount: 12_345 }),
    });
  });

  it('moves no money when the test order is paid', async () => {
    const res = await b.call<StaffTestOrder>(
      'POST',
      createFor,
      { merchantId: merchant.id, productId, amount: '5000' },
      { token: await token('superadmin') },
    );
    expect(res.code).toBe(200);
    const before = [await balanceOf(b, merchant.id), await balanceOf(b, supplier.id)];
    const paid = await b.call(
      'POST',
      '/v1.0/order/replenishmentOrder',
      { orderCode: res.data.orderCode, isOffsetReplenishmentOrder: false, utr: '998877665544' },
      { token: await token('superadmin') },
    );
    expect(paid).toMatchObject({ code: 200, data: { status: OrderStatus.successful } });
    expect([await balanceOf(b, merchant.id), await balanceOf(b, supplier.id)]).toEqual(before);
    expect(await b.db.select().from(fundRecords).where(eq(fundRecords.orderCode, res.data.orderCode))).toHaveLength(0);
  });

  it('runs the create rules: a product the merchant lacks and a decimal amount are refused', async () => {
    const su = await token('superadmin');
    expect(
      await b.call('POST', createFor, { merchantId: merchant.id, productId: 3024, amount: '100' }, { token: su }),
    ).toMatchObject({ code: 400, msgId: 'errors.productUnavailable' });
    expect(
      await b.call('POST', createFor, { merchantId: merchant.id, productId, amount: '10.5' }, { token: su }),
    ).toMatchObject({ code: 400, msgId: 'validation.amount.integer' });
    expect(
      await b.call(
        'POST',
        createFor,
        { merchantId: await idOf('supplier01'), productId, amount: '100' },
        { token: su },
      ),
    ).toMatchObject({ code: 404, msgId: 'errors.merchantUnknown' });
  });

  it.each(['admin0001', 'techmaint1', 'service001', 'merchant01', 'supplier01'])(
    "refuses %s a test order on a merchant's behalf",
    async (account) => {
      const before = await rows<{ n: number }>(
        b,
        sql`select count(*)::int as n from orders where merchant_id = ${merchant.id}`,
      );
      const res = await b.call(
        'POST',
        createFor,
        { merchantId: merchant.id, productId, amount: '100' },
        { token: await token(account) },
      );
      expect(res).toMatchObject({ code: 403, msgId: 'errors.forbidden' });
      expect(
        await rows<{ n: number }>(b, sql`select count(*)::int as n from orders where merchant_id = ${merchant.id}`),
      ).toEqual(before);
    },
  );

  it.each(['admin0001', 'service001', 'supplier01'])('refuses %s the product list', async (account) => {
    expect(await b.call('GET', products, { merchantId: merchant.id }, { token: await token(account) })).toMatchObject({
      code: 403,
    });
  });

  it("shows techmaint1 a merchant's test products on the read-only page, and refuses it the test order", async () => {
    const listed = await b.call<{ productId: number }[]>(
      'GET',
      products,
      { merchantId: merchant.id },
      { token: await token('techmaint1') },
    );
    expect(listed.code).toBe(200);
    expect(listed.data?.map((p) => p.productId)).toContain(productId);
  });
});
