import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FundReason, OrderStatus, OrderType, type SupplementResult } from '../../src/contract/index.ts';
import { auditRecords, orders, userProducts } from '../../server/db/schema.ts';
import { timeOutOrders } from '../../server/modules/orders/timeout-job.ts';
import { googleCodeAt, newGoogleSecret } from '../../server/modules/user/google.ts';
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
const utr = (n: number) => String(100_000_000_000 + n);

describe.each(backends)('supplement, money and timeouts (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let supplierA: { id: number; account: string };
  let supplierB: { id: number; account: string };
  let agent: { id: number; account: string };
  const secret = newGoogleSecret();
  const tokens = new Map<string, string>();
  let u = 0;

  const token = async (account: string) =>
    tokens.get(account) ?? (tokens.set(account, await b.sessionFor(account)), tokens.get(account)!);
  const supplement = async (account: string, orderCode: string, extra: Record<string, unknown> = {}) =>
    b.call<SupplementResult>(
      'POST',
      '/v1.0/order/replenishmentOrder',
      { orderCode, isOffsetReplenishmentOrder: false, utr: utr(u++), ...extra },
      { token: await token(account) },
    );
  /** A code works once (decision 048): each one is from a step later than the last. */
  const code = () => (b.clock.advance(30_000), googleCodeAt(secret, b.clock.now()));
  const orderOn = async (resourceOwner: 'A' | 'B', amount = 10_000) => {
    const res = await createOrderFor(b, merchant, resourceOwner === 'A' ? productId : productBId, amount);
    expect(res.data.status).toBe(S.allocated);
    return res.data.orderCode;
  };
  let productBId: number;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    // Every action asks here; the step-up window of decision 107 has its own test (step-up-window.test.ts).
    await setSetting(b, 'StepUpWindowMinutes', 0);
    productId = await makeProduct(b);
    productBId = await makeProduct(b);
    // 2.5 % + 3.00 for the merchant; 1 % for the supplier.
    merchant = await makeMerchant(b, productId, { rate: 250, fixedFee: 300 });
    await b.db.insert(userProducts).values({ userId: merchant.id, productId: productBId });
    agent = await makeSupplier(b, productId, { isAgent: true, googleSecret: secret });
    supplierA = await makeSupplier(b, productId, { rate: 100, googleSecret: secret, parentId: agent.id });
    supplierB = await makeSupplier(b, productBId, { googleSecret: secret });
    await makeResource(b, supplierA.id, productId, { floatUp: 99, floatDown: 99 });
    await makeResource(b, supplierB.id, productBId, { floatUp: 99, floatDown: 99 });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', true);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('credits the merchant amount - fee and debits the supplier amount - fee, exactly, once', async () => {
    const orderCode = await orderOn('A', 12_345);
    // A later rate change affects new orders only.
    await b.db.update(userProducts).set({ rate: 9_000 }).where(eq(userProducts.userId, merchant.id));
    const [m0, s0] = [await balanceOf(b, merchant.id), await balanceOf(b, supplierA.id)];
    const res = await supplement(supplierA.account, orderCode, { googleCode: code() });
    expect(res.data).toMatchObject({ orderCode, status: S.successful, supplementStatus: 1 });
    await b.db.update(userProducts).set({ rate: 250 }).where(eq(userProducts.userId, merchant.id));
    // round(12345 × 250 / 10000) = round(308.625) = 309, + 300 fixed; supplier round(123.45) = 123.
    expect(await balanceOf(b, merchant.id)).toBe(m0 + 12_345 - 609);
    expect(await balanceOf(b, supplierA.id)).toBe(s0 - (12_345 - 123));
    const [o] = await b.db.select().from(orders).where(eq(orders.orderCode, orderCode));
    expect(o).toMatchObject({
      merchantFee: 609,
      supplierFee: 123,
      realAmount: 12_345,
      supplementStatus: 1,
      utr: res.data.utr,
    });
    const records = await rows<{ reason: number; amount: string }>(
      b,
      sql`select reason, amount::text from fund_records where order_code = ${orderCode} order by id`,
    );
    expect(records.map((r) => [r.reason, Number(r.amount)])).toEqual([
      [FundReason.orderIncome, 11_736],
      [FundReason.supplierCollection, -12_222],
    ]);
    const [a] = await b.db.select().from(auditRecords).where(eq(auditRecords.target, orderCode));
    expect(a).toMatchObject({ action: 'order.supplement', operatorId: supplierA.id });
    // A second supplement is an illegal move.
    expect(await supplement(supplierA.account, orderCode, { googleCode: code() })).toMatchObject({
      code: 409,
      msgId: 'errors.orderTransitionInvalid',
    });
  });

  it('moves no money for a test order', async () => {
    const orderCode = await orderOn('A', 5_000);
    await b.db.update(orders).set({ orderType: OrderType.test }).where(eq(orders.orderCode, orderCode));
    const m0 = await balanceOf(b, merchant.id);
    expect((await supplement(supplierA.account, orderCode, { googleCode: code() })).code).toBe(200);
    expect(await balanceOf(b, merchant.id)).toBe(m0);
  });

  it('gives 50 concurrent supplements of one order one success and one credit', async () => {
    const orderCode = await orderOn('A', 20_000);
    const m0 = await balanceOf(b, merchant.id);
    // About the order's lock, not the Google code (one code passes once: google-code-once.test.ts).
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    const results = await Promise.all(Array.from({ length: 50 }, () => supplement(supplierA.account, orderCode)));
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', true);
    expect(results.filter((r) => r.code === 200).length).toBe(1);
    expect(results.filter((r) => r.code === 409).length).toBe(49);
    expect(await balanceOf(b, merchant.id)).toBe(m0 + 20_000 - 800);
    const [c] = await rows<{ n: number }>(
      b,
      sql`select count(*)::int as n from fund_records where order_code = ${orderCode}`,
    );
    expect(Number(c!.n)).toBe(2);
  });

  it('asks for the Google code when the setting is on', async () => {
    const orderCode = await orderOn('A');
    expect(await supplement(supplierA.account, orderCode)).toMatchObject({
      code: 1004,
      msgId: 'errors.googleCodeRequired',
    });
    expect(
      await supplement(supplierA.account, orderCode, { googleCode: '000000' === code() ? '111111' : '000000' }),
    ).toMatchObject({ code: 1002 });
    const unbound = await makeSupplier(b, productId);
    expect(await supplement(unbound.account, orderCode, { googleCode: '123456' })).toMatchObject({
      msgId: 'errors.googleNotBound',
    });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    try {
      expect((await supplement('admin0001', orderCode)).code).toBe(200);
    } finally {
      await setSetting(b, 'EnableGoogleVerifyForManualSupplement', true);
    }
  });

  it("does not let a supplier supplement another supplier's order; its agent may", async () => {
    const orderCode = await orderOn('B');
    expect(await supplement(supplierA.account, orderCode, { googleCode: code() })).toMatchObject({
      code: 404,
      msgId: 'errors.orderNotFound',
    });
    expect(await supplement(agent.account, orderCode, { googleCode: code() })).toMatchObject({ code: 404 });
    const own = await orderOn('A');
    expect((await supplement(agent.account, own, { googleCode: code() })).code).toBe(200);
  });

  it('refuses a malformed UTR, an offset supplement and merchants', async () => {
    const orderCode = await orderOn('A');
    expect(await supplement(supplierA.account, orderCode, { utr: '12345', googleCode: code() })).toMatchObject({
      code: 400,
      msgId: 'validation.utr.format',
    });
    expect(
      await supplement(supplierA.account, orderCode, { isOffsetReplenishmentOrder: true, googleCode: code() }),
    ).toMatchObject({ code: 400 });
    expect((await supplement('merchant01', orderCode)).code).toBe(403);
  });

  it('times out old open orders in batches, leaves fresh ones, and allows a late supplement', async () => {
    const old = [await orderOn('A'), await orderOn('A'), await orderOn('A')];
    b.clock.advance(16 * 60_000);
    try {
      const fresh = await orderOn('A');
      expect(await timeOutOrders(b.db, b.clock, 2)).toBeGreaterThanOrEqual(3);
      const statuses = await b.db
        .select({ c: orders.orderCode, s: orders.status })
        .from(orders)
        .where(
          sql`${orders.orderCode} in (${sql.join(
            [...old, fresh].map((c) => sql`${c}`),
            sql`, `,
          )})`,
        );
      const byCode = new Map(statuses.map((r) => [r.c, r.s]));
      expect(old.map((c) => byCode.get(c))).toEqual([S.timedOut, S.timedOut, S.timedOut]);
      expect(byCode.get(fresh)).toBe(S.allocated);
      expect(await timeOutOrders(b.db, b.clock)).toBe(0);
      expect((await supplement(supplierA.account, old[0]!, { googleCode: code() })).data.status).toBe(S.successful);
      await setSetting(b, 'CanTimeoutSupplement', false);
      expect(await supplement(supplierA.account, old[1]!, { googleCode: code() })).toMatchObject({
        code: 409,
        msgId: 'errors.lateSupplementOff',
      });
    } finally {
      await setSetting(b, 'CanTimeoutSupplement', true);
      b.clock.set(now);
    }
  });

  it('keeps every balance equal to the sum of its fund records after a randomized run', async () => {
    let seed = 42;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const codes: string[] = [];
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    for (let i = 0; i < 200; i++) {
      const res = await createOrderFor(
        b,
        merchant,
        rand() < 0.7 ? productId : productBId,
        100 + Math.floor(rand() * 500_000),
      );
      if (res.data.status === S.allocated) codes.push(res.data.orderCode);
      if (codes.length && rand() < 0.6) {
        const pick = codes[Math.floor(rand() * codes.length)]!;
        // Some twice at once: one must win, the other is refused.
        const tries = rand() < 0.3 ? 2 : 1;
        await Promise.all(Array.from({ length: tries }, () => supplement('admin0001', pick)));
      }
      if (i % 50 === 49) {
        b.clock.advance(20 * 60_000);
        await timeOutOrders(b.db, b.clock);
      }
    }
    b.clock.set(now);
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', true);
    const off = await rows<{ user_id: number }>(
      b,
      sql`select b.user_id from balances b left join (select user_id, sum(amount) as s from fund_records group by user_id) f on f.user_id = b.user_id where b.balance <> coalesce(f.s, 0)`,
    );
    expect(off).toEqual([]);
    const paid = await rows<{ n: number }>(
      b,
      sql`select count(*)::int as n from orders where merchant_id = ${merchant.id} and status = ${S.successful}`,
    );
    expect(Number(paid[0]!.n)).toBeGreaterThan(50);
  }, 120_000);
});
