import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MonitorState, OrderStatus, type OrderAllocateInfo } from '../../src/contract/index.ts';
import { orders } from '../../server/db/schema.ts';
import { pickPayableAmount } from '../../server/modules/orders/allocation.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { createOrderFor, makeMerchant, makeProduct, makeResource, makeSupplier } from './support/order-fixtures.ts';

const S = OrderStatus;
const now = new Date('2026-05-01T10:00:00.000Z');

describe('float amounts (pure)', () => {
  it('tries 0, +1, -1, +2, … within the range and skips taken amounts', () => {
    expect(pickPayableAmount(1000, 0, 0, new Set([1000]))).toBe(1000);
    expect(pickPayableAmount(1000, 2, 1, new Set())).toBe(1000);
    expect(pickPayableAmount(1000, 2, 1, new Set([1000]))).toBe(1001);
    expect(pickPayableAmount(1000, 2, 1, new Set([1000, 1001]))).toBe(999);
    expect(pickPayableAmount(1000, 2, 1, new Set([1000, 1001, 999]))).toBe(1002);
    expect(pickPayableAmount(1000, 2, 1, new Set([1000, 1001, 999, 1002]))).toBeNull();
    expect(pickPayableAmount(1, 0, 5, new Set([1]))).toBeNull();
  });
});

describe.each(backends)('allocation (%s)', (kind) => {
  let b: TestBackend;
  let adminToken: string;

  /** A fresh product with one merchant and the given accounts, so nothing else competes. */
  async function pool(accounts: { supplier?: Parameters<typeof makeSupplier>[2]; resource?: Parameters<typeof makeResource>[3] }[]) {
    const productId = await makeProduct(b);
    const merchant = await makeMerchant(b, productId);
    const ids: number[] = [];
    for (const a of accounts) {
      const s = await makeSupplier(b, productId, a.supplier);
      ids.push(await makeResource(b, s.id, productId, a.resource));
    }
    const create = (amount = 1_000) => createOrderFor(b, merchant, productId, amount);
    return { productId, merchant, ids, create };
  }
  const info = (orderCode: string) => b.call<OrderAllocateInfo>('GET', '/v1.0/order/getOrderAllocateInfo', { orderCode }, { token: adminToken });

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    adminToken = await b.sessionFor('admin0001');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('skips disabled and deleted accounts and keeps the reason', async () => {
    const p = await pool([{ resource: { state: 1 } }, { resource: { deletedAt: now } }]);
    const res = await p.create();
    expect(res.data.status).toBe(S.allocationFailed);
    const kept = await info(res.data.orderCode);
    expect(kept.data).toMatchObject({ status: S.allocationFailed, resourceId: null, checked: 1, failures: { resourceDisabled: 1 } });
  });

  it('skips offline monitors, suppliers that do not accept orders and suppliers short of balance', async () => {
    const p = await pool([
      { resource: { monitorState: MonitorState.offline } },
      { supplier: { acceptOrders: false } },
      { supplier: { balance: 999 } },
      { supplier: { balance: 5_000 }, resource: { minOrderBalance: 6_000 } },
    ]);
    const res = await p.create(1_000);
    expect((await info(res.data.orderCode)).data.failures).toEqual({ monitorOffline: 1, supplierUnavailable: 1, supplierBalance: 2 });
    // A supplier with enough balance makes it work.
    const s = await makeSupplier(b, p.productId, { balance: 1_000 });
    const ok = await makeResource(b, s.id, p.productId);
    const next = await p.create(1_000);
    expect(next.data.status).toBe(S.allocated);
    expect((await info(next.data.orderCode)).data.resourceId).toBe(ok);
  });

  it('respects the daily count limit until the next UTC day', async () => {
    const p = await pool([{ resource: { dailyCountLimit: 2 } }]);
    expect((await p.create()).data.status).toBe(S.allocated);
    expect((await p.create()).data.status).toBe(S.allocated);
    const third = await p.create();
    expect(third.data.status).toBe(S.allocationFailed);
    expect((await info(third.data.orderCode)).data.failures).toEqual({ dailyCountLimit: 1 });
    b.clock.advance(24 * 3_600_000);
    try {
      expect((await p.create()).data.status).toBe(S.allocated);
    } finally {
      b.clock.set(now);
    }
  });

  it('respects the daily amount limit', async () => {
    const p = await pool([{ resource: { dailyAmountLimit: 1_500 } }]);
    expect((await p.create(1_000)).data.status).toBe(S.allocated);
    const over = await p.create(600);
    expect((await info(over.data.orderCode)).data.failures).toEqual({ dailyAmountLimit: 1 });
    expect((await p.create(500)).data.status).toBe(S.allocated);
  });

  it('respects max concurrent orders, and a finished order frees its slot', async () => {
    const p = await pool([{ resource: { maxConcurrent: 2 } }]);
    const first = await p.create();
    await p.create();
    const third = await p.create();
    expect((await info(third.data.orderCode)).data.failures).toEqual({ maxConcurrent: 1 });
    await b.db.update(orders).set({ status: S.timedOut }).where(eq(orders.orderCode, first.data.orderCode));
    expect((await p.create()).data.status).toBe(S.allocated);
  });

  it('gives open orders of one account distinct payable amounts within its float range', async () => {
    const p = await pool([{ resource: { floatUp: 2, floatDown: 1 } }]);
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await p.create(1_000));
    expect(made.map((r) => r.data.payableAmount)).toEqual([1_000, 1_001, 999, 1_002]);
    const fifth = await p.create(1_000);
    expect((await info(fifth.data.orderCode)).data.failures).toEqual({ floatAmountsTaken: 1 });
  });

  it('takes turns between accounts (least recently used first)', async () => {
    const p = await pool([{}, {}, {}]);
    const used = [];
    try {
      for (let i = 0; i < 6; i++) {
        b.clock.advance(1_000);
        used.push((await info((await p.create()).data.orderCode)).data.resourceId);
      }
    } finally {
      b.clock.set(now);
    }
    expect(used).toEqual([...p.ids, ...p.ids]);
  });

  it('never exceeds max concurrent under concurrent creates', async () => {
    const p = await pool([{ resource: { maxConcurrent: 3, floatUp: 20 } }]);
    const results = await Promise.all(Array.from({ length: 12 }, () => p.create(2_000)));
    const allocated = results.filter((r) => r.data.status === S.allocated);
    expect(allocated.length).toBe(3);
    expect(new Set(allocated.map((r) => r.data.payableAmount)).size).toBe(3);
  });

  it('answers 404 for an unknown order and refuses merchants', async () => {
    expect((await info('C000')).code).toBe(404);
    const token = await b.sessionFor('merchant01');
    expect((await b.call('GET', '/v1.0/order/getOrderAllocateInfo', { orderCode: 'C000' }, { token })).code).toBe(403);
  });
});
