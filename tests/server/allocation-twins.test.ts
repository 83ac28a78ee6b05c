import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '../../src/contract/index.ts';
import { orders } from '../../server/db/schema.ts';
import { feeFor } from '../../server/modules/ledger/fees.ts';
import { pickPayableAmount } from '../../server/modules/orders/allocation.ts';
import { allocateInDb, openPayableAmounts } from '../../server/modules/orders/allocation-repository.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { createOrderFor, makeMerchant, makeProduct, makeResource, makeSupplier } from './support/order-fixtures.ts';

/**
 * Rules written twice, once in TypeScript and once in plpgsql (server/db/functions/*.sql,
 * docs/decisions/084-sql-functions-in-files.md), run on the same generated inputs: a change to one
 * copy that the other does not follow fails here.
 */

const S = OrderStatus;
const now = new Date('2026-05-01T10:00:00.000Z');

/** A small seeded generator (mulberry32): the same inputs on every run, printed in a failure. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p: number) => next() < p,
  };
}

describe.each(backends)('the TypeScript and SQL copies of one rule (%s)', (kind) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startBackend(kind, { now, orderCount: 20 });
  });
  afterAll(async () => {
    await b.close();
  });

  it("pick the same payable amount for an account's open orders and float range", async () => {
    const random = generator(20261128);
    const productId = await makeProduct(b);
    const merchant = await makeMerchant(b, productId);
    const supplier = await makeSupplier(b, productId);
    // Statuses of the account's other orders: open ones take their amount, the rest do not.
    const statuses = [S.allocated, S.processing, S.successful, S.timedOut, S.rejected];
    let serial = 0;
    for (let c = 0; c < 40; c++) {
      const floatUp = random.int(0, 4);
      const floatDown = random.int(0, 4);
      const amount = random.int(1, 12);
      const resourceId = await makeResource(b, supplier.id, productId, { floatUp, floatDown });
      const others = [];
      for (let v = amount - 5; v <= amount + 5; v++) {
        if (v <= 0 || !random.chance(0.6)) continue;
        serial++;
        others.push({
          orderCode: `TW${resourceId}-${serial}`,
          merchantId: merchant.id,
          mchOrderNo: `TW${resourceId}-${serial}`,
          productId,
          amount: v,
          payableAmount: v,
          status: statuses[random.int(0, statuses.length - 1)]!,
          resourceId,
          createdAt: now,
          updatedAt: now,
        });
      }
      if (others.length) await b.db.insert(orders).values(others);

      const inTs = pickPayableAmount(amount, floatUp, floatDown, await openPayableAmounts(b.db, resourceId));
      const inSql = await allocateInDb(b.db, productId, amount, now, { resourceIds: [resourceId] });
      const payable = inSql.a_payable_amount === null ? null : Number(inSql.a_payable_amount);
      const input = { amount, floatUp, floatDown, others: others.map((o) => [o.payableAmount, o.status]) };
      expect({ input, payable }).toEqual({ input, payable: inTs });
      // No float amount left is the one reason the SQL gives the account up.
      if (inTs === null) expect(JSON.parse(inSql.a_info).failures).toEqual({ floatAmountsTaken: 1 });
    }
  });

  it("charge the supplier the fee of its rate and fixed fee on the order's amount", async () => {
    const random = generator(35);
    for (let c = 0; c < 12; c++) {
      const productId = await makeProduct(b);
      const merchant = await makeMerchant(b, productId);
      // Rates in basis points; some make a half unit, where both must round the same way.
      const rate = random.chance(0.3) ? 50 : random.int(0, 1200);
      const fixedFee = random.chance(0.5) ? 0 : random.int(1, 500);
      const supplier = await makeSupplier(b, productId, { rate, fixedFee });
      await makeResource(b, supplier.id, productId);
      for (let k = 0; k < 3; k++) {
        const amount = random.chance(0.3) ? random.int(1, 9) * 100 + 100 : random.int(100, 5_000_000);
        const created = await createOrderFor(b, merchant, productId, amount);
        expect(created.code).toBe(200);
        const [row] = await b.db
          .select({ amount: orders.amount, supplierFee: orders.supplierFee, supplierId: orders.supplierId })
          .from(orders)
          .where(eq(orders.orderCode, created.data.orderCode));
        const input = { amount: row!.amount, rate, fixedFee };
        expect(row!.supplierId).toBe(supplier.id);
        expect({ input, fee: row!.supplierFee }).toEqual({ input, fee: feeFor(row!.amount, rate, fixedFee) });
      }
    }
  });
});
