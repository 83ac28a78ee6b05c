import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecords, dynamicPayRecords, messages, payScripts, users } from '../../server/db/schema.ts';
import { defaultLimits } from '../../server/modules/dynamic-pay/sandbox.ts';
import { SandboxPool } from '../../server/modules/dynamic-pay/sandbox-pool.ts';
import { timeoutSwitchOff } from '../../server/modules/dynamic-pay/timeouts.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';
import {
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  orderParams,
  postCreate,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';

const spinner = 'function pay() { while (true) {} }';
const quick = 'function pay(input) { return { n: input.n }; }';
const limits = { ...defaultLimits, timeMs: 200 };

/** Runs three spinning runs of product 1, then one quick run of product 2, and answers who finished when. */
async function finishingOrder(pool: SandboxPool): Promise<string[]> {
  const done: string[] = [];
  const runs = [1, 2, 3].map((i) => pool.run(1, spinner, {}, limits).then(() => done.push(`slow${i}`)));
  runs.push(pool.run(2, quick, { n: 7 }, limits).then((o) => done.push(o.ok ? 'quick' : 'quick failed')));
  await Promise.all(runs);
  return done;
}

/**
 * Decision 078: one worker ran every pay script in turn, so one script spinning to its time limit
 * slowed every scripted create. A pool of workers keeps a product's runs on one worker while it has
 * runs waiting, and other products take another one.
 */
describe('pay-script sandbox pool', () => {
  const pools: SandboxPool[] = [];
  afterAll(() => Promise.all(pools.map((p) => p.close())));

  it("lets another product's run pass a script spinning to its limit, where one worker made it wait", async () => {
    const pool = new SandboxPool(2);
    pools.push(pool);
    // Warm both workers first, so the comparison is not about starting QuickJS.
    await Promise.all([pool.sandboxes[0]!.run(quick, { n: 0 }), pool.sandboxes[1]!.run(quick, { n: 0 })]);
    const order = await finishingOrder(pool);
    expect(order.indexOf('quick')).toBe(0);
    expect(order.slice(1)).toEqual(['slow1', 'slow2', 'slow3']);
    // Product 1's runs stayed on one worker, in order.
    expect(pool.sandboxes.map((s) => s.load)).toEqual([0, 0]);

    const single = new SandboxPool(1);
    pools.push(single);
    await single.run(9, quick, { n: 0 });
    expect(await finishingOrder(single)).toEqual(['slow1', 'slow2', 'slow3', 'quick']);
  });
});

/** A script that reaches its time limit again and again is switched off, with an audit record and an alert. */
describe.each(backends)('a pay script timing out repeatedly (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let n = 0;
  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 5 });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    const supplier = await makeSupplier(b, productId);
    await makeResource(b, supplier.id, productId);
  }, 120_000);
  afterAll(() => b?.close());

  it(`is switched off at its ${timeoutSwitchOff.count}th timeout within 10 minutes, audited, and superAdmins are told`, async () => {
    const token = await b.sessionFor('superadmin');
    const saved = await b.app.inject({
      method: 'POST',
      url: '/v1.0/payScript/save',
      headers: { token },
      payload: { productId, source: spinner, note: 'spins', activate: true },
    });
    const version = (saved.json() as Envelope<{ id: number }>).data;
    const create = () => postCreate(b, signed(merchant, orderParams(merchant, productId, `TO${kind}${n++}`, 100_000)));
    for (let i = 1; i < timeoutSwitchOff.count; i++) {
      expect((await create()).code).toBe(200);
      b.clock.advance(60_000);
    }
    const active = async () =>
      (await b.db.select().from(payScripts).where(eq(payScripts.productId, productId)))[0]?.activeVersionId;
    expect(await active()).toBe(version.id);
    // The 5th within 10 minutes switches it off; the order itself is still created.
    expect((await create()).code).toBe(200);
    expect(await active()).toBeNull();
    const timeouts = await b.db
      .select()
      .from(dynamicPayRecords)
      .where(and(eq(dynamicPayRecords.productId, productId), eq(dynamicPayRecords.ok, false)));
    expect(timeouts).toHaveLength(timeoutSwitchOff.count);
    const [record, ...more] = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, 'payScript.disable'), eq(auditRecords.target, `payScript:${productId}`)));
    expect(more).toEqual([]);
    expect(record).toMatchObject({ operatorId: null, before: { activeVersionId: version.id } });
    expect(record!.after).toMatchObject({
      activeVersionId: null,
      reason: 'timeouts',
      timeouts: timeoutSwitchOff.count,
    });
    const [admin] = await b.db.select({ id: users.id }).from(users).where(eq(users.account, 'superadmin'));
    const alerts = await b.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.userId, admin!.id), eq(messages.title, `Pay script of product ${productId} switched off`)),
      );
    expect(alerts).toHaveLength(1);
    // Without an active script the next order is not run through it.
    expect((await create()).code).toBe(200);
    expect(
      await b.db
        .select()
        .from(dynamicPayRecords)
        .where(and(eq(dynamicPayRecords.productId, productId), eq(dynamicPayRecords.ok, false))),
    ).toHaveLength(timeoutSwitchOff.count);
  });
});
