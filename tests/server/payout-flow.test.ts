import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, FundReason, PayoutStatus, type Page, type PayoutRow } from '../../src/contract/index.ts';
import { auditRecords, fundRecords, payoutOrders, users } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { balanceOf, makeMerchant, makeSupplier, setSetting, type TestMerchant } from './support/order-fixtures.ts';
import { apiPayout, fund, ledgerMismatches, makePayoutProduct } from './support/payout-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
const P = PayoutStatus;
let serial = 0;
const no = () => `PF${Date.now().toString(36)}${serial++}`;
const utr = () => String(100_000_000_000 + serial++ * 7919);

describe.each(backends)('payout flow, money and scopes (%s)', (kind) => {
  let b: TestBackend;
  let product: number;
  let m: TestMerchant;
  let s1: { id: number; token: string };
  let s2: { id: number; token: string };
  let mToken: string;
  let admin: string;

  const post = <T = PayoutRow>(path: string, input: Record<string, unknown>, token: string) =>
    b.call<T>('POST', path, input, { token });
  const list = (token: string, input: Record<string, unknown> = {}) =>
    b.call<Page<PayoutRow>>('GET', '/v1.0/payoutOrder/getList', { pageNum: 100, ...input }, { token });
  const pool = (token: string, input: Record<string, unknown> = {}) =>
    b.call<Page<PayoutRow>>('GET', '/v1.0/payoutOrder/getPool', { pageNum: 100, ...input }, { token });
  const payout = async (orderCode: string) =>
    (await b.db.select().from(payoutOrders).where(eq(payoutOrders.orderCode, orderCode)))[0]!;
  const claim = async (token: string, orderCode: string) =>
    b.call('POST', `/v1.0/payoutOrderClaim/claimOrder?orderId=${(await payout(orderCode)).id}`, {}, { token });
  const recordsOf = (orderCode: string, userId: number) =>
    b.db
      .select({ reason: fundRecords.reason, amount: fundRecords.amount })
      .from(fundRecords)
      .where(and(eq(fundRecords.orderCode, orderCode), eq(fundRecords.userId, userId)))
      .orderBy(fundRecords.id);
  const create = async (amount: number, merchant = m) =>
    (await apiPayout(b, merchant, product, no(), amount)).data.orderCode;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', true);
    await setSetting(b, 'AutoAssignPayoutOrder', false);
    product = await makePayoutProduct(b);
    m = await makeMerchant(b, product, { rate: 100, fixedFee: 200 });
    await fund(b, m.id, 10_000_000);
    mToken = await b.sessionFor(m.account);
    admin = await b.sessionFor('admin0001');
    // The supplier earns 0.5 % + 1.00 per payout it pays.
    const a = await makeSupplier(b, product, { rate: 50, fixedFee: 100 });
    const c = await makeSupplier(b, product, { rate: 50, fixedFee: 100 });
    s1 = { id: a.id, token: await b.sessionFor(a.account) };
    s2 = { id: c.id, token: await b.sessionFor(c.account) };
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('supplier claims from the pool, pays and completes with a UTR: the hold pays the merchant side, the supplier gets amount + commission', async () => {
    const code = await create(100_000);
    const mAfterHold = await balanceOf(b, m.id);
    const sBefore = await balanceOf(b, s1.id);
    expect((await pool(s1.token)).data.list.map((r) => r.orderCode)).toContain(code);
    expect((await claim(s1.token, code)).code).toBe(200);
    expect((await pool(s1.token)).data.list.map((r) => r.orderCode)).not.toContain(code);
    expect((await post('/v1.0/payoutOrder/markProcessing', { orderCode: code }, s1.token)).data.status).toBe(
      P.processingPayment,
    );
    const u = utr();
    const done = await post('/v1.0/payoutOrder/complete', { orderCode: code, utr: u }, s1.token);
    expect(done.data).toMatchObject({ status: P.paymentCompleted, utr: u, supplierId: s1.id, fee: 0 });
    expect(await balanceOf(b, m.id)).toBe(mAfterHold);
    expect(await balanceOf(b, s1.id)).toBe(sBefore + 100_000 + 600);
    expect(await recordsOf(code, m.id)).toEqual([{ reason: FundReason.payoutHold, amount: -101_200 }]);
    expect(await recordsOf(code, s1.id)).toEqual([{ reason: FundReason.payoutPaid, amount: 100_600 }]);
    // The merchant sees it completed, not who paid.
    const seen = (await list(mToken, { orderCode: code })).data.list[0]!;
    expect(seen).toMatchObject({ status: P.paymentCompleted, utr: u, supplierId: null, supplierName: '', fee: 1_200 });
    const actions = await b.db
      .select({ action: auditRecords.action })
      .from(auditRecords)
      .where(eq(auditRecords.target, code))
      .orderBy(auditRecords.id);
    expect(actions.map((a) => a.action)).toEqual(['payout.claim', 'payout.markProcessing', 'payout.complete']);
    // Done is done.
    expect(await post('/v1.0/payoutOrder/complete', { orderCode: code, utr: utr() }, s1.token)).toMatchObject({
      code: 409,
      msgId: 'errors.payoutTransitionInvalid',
    });
  });

  it('without a hold, completion debits the merchant amount + fee, and refuses when the balance is short', async () => {
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', false);
    try {
      const poor = await makeMerchant(b, product, { rate: 0, fixedFee: 300 });
      const code = await create(10_000, poor);
      await claim(s1.token, code);
      expect(await post('/v1.0/payoutOrder/complete', { orderCode: code, utr: utr() }, s1.token)).toMatchObject({
        code: 409,
        msgId: 'errors.insufficientBalance',
      });
      expect((await payout(code)).status).toBe(P.awaitingPayment);
      await fund(b, poor.id, 10_300);
      expect((await post('/v1.0/payoutOrder/complete', { orderCode: code, utr: utr() }, s1.token)).data.status).toBe(
        P.paymentCompleted,
      );
      expect(await balanceOf(b, poor.id)).toBe(0);
      expect(await recordsOf(code, poor.id)).toEqual([{ reason: FundReason.payoutPaid, amount: -10_300 }]);
    } finally {
      await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', true);
    }
  });

  it('reject to the merchant cancels the payout and returns the hold', async () => {
    const code = await create(20_000);
    const before = await balanceOf(b, m.id);
    await claim(s1.token, code);
    const res = await post(
      '/v1.0/payoutOrder/reject',
      { orderCode: code, mode: 'merchant', reason: 'other', otherReason: 'Beneficiary bank closed' },
      s1.token,
    );
    expect(res.data).toMatchObject({ status: P.paymentCancelled, rejectReason: 'Beneficiary bank closed' });
    expect(await balanceOf(b, m.id)).toBe(before + 20_400);
    expect(await recordsOf(code, m.id)).toEqual([
      { reason: FundReason.payoutHold, amount: -20_400 },
      { reason: FundReason.payoutRelease, amount: 20_400 },
    ]);
    expect(
      await post('/v1.0/payoutOrder/reject', { orderCode: code, mode: 'merchant', reason: 'nameMismatch' }, admin),
    ).toMatchObject({ code: 409, msgId: 'errors.payoutTransitionInvalid' });
    expect(
      await post('/v1.0/payoutOrder/reject', { orderCode: code, mode: 'merchant', reason: 'other' }, admin),
    ).toMatchObject({ code: 400, msgId: 'validation.rejectReason.textRequired' });
  });

  it('reject back to the list makes it unassigned and awaiting again, hold kept, claimable by another supplier', async () => {
    const code = await create(30_000);
    const before = await balanceOf(b, m.id);
    await claim(s1.token, code);
    await post('/v1.0/payoutOrder/markProcessing', { orderCode: code }, s1.token);
    await b.db.update(payoutOrders).set({ batchId: 3 }).where(eq(payoutOrders.orderCode, code));
    const res = await post(
      '/v1.0/payoutOrder/reject',
      { orderCode: code, mode: 'list', reason: 'bankUnavailable' },
      s1.token,
    );
    expect(res.data).toMatchObject({
      status: P.awaitingPayment,
      supplierId: null,
      batchId: null,
      claimedTime: null,
      rejectReason: 'bankUnavailable',
    });
    expect(await balanceOf(b, m.id)).toBe(before);
    expect((await pool(s2.token)).data.list.map((r) => r.orderCode)).toContain(code);
    // No longer s1's: it answers as unknown.
    expect(await post('/v1.0/payoutOrder/markProcessing', { orderCode: code }, s1.token)).toMatchObject({ code: 404 });
    expect((await claim(s2.token, code)).code).toBe(200);
    expect((await post('/v1.0/payoutOrder/complete', { orderCode: code, utr: utr() }, s2.token)).data.status).toBe(
      P.paymentCompleted,
    );
    expect(await recordsOf(code, m.id)).toEqual([{ reason: FundReason.payoutHold, amount: -30_500 }]);
    const actions = await b.db
      .select({ action: auditRecords.action })
      .from(auditRecords)
      .where(eq(auditRecords.target, code))
      .orderBy(auditRecords.id);
    expect(actions.map((a) => a.action)).toEqual([
      'payout.claim',
      'payout.markProcessing',
      'payout.rejectToList',
      'payout.claim',
      'payout.complete',
    ]);
  });

  it('lets a merchant cancel its own unclaimed payout only; other roles and other suppliers are refused', async () => {
    const code = await create(5_000);
    const before = await balanceOf(b, m.id);
    const other = await makeMerchant(b, product);
    const otherToken = await b.sessionFor(other.account);
    expect(await post('/v1.0/payoutOrder/cancel', { orderCode: code }, otherToken)).toMatchObject({ code: 404 });
    expect(await post('/v1.0/payoutOrder/complete', { orderCode: code, utr: utr() }, mToken)).toMatchObject({
      code: 403,
    });
    expect(await post('/v1.0/payoutOrder/cancel', { orderCode: code }, s1.token)).toMatchObject({ code: 403 });
    expect((await post('/v1.0/payoutOrder/cancel', { orderCode: code }, mToken)).data.status).toBe(P.paymentCancelled);
    expect(await balanceOf(b, m.id)).toBe(before + 5_250);
    const claimed = await create(5_000);
    await claim(s1.token, claimed);
    expect(await post('/v1.0/payoutOrder/cancel', { orderCode: claimed }, mToken)).toMatchObject({
      code: 409,
      msgId: 'errors.payoutNotCancellable',
    });
    expect(await post('/v1.0/payoutOrder/complete', { orderCode: claimed, utr: utr() }, s2.token)).toMatchObject({
      code: 404,
    });
    expect((await post('/v1.0/payoutOrder/cancel', { orderCode: claimed }, admin)).data.status).toBe(
      P.paymentCancelled,
    );
  });

  it('asks for the Google code when EnableGoogleVerifyForManualSupplement is on', async () => {
    const code = await create(1_000);
    await claim(s1.token, code);
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', true);
    try {
      expect(await post('/v1.0/payoutOrder/complete', { orderCode: code, utr: utr() }, s1.token)).toMatchObject({
        code: Code.googleCodeRequired,
      });
      expect(
        await post('/v1.0/payoutOrder/reject', { orderCode: code, mode: 'list', reason: 'nameMismatch' }, s1.token),
      ).toMatchObject({ code: Code.googleCodeRequired });
      expect((await payout(code)).status).toBe(P.awaitingPayment);
    } finally {
      await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    }
  });

  it('scopes the list: merchant own, supplier own claims, agent its team, staff all; filters by status, merchant and time', async () => {
    const agent = await makeSupplier(b, product, { isAgent: true });
    const agentToken = await b.sessionFor(
      `${(await b.db.select({ a: users.account }).from(users).where(eq(users.id, agent.id)))[0]!.a}`,
    );
    const member = await makeSupplier(b, product, { parentId: agent.id });
    const memberToken = await b.sessionFor(
      (await b.db.select({ a: users.account }).from(users).where(eq(users.id, member.id)))[0]!.a,
    );
    const code = await create(2_000);
    await claim(memberToken, code);
    const codes = async (token: string, input: Record<string, unknown> = {}) =>
      (await list(token, input)).data.list.map((r) => r.orderCode);
    expect(await codes(agentToken)).toEqual([code]);
    expect(await codes(memberToken)).toEqual([code]);
    expect(await codes(s2.token)).not.toContain(code);
    expect((await list(s1.token)).data.list.every((r) => r.supplierId === s1.id && r.fee === 0)).toBe(true);
    expect((await list(mToken)).data.list.every((r) => r.merchantId === m.id)).toBe(true);
    expect(await codes(admin, { merchantId: m.id, status: P.awaitingPayment })).toContain(code);
    expect(await codes(admin, { merchantId: m.id, status: P.paymentCompleted })).not.toContain(code);
    // Several statuses at once (the filter's multi-select): a comma list, each a payout status.
    const now = (await payout(code)).status;
    expect(await codes(admin, { merchantId: m.id, status: `${P.paymentCompleted},${now}` })).toContain(code);
    expect(
      await codes(admin, { merchantId: m.id, status: `${P.paymentCompleted},${P.paymentCancelled}` }),
    ).not.toContain(code);
    expect((await list(admin, { status: `${P.paymentCompleted},99` })).status).toBe(400);
    expect((await list(admin, { status: '1;2' })).status).toBe(400);
    expect(
      await codes(admin, { orderCode: code, startTime: '2026-05-01 10:00:00', endTime: '2026-05-01 10:00:00' }),
    ).toEqual([code]);
    // The search box's orderNumber: either number, within the caller's scope.
    const mine = await payout(code);
    expect(await codes(mToken, { orderNumber: code })).toEqual([code]);
    expect(await codes(mToken, { orderNumber: mine.mchOrderNo })).toEqual([code]);
    expect(await codes(s2.token, { orderNumber: code })).toEqual([]);
    expect(await codes(admin, { orderNumber: 'no-such-number' })).toEqual([]);
    expect(await codes(admin, { orderCode: code, startTime: '2026-05-01 10:00:01' })).toEqual([]);
    expect((await b.call('GET', '/v1.0/payoutOrder/getPool', {}, { token: mToken })).code).toBe(403);
    expect((await pool(admin)).data.list.every((r) => r.supplierId === null && r.status === P.awaitingPayment)).toBe(
      true,
    );
    expect(await ledgerMismatches(b)).toEqual([]);
  });
});
