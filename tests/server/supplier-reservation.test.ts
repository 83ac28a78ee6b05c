import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus as S, type OrderRow } from '../../src/contract/index.ts';
import { balances, orders } from '../../server/db/schema.ts';
import { timeOutOrders } from '../../server/modules/orders/timeout-job.ts';
import { reservingStatuses } from '../../server/modules/orders/state-machine.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  rows,
  setSetting,
  type TestMerchant,
} from './support/order-fixtures.ts';

const now = new Date('2026-05-03T09:00:00.000Z');
const amount = 10_000;

// Decision 048: a supplier's balance is reserved at allocation, not only checked, and every
// way out of an unpaid status gives the reservation back.
describe.each(backends)("a supplier's balance is reserved by its unpaid orders (%s)", (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let supplier: { id: number };
  let adminToken: string;

  const holding = async () => (await b.db.select().from(balances).where(eq(balances.userId, supplier.id)))[0]!;
  const supplierOrders = (status: number) =>
    b.db
      .select()
      .from(orders)
      .where(sql`${orders.supplierId} = ${supplier.id} and ${orders.status} = ${status}`);
  const act = (name: string, input: Record<string, unknown>) =>
    b.call<OrderRow>('POST', `/v1.0/order/${name}`, input, { token: adminToken });
  const createMany = (n: number) =>
    Promise.all(Array.from({ length: n }, () => createOrderFor(b, merchant, productId, amount)));
  /** reserved = the amounts of the supplier's orders in reservingStatuses, and never more than balance - frozen. */
  const expectReservationHolds = async () => {
    const h = await holding();
    const [row] = await rows<{ total: string | number }>(
      b,
      sql`select coalesce(sum(amount), 0) as total from orders where supplier_id = ${supplier.id} and status = any(${`{${reservingStatuses.join(',')}}`}::smallint[])`,
    );
    expect(h.reserved).toBe(Number(row!.total));
    expect(h.reserved).toBeLessThanOrEqual(h.balance - h.frozenBalance);
    return h;
  };

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10, now });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    // The product's only supplier: its balance (less the frozen part) covers exactly 10 orders.
    supplier = await makeSupplier(b, productId, { balance: 10 * amount + 3_000 });
    await b.db.update(balances).set({ frozenBalance: 3_000 }).where(eq(balances.userId, supplier.id));
    for (let i = 0; i < 5; i++) await makeResource(b, supplier.id, productId);
    adminToken = await b.sessionFor('admin0001');
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('allocates exactly 10 of 50 concurrent creates to a supplier whose balance covers 10', async () => {
    const answers = await createMany(50);
    expect(answers.every((a) => a.code === 200)).toBe(true);
    const allocated = answers.filter((a) => a.data.status === S.allocated);
    expect(allocated).toHaveLength(10);
    expect(answers.filter((a) => a.data.status === S.allocationFailed)).toHaveLength(40);
    const failed = await b.db
      .select({ info: orders.allocateInfo })
      .from(orders)
      .where(eq(orders.status, S.allocationFailed));
    expect(failed.filter((o) => JSON.stringify(o.info).includes('supplierBalance')).length).toBeGreaterThanOrEqual(40);
    expect((await expectReservationHolds()).reserved).toBe(10 * amount);
  });

  it('gives the reservation back on reject and timeout, and new orders fit again', async () => {
    const open = await supplierOrders(S.allocated);
    expect(
      (await act('reject', { orderCode: open[0]!.orderCode, rejectReason: 'amountMismatch', mode: 'merchant' })).data
        .status,
    ).toBe(S.rejected);
    expect(
      (await act('reject', { orderCode: open[1]!.orderCode, rejectReason: 'amountMismatch', mode: 'merchant' })).data
        .status,
    ).toBe(S.rejected);
    expect((await expectReservationHolds()).reserved).toBe(8 * amount);
    const two = await createMany(3);
    expect(two.map((a) => a.data.status).sort()).toEqual([S.allocated, S.allocated, S.allocationFailed]);
    expect((await expectReservationHolds()).reserved).toBe(10 * amount);

    b.clock.advance(60 * 60_000);
    expect(await timeOutOrders(b.db, b.clock)).toBeGreaterThanOrEqual(10);
    expect((await expectReservationHolds()).reserved).toBe(0);
    const again = await createMany(12);
    expect(again.filter((a) => a.data.status === S.allocated)).toHaveLength(10);
    expect((await expectReservationHolds()).reserved).toBe(10 * amount);
  });

  it('turns the reservation into the debit on payment, and a reselect onto the same supplier keeps one reservation', async () => {
    const [first, second] = await supplierOrders(S.allocated);
    const before = await holding();
    expect(
      (await act('updateOrderStatus', { orderCode: first!.orderCode, status: S.successful, reason: 'paid' })).code,
    ).toBe(200);
    const after = await expectReservationHolds();
    expect(after.reserved).toBe(before.reserved - amount);
    expect(after.balance).toBe(before.balance - (amount - first!.supplierFee));

    // Its own reservation does not stand in its way: the supplier's other accounts can take it.
    const res = await act('reselect', { orderCode: second!.orderCode });
    expect(res).toMatchObject({ code: 200, data: { status: S.allocated, supplierId: supplier.id } });
    expect((await expectReservationHolds()).reserved).toBe(after.reserved);
  });
});
