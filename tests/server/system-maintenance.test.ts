import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  MonitorState,
  OrderStatus as S,
  type MaintenanceChange,
  type MaintenanceReport,
} from '../../src/contract/index.ts';
import { auditRecords, balances, orders, resources, users } from '../../server/db/schema.ts';
import { reservingStatuses } from '../../server/modules/orders/index.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
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
const base = '/v1.0/system-config';
const actions = ['fixSystemResources', 'resetSystemResourcePool'] as const;
type Action = (typeof actions)[number];
const preview = (a: Action) => `${base}/preview${a[0]!.toUpperCase()}${a.slice(1)}`;

// Decision 052: the two maintenance actions of product 7.9 repair the pool allocation draws from.
describe.each(backends)('system maintenance (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let supplier: { id: number; account: string };
  let accountIds: number[];
  let superadmin: string;

  const code = () => {
    // A Google code works once: the next one is 30 s later.
    b.clock.advance(30_000);
    return googleCodeAt(demoGoogleSecret, b.clock.now());
  };
  const dryRun = async (a: Action, token = superadmin) => b.call<MaintenanceReport>('GET', preview(a), {}, { token });
  const apply = async (a: Action, input: Record<string, unknown>, token = superadmin) =>
    b.call<MaintenanceReport>('POST', `${base}/${a}`, input, { token });
  /** Every balance row whose reservation differs from the sum of its supplier's reserving orders. */
  const reservationErrors = () =>
    rows<{ user_id: number }>(
      b,
      sql`select user_id from balances b where reserved <> coalesce((select sum(amount) from orders o where o.supplier_id = b.user_id
        and o.status = any(${`{${reservingStatuses.join(',')}}`}::smallint[])), 0)`,
    );
  const fieldsOf = (changes: MaintenanceChange[]) =>
    changes.map((c) => [c.resourceId, c.orderCode, c.supplierId, c.field, c.before, c.after]);

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 20, now });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    const s = await makeSupplier(b, productId, { balance: 1_000_000_000 });
    supplier = { id: s.id, account: (await b.db.select().from(users).where(eq(users.id, s.id)))[0]!.account };
    accountIds = [];
    for (let i = 0; i < 4; i++)
      accountIds.push(await makeResource(b, s.id, productId, { accountName: `Maint ${i}`, cardNumber: `6200000${i}` }));
    for (let i = 0; i < 6; i++)
      expect((await createOrderFor(b, merchant, productId, 10_000 + i)).data.status).toBe(S.allocated);
    await b.db.update(users).set({ googleSecret: demoGoogleSecret }).where(eq(users.account, 'superadmin'));
    superadmin = await b.sessionFor('superadmin');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('finds nothing to change on a consistent database', async () => {
    for (const a of actions) expect((await dryRun(a)).data).toEqual({ action: a, applied: false, changes: [] });
  });

  it('fix lists exactly the corrupted reservation and the stale order lock, applies the same and leaves reservations equal to a recount', async () => {
    const [before] = await b.db.select().from(balances).where(eq(balances.userId, supplier.id));
    await b.db
      .update(balances)
      .set({ reserved: before!.reserved + 777 })
      .where(eq(balances.userId, supplier.id));
    const [order] = await b.db
      .select()
      .from(orders)
      .where(eq(orders.supplierId, supplier.id))
      .orderBy(orders.id)
      .limit(1);
    await b.db.update(orders).set({ locked: true }).where(eq(orders.id, order!.id));
    expect(await reservationErrors()).toHaveLength(1);

    const dry = await dryRun('fixSystemResources');
    expect(dry.code).toBe(200);
    expect(fieldsOf(dry.data.changes)).toEqual([
      [order!.resourceId, order!.orderCode, supplier.id, 'locked', true, false],
      [null, null, supplier.id, 'reserved', before!.reserved + 777, before!.reserved],
    ]);
    expect(dry.data.changes[0]).toMatchObject({
      accountNumber: expect.stringMatching(/^6200000/),
      supplierAccount: supplier.account,
    });
    // The dry run wrote nothing.
    expect(await reservationErrors()).toHaveLength(1);

    const applied = await apply('fixSystemResources', { googleCode: code() });
    expect(applied.code).toBe(200);
    expect(applied.data).toEqual({ action: 'fixSystemResources', applied: true, changes: dry.data.changes });
    expect(await reservationErrors()).toEqual([]);
    expect((await b.db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.locked).toBe(false);
    const [record] = await b.db
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.action, 'systemConfig.fixSystemResources'));
    expect(record).toMatchObject({ operatorAccount: 'superadmin' });
    expect(JSON.stringify(record!.after)).toContain(order!.orderCode);
    expect((await dryRun('fixSystemResources')).data.changes).toEqual([]);
  });

  it('leaves the lock of an order in Rejecting alone', async () => {
    const [order] = await b.db
      .select()
      .from(orders)
      .where(eq(orders.supplierId, supplier.id))
      .orderBy(orders.id)
      .limit(1);
    await b.db.update(orders).set({ locked: true, status: S.rejecting }).where(eq(orders.id, order!.id));
    try {
      expect((await dryRun('fixSystemResources')).data.changes).toEqual([]);
    } finally {
      await b.db.update(orders).set({ locked: false, status: order!.status }).where(eq(orders.id, order!.id));
    }
  });

  it('reset lists exactly the accounts in a wrong pool state, applies the same, and they are back', async () => {
    const [a, d, m] = accountIds as [number, number, number];
    const future = new Date(b.clock.now().getTime() + 86_400_000);
    await b.db.update(resources).set({ lastAllocatedAt: future }).where(eq(resources.id, a));
    await b.db.update(resources).set({ deletedAt: b.clock.now(), state: 0 }).where(eq(resources.id, d));
    // Silent for longer than MonitorLiveTime (120 s) yet still Running.
    await b.db
      .update(resources)
      .set({
        monitorKey: 'k',
        monitorState: MonitorState.running,
        monitorLastSeenAt: new Date(b.clock.now().getTime() - 3_600_000),
      })
      .where(eq(resources.id, m));

    const dry = await dryRun('resetSystemResourcePool');
    expect(fieldsOf(dry.data.changes)).toEqual([
      [a, null, supplier.id, 'lastAllocatedAt', future.toISOString(), null],
      [d, null, supplier.id, 'state', 0, 1],
      [m, null, supplier.id, 'monitorState', MonitorState.running, MonitorState.offline],
    ]);
    const applied = await apply('resetSystemResourcePool', { googleCode: code() });
    expect(applied.data).toEqual({ action: 'resetSystemResourcePool', applied: true, changes: dry.data.changes });
    const after = await b.db
      .select()
      .from(resources)
      .where(sql`${resources.id} in (${a}, ${d}, ${m})`)
      .orderBy(resources.id);
    expect([after[0]!.lastAllocatedAt, after[1]!.state, after[2]!.monitorState]).toEqual([
      null,
      1,
      MonitorState.offline,
    ]);
    expect(
      (await b.db.select().from(auditRecords).where(eq(auditRecords.action, 'systemConfig.resetSystemResourcePool')))
        .length,
    ).toBe(1);
    expect((await dryRun('resetSystemResourcePool')).data.changes).toEqual([]);
    // The deleted account stays deleted; the silent one is back in the pool once it reports.
    await b.db
      .update(resources)
      .set({ monitorState: MonitorState.running, monitorLastSeenAt: b.clock.now() })
      .where(eq(resources.id, m));
  });

  it('lets technicalMaintenance read both dry runs but apply neither; refuses admin and merchant', async () => {
    const techmaint = await b.sessionFor('techmaint1');
    for (const a of actions) {
      expect((await dryRun(a, techmaint)).code).toBe(200);
      expect((await apply(a, { googleCode: code() }, techmaint)).code).toBe(Code.forbidden);
      for (const account of ['admin0001', 'merchant01']) {
        const token = await b.sessionFor(account);
        expect([account, (await dryRun(a, token)).code]).toEqual([account, Code.forbidden]);
        expect([account, (await apply(a, { googleCode: code() }, token)).code]).toEqual([account, Code.forbidden]);
      }
    }
  });

  it('applies nothing without the right Google code', async () => {
    const [before] = await b.db.select().from(balances).where(eq(balances.userId, supplier.id));
    await b.db
      .update(balances)
      .set({ reserved: before!.reserved + 5 })
      .where(eq(balances.userId, supplier.id));
    for (const a of actions) {
      expect(await apply(a, {})).toMatchObject({ code: Code.googleCodeRequired, msgId: 'errors.googleCodeRequired' });
      const good = code();
      expect(await apply(a, { googleCode: good === '000000' ? '111111' : '000000' })).toMatchObject({
        code: Code.googleCodeInvalid,
      });
    }
    expect(await reservationErrors()).toHaveLength(1);
    expect((await apply('fixSystemResources', { googleCode: code() })).data.changes).toHaveLength(1);
    expect(await reservationErrors()).toEqual([]);
  });

  it.runIf(kind === 'postgres')(
    'waits for an order change holding the supplier balance row and counts it, instead of writing over it',
    async () => {
      const [before] = await b.db.select().from(balances).where(eq(balances.userId, supplier.id));
      await b.db
        .update(balances)
        .set({ reserved: before!.reserved + 999 })
        .where(eq(balances.userId, supplier.id));
      const [order] = await b.db
        .select()
        .from(orders)
        .where(sql`${orders.supplierId} = ${supplier.id} and ${orders.status} = ${S.allocated}`)
        .orderBy(orders.id)
        .limit(1);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let changed!: () => void;
      const holding = new Promise<void>((resolve) => (changed = resolve));
      // Another writer: the order's amount grows by 100 (the trigger adds it to the reservation and
      // keeps the balance row locked) and it has not committed when the apply starts.
      const writer = b.db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ amount: order!.amount + 100 })
          .where(eq(orders.id, order!.id));
        changed();
        await gate;
      });
      await holding;
      const fix = apply('fixSystemResources', { googleCode: code() });
      // Until the apply waits on a lock of this database; then the writer commits.
      for (;;) {
        const [w] = await rows<{ n: string | number }>(
          b,
          sql`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (Number(w!.n) > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      release();
      await writer;
      expect((await fix).code).toBe(200);
      expect(await reservationErrors()).toEqual([]);
    },
  );

  it.runIf(kind === 'postgres')(
    'leaves reservations equal to a recount when applied while 50 creates run',
    async () => {
      await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
      const [before] = await b.db.select().from(balances).where(eq(balances.userId, supplier.id));
      await b.db
        .update(balances)
        .set({ reserved: before!.reserved + 12_345 })
        .where(eq(balances.userId, supplier.id));
      const first = code();
      const second = code();
      const creates = Array.from({ length: 50 }, (_, i) => createOrderFor(b, merchant, productId, 20_000 + i));
      // One apply as the creates start, one once half of them are answered.
      const fixes = [
        apply('fixSystemResources', { googleCode: first }),
        creates[24]!.then(() => apply('fixSystemResources', { googleCode: second })),
      ];
      const [answers, applied] = await Promise.all([Promise.all(creates), Promise.all(fixes)]);
      expect(applied.map((f) => f.code)).toEqual([200, 200]);
      expect(answers.filter((a) => a.data.status === S.allocated)).toHaveLength(50);
      expect(await reservationErrors()).toEqual([]);
      expect((await dryRun('fixSystemResources')).data.changes).toEqual([]);
    },
  );
});
