import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MonitorState, OrderStatus, type OrderAllocateInfo } from '../../src/contract/index.ts';
import type { DbOrTx } from '../../server/db/client.ts';
import { orders, resources } from '../../server/db/schema.ts';
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
  async function pool(
    accounts: { supplier?: Parameters<typeof makeSupplier>[2]; resource?: Parameters<typeof makeResource>[3] }[],
  ) {
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
  const info = (orderCode: string) =>
    b.call<OrderAllocateInfo>('GET', '/v1.0/order/getOrderAllocateInfo', { orderCode }, { token: adminToken });
  /** How many of the orders each account got. */
  async function accountsOf(orderCodes: string[]): Promise<Record<number, number>> {
    const rows = await b.db
      .select({ resourceId: orders.resourceId })
      .from(orders)
      .where(inArray(orders.orderCode, orderCodes));
    const per: Record<number, number> = {};
    for (const r of rows) per[r.resourceId!] = (per[r.resourceId!] ?? 0) + 1;
    return per;
  }
  /** Holds the account's row lock in a transaction of its own (another connection) until released. */
  async function holdLock(resourceId: number, inside?: (tx: DbOrTx) => Promise<unknown>) {
    let release = () => {};
    const released = new Promise<void>((r) => (release = r));
    let locked = () => {};
    const isLocked = new Promise<void>((r) => (locked = r));
    const done = b.db.transaction(async (tx) => {
      await tx.select({ id: resources.id }).from(resources).where(eq(resources.id, resourceId)).for('update');
      await inside?.(tx);
      locked();
      await released;
    });
    await isLocked;
    return {
      release: async () => {
        release();
        await done;
      },
    };
  }
  /** The promise, or a failure when it takes longer than `ms` (a create stuck behind a lock). */
  const within = <T>(ms: number, p: Promise<T>) =>
    Promise.race([
      p,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms)),
    ]);

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
    expect(kept.data).toMatchObject({
      status: S.allocationFailed,
      resourceId: null,
      checked: 1,
      failures: { resourceDisabled: 1 },
    });
  });

  it('skips offline monitors, suppliers that do not accept orders and suppliers short of balance', async () => {
    const p = await pool([
      { resource: { monitorState: MonitorState.offline } },
      { supplier: { acceptOrders: false } },
      { supplier: { balance: 999 } },
      { supplier: { balance: 5_000 }, resource: { minOrderBalance: 6_000 } },
    ]);
    const res = await p.create(1_000);
    expect((await info(res.data.orderCode)).data.failures).toEqual({
      monitorOffline: 1,
      supplierUnavailable: 1,
      supplierBalance: 2,
    });
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

  it('never exceeds daily count or amount limits under concurrent creates', async () => {
    const counted = await pool([{ resource: { dailyCountLimit: 2 } }, { resource: { dailyCountLimit: 2 } }]);
    const byCount = await Promise.all(Array.from({ length: 10 }, () => counted.create(1_000)));
    const perCount = await accountsOf(
      byCount.filter((r) => r.data.status === S.allocated).map((r) => r.data.orderCode),
    );
    expect(perCount).toEqual({ [counted.ids[0]!]: 2, [counted.ids[1]!]: 2 });

    const summed = await pool([{ resource: { dailyAmountLimit: 3_000 } }, { resource: { dailyAmountLimit: 3_000 } }]);
    const byAmount = await Promise.all(Array.from({ length: 10 }, () => summed.create(1_000)));
    const perAmount = await accountsOf(
      byAmount.filter((r) => r.data.status === S.allocated).map((r) => r.data.orderCode),
    );
    expect(perAmount).toEqual({ [summed.ids[0]!]: 3, [summed.ids[1]!]: 3 });
  });

  it('gives concurrent creates over several accounts distinct payable amounts per account', async () => {
    const p = await pool([
      { resource: { maxConcurrent: 5, floatUp: 10 } },
      { resource: { maxConcurrent: 5, floatUp: 10 } },
    ]);
    const results = await Promise.all(Array.from({ length: 12 }, () => p.create(2_000)));
    const allocated = results.filter((r) => r.data.status === S.allocated);
    expect(allocated.length).toBe(10);
    const rows = await b.db
      .select({ resourceId: orders.resourceId, payable: orders.payableAmount })
      .from(orders)
      .where(
        inArray(
          orders.orderCode,
          allocated.map((r) => r.data.orderCode),
        ),
      );
    for (const id of p.ids) {
      const amounts = rows.filter((r) => r.resourceId === id).map((r) => r.payable);
      expect(amounts.length).toBe(5);
      expect(new Set(amounts).size).toBe(5);
    }
  });

  // Row locks held by another connection: PostgreSQL only (PGlite has one connection).
  it.runIf(kind === 'postgres')('takes a free account instead of waiting for one another create holds', async () => {
    const p = await pool([{}, {}]);
    const held = await holdLock(p.ids[0]!);
    try {
      const res = await within(5_000, p.create());
      expect(res.data.status).toBe(S.allocated);
      expect((await info(res.data.orderCode)).data.resourceId).toBe(p.ids[1]);
    } finally {
      await held.release();
    }
    // The held account was not passed over for good: it is still the least recently used.
    expect((await info((await p.create()).data.orderCode)).data.resourceId).toBe(p.ids[0]);
  });

  it.runIf(kind === 'postgres')(
    'waits for a held account when no other is free, and counts what its holder committed',
    async () => {
      const p = await pool([{ resource: { maxConcurrent: 1 } }]);
      // Another create holding the account inserts an open order on it and commits after ours asked.
      const held = await holdLock(p.ids[0]!, async (tx) => {
        await tx.insert(orders).values({
          orderCode: `H${p.ids[0]}`,
          merchantId: p.merchant.id,
          mchOrderNo: `H${p.ids[0]}`,
          productId: p.productId,
          amount: 1_000,
          payableAmount: 1_000,
          status: S.allocated,
          resourceId: p.ids[0]!,
          createdAt: now,
          updatedAt: now,
        });
      });
      let settled = false;
      const pending = p.create().finally(() => (settled = true));
      await new Promise((r) => setTimeout(r, 300));
      expect(settled).toBe(false);
      await held.release();
      const res = await pending;
      expect(res.data.status).toBe(S.allocationFailed);
      expect((await info(res.data.orderCode)).data.failures).toEqual({ maxConcurrent: 1 });
    },
  );

  it('answers 404 for an unknown order and refuses merchants', async () => {
    expect((await info('C000')).code).toBe(404);
    const token = await b.sessionFor('merchant01');
    expect((await b.call('GET', '/v1.0/order/getOrderAllocateInfo', { orderCode: 'C000' }, { token })).code).toBe(403);
  });
});
