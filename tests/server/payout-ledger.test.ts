import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, PayoutStatus } from '../../src/contract/index.ts';
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

const now = new Date('2026-05-01T10:00:00.000Z');
const P = PayoutStatus;

describe.each(backends)('payout ledger after a randomized run (%s)', (kind) => {
  let b: TestBackend;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    await setSetting(b, 'AutoAssignPayoutOrder', false);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('keeps every balance equal to the sum of its fund records through 500 mixed payout and order steps', async () => {
    const rand = seededRandom(20260501);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const payoutProduct = await makePayoutProduct(b);
    const collection = await makeProduct(b);
    const merchants: TestMerchant[] = [];
    for (let i = 0; i < 3; i++) {
      const mm = await makeMerchant(b, payoutProduct, { rate: 150, fixedFee: 100 });
      await b.db.insert(userProducts).values({ userId: mm.id, productId: collection, rate: 200, fixedFee: 0 });
      await fund(b, mm.id, 300_000);
      merchants.push(mm);
    }
    const suppliers: { id: number; token: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await makeSupplier(b, payoutProduct, { rate: 40, fixedFee: 50 });
      await b.db.insert(userProducts).values({ userId: s.id, productId: collection, rate: 100, fixedFee: 0 });
      await makeResource(b, s.id, collection);
      suppliers.push({ id: s.id, token: await b.sessionFor(s.account) });
    }
    const admin = await b.sessionFor('admin0001');
    const codes: string[] = [];
    const orderCodes: string[] = [];
    const outcomes = new Map<string, number>();
    const count = (k: string) => outcomes.set(k, (outcomes.get(k) ?? 0) + 1);
    let n = 0;
    for (let step = 0; step < 500; step++) {
      const r = rand();
      if (step % 20 === 0) await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', rand() < 0.7);
      if (r < 0.3 || codes.length === 0) {
        const res = await apiPayout(b, pick(merchants), payoutProduct, `R${step}`, 1_000 + Math.floor(rand() * 60_000));
        if (res.code === 200) codes.push(res.data.orderCode);
        count(`create ${res.code}`);
      } else if (r < 0.4) {
        const res = await createOrderFor(b, pick(merchants), collection, 1_000 + Math.floor(rand() * 40_000));
        if (res.code === 200) orderCodes.push(res.data.orderCode);
        count(`order ${res.code}`);
      } else if (r < 0.47 && orderCodes.length > 0) {
        const orderCode = pick(orderCodes);
        const res = await b.call(
          'POST',
          '/v1.0/order/replenishmentOrder',
          { orderCode, isOffsetReplenishmentOrder: false, utr: String(200_000_000_000 + n++) },
          { token: admin },
        );
        count(`supplement ${res.code}`);
      } else {
        const code = pick(codes);
        const [row] = await b.db.select().from(payoutOrders).where(eq(payoutOrders.orderCode, code));
        const s = suppliers.find((x) => x.id === row!.supplierId) ?? pick(suppliers);
        const op = rand();
        let res;
        if (row!.supplierId === null && op < 0.6)
          res = await b.call('POST', `/v1.0/payoutOrderClaim/claimOrder?orderId=${row!.id}`, {}, { token: s.token });
        else if (op < 0.55)
          res = await b.call(
            'POST',
            '/v1.0/payoutOrder/complete',
            { orderCode: code, utr: String(300_000_000_000 + n++) },
            { token: s.token },
          );
        else if (op < 0.7)
          res = await b.call('POST', '/v1.0/payoutOrder/markProcessing', { orderCode: code }, { token: s.token });
        else if (op < 0.8)
          res = await b.call(
            'POST',
            '/v1.0/payoutOrder/reject',
            { orderCode: code, mode: 'list', reason: 'bankUnavailable' },
            { token: admin },
          );
        else if (op < 0.92)
          res = await b.call(
            'POST',
            '/v1.0/payoutOrder/reject',
            { orderCode: code, mode: 'merchant', reason: 'accountInvalid' },
            { token: admin },
          );
        else res = await b.call('POST', '/v1.0/payoutOrder/cancel', { orderCode: code }, { token: admin });
        count(`move ${res.code}`);
      }
    }
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', true);
    // The run did real work of every kind, and the refusals were the expected ones only.
    const finished = await b.db.$count(payoutOrders, eq(payoutOrders.status, P.paymentCompleted));
    const cancelled = await b.db.$count(payoutOrders, eq(payoutOrders.status, P.paymentCancelled));
    const paidOrders = await b.db.$count(orders, eq(orders.status, OrderStatus.successful));
    expect({ finished: finished > 20, cancelled: cancelled > 10, paidOrders: paidOrders > 5 }).toEqual({
      finished: true,
      cancelled: true,
      paidOrders: true,
    });
    expect([...outcomes.keys()].filter((k) => !/ (200|409|404)$/.test(k))).toEqual([]);
    expect(await ledgerMismatches(b)).toEqual([]);
  }, 300_000);
});
