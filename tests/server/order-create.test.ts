import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, canonicalSignString, createOrderInput, md5Hex } from '../../src/contract/index.ts';
import { orders, products } from '../../server/db/schema.ts';
import type { HandlerContext } from '../../server/http/context.ts';
import { placeOrder } from '../../server/modules/orders/create.ts';
import { findOrderByMchNo } from '../../server/modules/orders/records-repository.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  orderParams,
  postCreate,
  rows,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';

describe('signing (pure, shared with the app)', () => {
  it('sorts non-empty parameters, leaves out sign and appends the key', () => {
    expect(canonicalSignString({ b: '2', a: 1, sign: 'X', empty: '', none: undefined, c: false }, 'K')).toBe(
      'a=1&b=2&c=false&key=K',
    );
  });
  it('computes MD5 like node:crypto, for ASCII and UTF-8', () => {
    for (const s of ['', 'abc', 'a'.repeat(55), 'a'.repeat(64), 'amount=100&key=k₹支付']) {
      expect(md5Hex(s)).toBe(createHash('md5').update(s).digest('hex'));
    }
  });
});

describe.each(backends)('merchant create API (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let md5: TestMerchant;
  let sha: TestMerchant;
  let fenced: TestMerchant;
  let n = 0;
  const no = () => `ORD-${kind}-${n++}`;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30 });
    productId = await makeProduct(b);
    md5 = await makeMerchant(b, productId);
    sha = await makeMerchant(b, productId, { signType: 'SHA256' });
    fenced = await makeMerchant(b, productId, { ipWhitelist: ['198.51.100.7'] });
    const s = await makeSupplier(b, productId);
    await makeResource(b, s.id, productId, { floatUp: 50, floatDown: 50 });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('creates an allocated order for an MD5 merchant and answers code, link, status and amount', async () => {
    const res = await postCreate(b, signed(md5, orderParams(md5, productId, no(), 12_345)));
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ status: OrderStatus.allocated, amount: 12_345 });
    expect(res.data.orderCode).toMatch(/^C\d{18}$/);
    expect(res.data.payUrl).toMatch(/\/pay\/[\w-]{32}$/);
  });

  it('accepts a SHA256 merchant and refuses it an MD5 sign, naming the sign type its key uses', async () => {
    const params = orderParams(sha, productId, no(), 500, { vpa: 'payer@upi', channelRef: 'abc' });
    expect((await postCreate(b, signed(sha, params))).code).toBe(200);
    const md5Signed = signed({ ...sha, signType: 'MD5' }, { ...params, mchOrderNo: no() });
    const refused = await postCreate(b, md5Signed);
    expect(refused).toMatchObject({ code: 400, msgId: 'errors.signTypeMismatch' });
    expect(refused.msg).toContain('SHA256');
    const [row] = await b.db
      .select({ payer: orders.payer })
      .from(orders)
      .where(eq(orders.mchOrderNo, params.mchOrderNo));
    expect(row!.payer).toEqual({ vpa: 'payer@upi', channelRef: 'abc' });
  });

  it('refuses a wrong sign, a tampered amount and a missing sign', async () => {
    const body = signed(md5, orderParams(md5, productId, no(), 700));
    expect(await postCreate(b, { ...body, sign: 'A'.repeat(32) })).toMatchObject({
      code: 400,
      msgId: 'errors.signInvalid',
    });
    expect(await postCreate(b, { ...body, amount: '701' })).toMatchObject({ code: 400, msgId: 'errors.signInvalid' });
    const { sign: _sign, ...unsigned } = body;
    expect(await postCreate(b, unsigned)).toMatchObject({ code: 400, msgId: 'validation.required' });
  });

  it('refuses unknown and deleted merchants', async () => {
    expect(
      await postCreate(b, signed({ ...md5, id: 987_654 }, orderParams({ ...md5, id: 987_654 }, productId, no(), 100))),
    ).toMatchObject({ code: 404, msgId: 'errors.merchantUnknown' });
    const gone = await makeMerchant(b, productId);
    await b.db.execute(sql`update users set status = 1 where id = ${gone.id}`);
    expect(await postCreate(b, signed(gone, orderParams(gone, productId, no(), 100)))).toMatchObject({
      code: 404,
      msgId: 'errors.merchantUnknown',
    });
  });

  it('refuses unknown, disabled and unassigned products', async () => {
    expect(await postCreate(b, signed(md5, orderParams(md5, 424_242, no(), 100)))).toMatchObject({
      code: 400,
      msgId: 'errors.productUnavailable',
    });
    const off = await makeProduct(b);
    await makeMerchant(b, off);
    await b.db.update(products).set({ enabled: false }).where(eq(products.id, off));
    expect(await postCreate(b, signed(md5, orderParams(md5, off, no(), 100)))).toMatchObject({
      code: 400,
      msgId: 'errors.productUnavailable',
    });
    const notMine = await makeProduct(b);
    expect(await postCreate(b, signed(md5, orderParams(md5, notMine, no(), 100)))).toMatchObject({
      code: 400,
      msgId: 'errors.productUnavailable',
    });
  });

  it('refuses a request IP outside a non-empty whitelist', async () => {
    const body = signed(fenced, orderParams(fenced, productId, no(), 100));
    expect(await postCreate(b, body, '203.0.113.50')).toMatchObject({ code: 403, msgId: 'errors.ipNotWhitelisted' });
    expect((await postCreate(b, body, '198.51.100.7')).code).toBe(200);
  });

  it.each(['100.50', '1e3', '-100', '0', 'abc'])('refuses the amount %s', async (amount) => {
    const res = await postCreate(b, signed(md5, orderParams(md5, productId, no(), amount)));
    expect(res).toMatchObject({ code: 400, msgId: 'validation.amount.integer' });
  });

  it('answers the first order to a repeated mchOrderNo, and refuses it with other parameters', async () => {
    const body = signed(md5, orderParams(md5, productId, no(), 4_200));
    const first = await postCreate(b, body);
    const again = await postCreate(b, body);
    expect(again.data).toEqual(first.data);
    // Another amount (and a valid sign): refused with its own code, never a second row.
    const changed = await postCreate(
      b,
      signed(md5, { ...orderParams(md5, productId, String(body.mchOrderNo), 9_999) }),
    );
    expect(changed).toMatchObject({ code: 409, msgId: 'errors.mchOrderNoConflict' });
    expect(changed.data).toMatchObject({ orderCode: first.data.orderCode, fields: ['amount'] });
    const [c] = await rows<{ n: number }>(
      b,
      sql`select count(*)::int as n from orders where merchant_id = ${md5.id} and mch_order_no = ${body.mchOrderNo}`,
    );
    expect(Number(c!.n)).toBe(1);
  });

  it("keeps the fees of the merchant and of the allocated account's supplier on the order", async () => {
    const pid = await makeProduct(b);
    const m = await makeMerchant(b, pid, { rate: 250, fixedFee: 3 });
    const s = await makeSupplier(b, pid, { rate: 150, fixedFee: 7 });
    await makeResource(b, s.id, pid);
    const res = await postCreate(b, signed(m, orderParams(m, pid, no(), 10_000)));
    const [row] = await b.db
      .select({ merchantFee: orders.merchantFee, supplierFee: orders.supplierFee, supplierId: orders.supplierId })
      .from(orders)
      .where(eq(orders.orderCode, res.data.orderCode));
    expect(row).toEqual({ merchantFee: 253, supplierFee: 157, supplierId: s.id });
  });

  it('rolls back the allocation of a repeated mchOrderNo, so the accounts keep their turns', async () => {
    const pid = await makeProduct(b);
    const m = await makeMerchant(b, pid);
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) ids.push(await makeResource(b, (await makeSupplier(b, pid)).id, pid));
    const accountOf = async (orderCode: string) =>
      (await b.db.select({ r: orders.resourceId }).from(orders).where(eq(orders.orderCode, orderCode)))[0]!.r;
    const start = b.clock.now();
    try {
      const body = signed(m, orderParams(m, pid, no(), 1_000));
      const first = await postCreate(b, body);
      expect(await accountOf(first.data.orderCode)).toBe(ids[0]);
      b.clock.advance(1_000);
      // The repeat tries the next account, finds the number taken and undoes its allocation.
      expect((await postCreate(b, body)).data.orderCode).toBe(first.data.orderCode);
      b.clock.advance(1_000);
      const next = await postCreate(b, signed(m, orderParams(m, pid, no(), 1_000)));
      expect(await accountOf(next.data.orderCode)).toBe(ids[1]);
    } finally {
      b.clock.set(start);
    }
  });

  it("answers the order as stored, and a repeat inside a caller's transaction the first order without its writes", async () => {
    const ctx = {
      db: b.db,
      clock: b.clock,
      events: {},
      outbound: b.app.services.outbound,
      req: { headers: {}, protocol: 'http', body: {} },
      ip: '127.0.0.1',
      auth: null,
    } as unknown as HandlerContext;
    const input = createOrderInput.parse({
      ...orderParams(md5, productId, no(), 2_500, { userName: 'Payer One', channelRef: 7 }),
      sign: 'unused',
    });
    const first = await placeOrder(md5.id, input, ctx);
    expect(first).toEqual(await findOrderByMchNo(b.db, md5.id, input.mchOrderNo));
    expect(first).toMatchObject({ status: OrderStatus.allocated, payer: { userName: 'Payer One', channelRef: '7' } });
    const inside: string[] = [];
    const again = await placeOrder(md5.id, input, ctx, { inTransaction: async (_tx, o) => inside.push(o.orderCode) });
    expect(again).toEqual(first);
    expect(inside).toEqual([]);
    const other = createOrderInput.parse({ ...orderParams(md5, productId, no(), 2_600), sign: 'unused' });
    const placed = await placeOrder(md5.id, other, ctx, { inTransaction: async (_tx, o) => inside.push(o.orderCode) });
    expect(placed).toEqual(await findOrderByMchNo(b.db, md5.id, other.mchOrderNo));
    expect(inside).toEqual([placed.orderCode]);
  });

  it('gives 20 concurrent identical creates one row and one answer', async () => {
    const body = signed(md5, orderParams(md5, productId, no(), 3_100));
    const results = await Promise.all(Array.from({ length: 20 }, () => postCreate(b, body)));
    expect(results.every((r) => r.code === 200)).toBe(true);
    expect(new Set(results.map((r) => r.data.orderCode)).size).toBe(1);
    const [c] = await rows<{ n: number }>(
      b,
      sql`select count(*)::int as n from orders where merchant_id = ${md5.id} and mch_order_no = ${body.mchOrderNo}`,
    );
    expect(Number(c!.n)).toBe(1);
  });
});
