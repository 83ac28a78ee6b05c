import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FundReason,
  OrderStatus,
  PayoutStatus,
  type OrderStatisticsV2,
  type StatisticsFigures,
} from '../../src/contract/index.ts';
import { orders, payoutOrders, userProducts } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { seededRandom } from './support/random.ts';
import {
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  setSetting,
  type TestMerchant,
} from './support/order-fixtures.ts';
import { apiPayout, fund, ledgerMismatches, makePayoutProduct } from './support/payout-fixtures.ts';

/**
 * Decision 024 "done when": after a randomized run of orders, payouts and balance operations, every
 * balance equals the sum of its fund records and the statistics totals equal the sums over the
 * orders. 2,000 steps on PostgreSQL, 400 on PGlite (the same code; PGlite is slower per call).
 */
const now = new Date('2026-05-01T10:00:00.000Z');

describe.each(backends)('money after a randomized run of orders, payouts and balance operations (%s)', (kind) => {
  let b: TestBackend;
  const steps = kind === 'postgres' ? 2_000 : 400;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    await setSetting(b, 'EnableGoogleVerifyForBalanceOperation', false);
    await setSetting(b, 'AutoAssignPayoutOrder', false);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await b.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  /** The figures statisticsV2 must give, summed straight from the orders table. */
  async function sums(
    where: SQL,
  ): Promise<Pick<StatisticsFigures, 'orderCount' | 'successCount' | 'amount' | 'successAmount'>> {
    const paid = sql`status in (${OrderStatus.callbackSuccessful}, ${OrderStatus.callbackFailed}, ${OrderStatus.successful})`;
    const [r] = await rows<Record<string, string>>(sql`
      select count(*)::text as n, (count(*) filter (where ${paid}))::text as s, coalesce(sum(amount), 0)::text as a,
        coalesce(sum(real_amount) filter (where ${paid}), 0)::text as sa
      from orders where order_type <> 2 and ${where}`);
    return { orderCount: Number(r!.n), successCount: Number(r!.s), amount: Number(r!.a), successAmount: Number(r!.sa) };
  }

  it(`keeps every balance equal to its fund records and the statistics equal to the orders`, async () => {
    const rand = seededRandom(20261121);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const payoutProduct = await makePayoutProduct(b);
    const collection = await makeProduct(b);
    const merchants: (TestMerchant & { token: string })[] = [];
    for (let i = 0; i < 3; i++) {
      const m = await makeMerchant(b, payoutProduct, { rate: 150, fixedFee: 100 });
      await b.db.insert(userProducts).values({ userId: m.id, productId: collection, rate: 200, fixedFee: 0 });
      await fund(b, m.id, 200_000);
      merchants.push({ ...m, token: await b.sessionFor(m.account) });
    }
    const suppliers: { id: number; token: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await makeSupplier(b, payoutProduct, { rate: 40, fixedFee: 50 });
      await b.db.insert(userProducts).values({ userId: s.id, productId: collection, rate: 100, fixedFee: 0 });
      await makeResource(b, s.id, collection);
      suppliers.push({ id: s.id, token: await b.sessionFor(s.account) });
    }
    const holders = [...merchants.map((m) => m.id), ...suppliers.map((s) => s.id)];
    const admin = await b.sessionFor('admin0001');
    const payoutCodes: string[] = [];
    const orderCodes: string[] = [];
    const outcomes = new Map<string, number>();
    const count = (k: string) => outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
    let n = 0;
    const reasons = [
      FundReason.addBalance,
      FundReason.withdraw,
      FundReason.adjustment,
      FundReason.addDeposit,
      FundReason.reduceDeposit,
    ] as const;

    for (let step = 0; step < steps; step++) {
      const r = rand();
      if (step % 50 === 0) await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', rand() < 0.7);
      if (r < 0.25) {
        const res = await createOrderFor(b, pick(merchants), collection, 1_000 + Math.floor(rand() * 40_000));
        if (res.code === 200) orderCodes.push(res.data.orderCode);
        count(`order ${res.code}`);
      } else if (r < 0.35 && orderCodes.length > 0) {
        const orderCode = pick(orderCodes);
        const res = await b.call(
          'POST',
          '/v1.0/order/replenishmentOrder',
          { orderCode, isOffsetReplenishmentOrder: false, utr: String(200_000_000_000 + n++) },
          { token: admin },
        );
        count(`supplement ${res.code}`);
      } else if (r < 0.38 && orderCodes.length > 0) {
        const res = await b.call('POST', '/v1.0/order/reverseOrder', { orderCode: pick(orderCodes) }, { token: admin });
        count(`reverse ${res.code}`);
      } else if (r < 0.55) {
        const reason = pick(reasons);
        const sign = reason === FundReason.adjustment && rand() < 0.5 ? -1 : 1;
        const res = await b.call(
          'POST',
          '/v1.0/fundRecord/balanceOperation',
          { userId: pick(holders), reason, amount: sign * (100 + Math.floor(rand() * 30_000)), remark: `step ${step}` },
          { token: admin },
        );
        count(`balance ${res.code}`);
      } else if (r < 0.7 || payoutCodes.length === 0) {
        const res = await apiPayout(b, pick(merchants), payoutProduct, `M${step}`, 1_000 + Math.floor(rand() * 40_000));
        if (res.code === 200) payoutCodes.push(res.data.orderCode);
        count(`payout ${res.code}`);
      } else {
        const code = pick(payoutCodes);
        const [row] = await b.db.select().from(payoutOrders).where(eq(payoutOrders.orderCode, code));
        const s = suppliers.find((x) => x.id === row!.supplierId) ?? pick(suppliers);
        const op = rand();
        let res;
        if (row!.supplierId === null && op < 0.6)
          res = await b.call('POST', `/v1.0/payoutOrderClaim/claimOrder?orderId=${row!.id}`, {}, { token: s.token });
        else if (op < 0.6)
          res = await b.call(
            'POST',
            '/v1.0/payoutOrder/complete',
            { orderCode: code, utr: String(300_000_000_000 + n++) },
            { token: s.token },
          );
        else if (op < 0.75)
          res = await b.call(
            'POST',
            '/v1.0/payoutOrder/reject',
            { orderCode: code, mode: 'list', reason: 'bankUnavailable' },
            { token: admin },
          );
        else if (op < 0.9)
          res = await b.call(
            'POST',
            '/v1.0/payoutOrder/reject',
            { orderCode: code, mode: 'merchant', reason: 'accountInvalid' },
            { token: admin },
          );
        else res = await b.call('POST', '/v1.0/payoutOrder/cancel', { orderCode: code }, { token: admin });
        count(`payout move ${res.code}`);
      }
    }

    // Real work of every kind was done, and the refusals were the expected ones only (not allowed
    // now: 409; beyond the available balance or deposit: 409; gone: 404).
    const done = {
      paidOrders: await b.db.$count(orders, eq(orders.status, OrderStatus.successful)),
      completedPayouts: await b.db.$count(payoutOrders, eq(payoutOrders.status, PayoutStatus.paymentCompleted)),
      balanceOperations: outcomes.get('balance 200') ?? 0,
    };
    if (process.env.DEBUG_MONEY) console.log(done, Object.fromEntries(outcomes));
    expect(Object.values(done).every((v) => v > steps / 100)).toBe(true);
    expect([...outcomes.keys()].filter((k) => !/ (200|409|404)$/.test(k))).toEqual([]);
    expect(await ledgerMismatches(b)).toEqual([]);

    // The statistics, for the platform and for each merchant, equal the sums over the orders.
    const range = { startTime: '2026-03-01 00:00:00', endTime: '2026-05-02 00:00:00' };
    const inRange = sql`created_at >= '2026-03-01T00:00:00Z' and created_at < '2026-05-02T00:00:01Z'`;
    const all = await b.call<OrderStatisticsV2>('GET', '/v1.0/order/statisticsV2', range, { token: admin });
    expect(all.code).toBe(200);
    expect(all.data.total).toMatchObject(await sums(inRange));
    for (const m of merchants) {
      const own = await b.call<OrderStatisticsV2>('GET', '/v1.0/order/statisticsV2', range, { token: m.token });
      expect(own.data.total).toMatchObject(await sums(sql`${inRange} and merchant_id = ${m.id}`));
    }
  }, 600_000);
});
