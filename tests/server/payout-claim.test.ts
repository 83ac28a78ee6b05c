import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoutStatus, ProductId, type PayoutClaimResult } from '../../src/contract/index.ts';
import { auditRecords, payoutOrders } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { makeMerchant, makeProduct, makeSupplier } from './support/order-fixtures.ts';

const P = PayoutStatus;
const now = new Date('2026-05-01T10:00:00.000Z');

describe.each(backends)('payout claims (%s)', (kind) => {
  let b: TestBackend;
  let merchantId: number;
  let suppliers: { id: number; account: string; token: string }[];
  const tokens = new Map<string, string>();

  const token = async (account: string) =>
    tokens.get(account) ?? (tokens.set(account, await b.sessionFor(account)), tokens.get(account)!);
  const claimAs = (t: string, orderId: number) =>
    b.call<PayoutClaimResult>('POST', `/v1.0/payoutOrderClaim/claimOrder?orderId=${orderId}`, {}, { token: t });
  const cancelAs = (t: string, orderId: number) =>
    b.call<PayoutClaimResult>('POST', '/v1.0/payoutOrderClaim/cancelClaim', { orderId }, { token: t });
  const payout = async (id: number) => (await b.db.select().from(payoutOrders).where(eq(payoutOrders.id, id)))[0]!;
  const newPayout = async (o: Partial<typeof payoutOrders.$inferInsert> = {}) => {
    const code = `PT${randomBytes(6).toString('hex')}`;
    const [row] = await b.db
      .insert(payoutOrders)
      .values({
        orderCode: code,
        merchantId,
        mchOrderNo: code,
        productId: ProductId.indiaAutoPayout,
        amount: 50_000,
        status: P.awaitingPayment,
        createdAt: now,
        updatedAt: now,
        ...o,
      })
      .returning({ id: payoutOrders.id });
    return row!.id;
  };

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    const productId = await makeProduct(b);
    merchantId = (await makeMerchant(b, productId)).id;
    suppliers = [];
    for (let i = 0; i < 20; i++) {
      const s = await makeSupplier(b, productId);
      suppliers.push({ ...s, token: await b.sessionFor(s.account) });
    }
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('gives 20 concurrent claims of one order by different suppliers exactly one success', async () => {
    const id = await newPayout();
    const results = await Promise.all(suppliers.map((s) => claimAs(s.token, id)));
    const winners = results.filter((r) => r.code === 200);
    expect(winners.length).toBe(1);
    expect(results.filter((r) => r.code === 409 && r.msgId === 'errors.payoutAlreadyClaimed').length).toBe(19);
    const row = await payout(id);
    expect(row.supplierId).toBe(winners[0]!.data.supplierId);
    expect(row.claimedAt?.toISOString()).toBe(now.toISOString());
    const claims = await b.db
      .select()
      .from(auditRecords)
      .where(sql`${auditRecords.target} = ${row.orderCode} and ${auditRecords.action} = 'payout.claim'`);
    expect(claims.length).toBe(1);
  });

  it('tells a supplier who lost the claim that the order is no longer available, never its code (decision 049.10)', async () => {
    const id = await newPayout();
    const code = (await payout(id)).orderCode;
    expect((await claimAs(suppliers[2]!.token, id)).code).toBe(200);
    const lost = await claimAs(suppliers[3]!.token, id);
    expect(lost).toMatchObject({
      code: 409,
      msgId: 'errors.payoutAlreadyClaimed',
      msg: 'This payout order is no longer available',
      data: null,
    });
    expect(lost.raw.body).not.toContain(code);
  });

  it('lets the claimer or staff give a claim back, nobody else', async () => {
    const id = await newPayout();
    const [a, c] = [suppliers[0]!, suppliers[1]!];
    expect((await claimAs(a.token, id)).data).toMatchObject({ orderId: id, supplierId: a.id });
    expect(await cancelAs(c.token, id)).toMatchObject({ code: 404, msgId: 'errors.payoutNotFound' });
    expect((await cancelAs(a.token, id)).data).toMatchObject({ orderId: id, supplierId: null, claimedAt: null });
    // Unclaimed now: no longer this supplier's to know about; staff learn why.
    expect(await cancelAs(a.token, id)).toMatchObject({ code: 404 });
    expect(await cancelAs(await token('admin0001'), id)).toMatchObject({ code: 409, msgId: 'errors.payoutNotClaimed' });
    expect((await claimAs(c.token, id)).data.supplierId).toBe(c.id);
    expect((await cancelAs(await token('admin0001'), id)).data.supplierId).toBeNull();
    const row = await payout(id);
    expect(row).toMatchObject({ supplierId: null, claimedAt: null, status: P.awaitingPayment });
    const cancels = await b.db
      .select()
      .from(auditRecords)
      .where(sql`${auditRecords.target} = ${row.orderCode} and ${auditRecords.action} = 'payout.cancelClaim'`);
    expect(cancels.map((x) => x.operatorAccount)).toEqual([a.account, 'admin0001']);
  });

  it('refuses orders that are not awaiting payment, paid claims, unknown orders and other roles', async () => {
    const s = suppliers[2]!;
    const done = await newPayout({ status: P.paymentCompleted });
    expect(await claimAs(s.token, done)).toMatchObject({ code: 409, msgId: 'errors.payoutNotClaimable' });
    const paying = await newPayout({ status: P.processingPayment, supplierId: s.id, claimedAt: now });
    expect(await cancelAs(s.token, paying)).toMatchObject({ code: 409, msgId: 'errors.payoutClaimNotCancellable' });
    expect(await claimAs(s.token, 987_654_321)).toMatchObject({ code: 404, msgId: 'errors.payoutNotFound' });
    expect(await claimAs(s.token, 0)).toMatchObject({ code: 400 });
    const open = await newPayout();
    for (const account of ['admin0001', 'service001', 'merchant01'])
      expect((await claimAs(await token(account), open)).code).toBe(403);
    expect((await cancelAs(await token('merchant01'), open)).code).toBe(403);
    expect((await payout(open)).supplierId).toBeNull();
  });
});
