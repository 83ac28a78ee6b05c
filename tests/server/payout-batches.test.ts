import { and, desc, eq, inArray } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  FundReason,
  PayoutBatchStatus,
  PayoutStatus,
  formatUtcDateTime,
  type Page,
  type PayoutBatchDetail,
  type PayoutBatchExport,
  type PayoutBatchRow,
  type PayoutRow,
} from '../../src/contract/index.ts';
import { auditRecords, fundRecords, payoutBatches, payoutOrders } from '../../server/db/schema.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  balanceOf,
  makeMerchant,
  makeResource,
  makeSupplier,
  setSetting,
  type TestMerchant,
} from './support/order-fixtures.ts';
import { apiPayout, fund, ledgerMismatches, makePayoutProduct } from './support/payout-fixtures.ts';

const start = new Date('2026-05-01T10:00:00.000Z');
const P = PayoutStatus;
const B = PayoutBatchStatus;
const hour = 3_600_000;
let serial = 0;
const no = () => `PB${Date.now().toString(36)}${serial++}`;

describe.each(backends)('payout batches (%s)', (kind) => {
  let b: TestBackend;
  let product: number;
  let m: TestMerchant;
  let s1: { id: number; token: string; resource: number };
  let s2: { id: number; token: string; resource: number };
  let admin: string;
  let cs: string;

  const post = <T = PayoutBatchRow>(path: string, input: Record<string, unknown>, token: string) =>
    b.call<T>('POST', `/v1.0/payoutBatch/${path}`, input, { token });
  const get = <T>(path: string, input: Record<string, unknown>, token: string) =>
    b.call<T>('GET', `/v1.0/payoutBatch/${path}`, input, { token });
  const payout = async (orderCode: string) =>
    (await b.db.select().from(payoutOrders).where(eq(payoutOrders.orderCode, orderCode)))[0]!;
  const create = async (amount: number) => {
    const res = await apiPayout(b, m, product, no(), amount);
    expect(res.code, res.msg).toBe(200);
    return res.data.orderCode;
  };
  const many = async (amounts: number[]) => {
    const codes: string[] = [];
    for (const a of amounts) codes.push(await create(a));
    return codes;
  };
  const base = (resourceId: number) => ({ templateId: 'indiaNeftImps', resourceId, maxOrders: 500 });
  const bySelection = (resourceId: number, orderCodes: string[], extra: Record<string, unknown> = {}) => ({
    mode: 'selected',
    ...base(resourceId),
    orderCodes,
    ...extra,
  });
  /** A fresh hour of the test clock: rules only see the orders made in it (the demo's are older). */
  const freshHour = () => {
    b.clock.advance(2 * hour);
    const from = b.clock.now();
    return { startTime: formatUtcDateTime(from), endTime: formatUtcDateTime(new Date(from.getTime() + hour)) };
  };
  const statuses = async (codes: string[]) =>
    (
      await b.db
        .select({ c: payoutOrders.orderCode, s: payoutOrders.status })
        .from(payoutOrders)
        .where(inArray(payoutOrders.orderCode, codes))
    ).map((r) => r.s);
  const records = (orderCode: string, userId: number) =>
    b.db
      .select({ reason: fundRecords.reason, amount: fundRecords.amount })
      .from(fundRecords)
      .where(and(eq(fundRecords.orderCode, orderCode), eq(fundRecords.userId, userId)))
      .orderBy(fundRecords.id);

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now: start });
    // Every action asks here; the step-up window of decision 107 has its own test (step-up-window.test.ts).
    await setSetting(b, 'StepUpWindowMinutes', 0);
    await setSetting(b, 'EnableGoogleVerifyForBatchOperations', false);
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', true);
    await setSetting(b, 'AutoAssignPayoutOrder', false);
    await setSetting(b, 'RiskControlSwitch', false);
    product = await makePayoutProduct(b);
    // Merchant fee 1 % + 2.00; supplier commission 0.5 % + 1.00.
    m = await makeMerchant(b, product, { rate: 100, fixedFee: 200 });
    await fund(b, m.id, 100_000_000);
    admin = await b.sessionFor('admin0001');
    cs = await b.sessionFor('service001');
    const a = await makeSupplier(b, product, { rate: 50, fixedFee: 100 });
    const c = await makeSupplier(b, product, { rate: 50, fixedFee: 100 });
    s1 = {
      id: a.id,
      token: await b.sessionFor(a.account),
      resource: await makeResource(b, a.id, product, {
        type: 'indiaAutoPayout',
        bankName: 'HDFC Bank',
        cardNumber: '50100012345678',
      }),
    };
    s2 = {
      id: c.id,
      token: await b.sessionFor(c.account),
      resource: await makeResource(b, c.id, product, {
        type: 'indiaAutoPayout',
        bankName: 'ICICI Bank',
        cardNumber: '60100012345678',
      }),
    };
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('seeds demo batches: created, exported and confirmed, their orders in the matching statuses', async () => {
    const seeded = (await get<Page<PayoutBatchRow>>('getList', { pageNum: 100 }, admin)).data.list;
    expect(new Set(seeded.map((x) => x.status))).toEqual(new Set([B.created, B.exported, B.confirmed]));
    for (const batch of seeded) {
      const { orders } = (await get<PayoutBatchDetail>('getDetail', { id: batch.id }, admin)).data;
      expect(orders).toHaveLength(batch.orderCount);
      const expected =
        batch.status === B.created
          ? P.waitingForProcessing
          : batch.status === B.exported
            ? P.readyToProcess
            : P.paymentCompleted;
      expect(orders.every((o) => o.status === expected && o.supplierId === batch.supplierId)).toBe(true);
    }
    expect(await ledgerMismatches(b)).toEqual([]);
  });

  it('creates a batch from ticked orders: they wait for processing, assigned to the resource owner, with the batch figures', async () => {
    const codes = await many([10_000, 20_000, 30_000]);
    const res = await post('create', bySelection(s1.resource, codes), admin);
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      status: B.created,
      templateId: 'indiaNeftImps',
      supplierId: s1.id,
      orderCount: 3,
      totalAmount: 60_000,
      exceptionCount: 0,
      exceptionAmount: 0,
      fileName: '',
      maxOrders: 500,
    });
    expect(res.data.batchNo).toMatch(/^PB\d{8}\d{6}$/);
    expect(res.data.resourceName).toBe('HDFC Bank ****5678');
    for (const code of codes)
      expect(await payout(code)).toMatchObject({
        status: P.waitingForProcessing,
        batchId: res.data.id,
        supplierId: s1.id,
      });
    const detail = await get<PayoutBatchDetail>('getDetail', { id: res.data.id }, admin);
    expect(detail.data.orders.map((o) => o.orderCode)).toEqual(codes);
    // Already in a batch: refused, naming the order.
    expect(await post('create', bySelection(s2.resource, [codes[0]!]), admin)).toMatchObject({
      code: 409,
      msgId: 'errors.payoutBatchOrderUnavailable',
      msgValues: { orderCode: codes[0] },
    });
    const list = await get<Page<PayoutBatchRow>>('getList', { batchNo: res.data.batchNo }, admin);
    expect(list.data.list).toHaveLength(1);
    const audits = await b.db.select().from(auditRecords).where(eq(auditRecords.target, res.data.batchNo));
    expect(audits.map((x) => x.action)).toEqual(['payoutBatch.create']);
  });

  it('creates a batch by rules: amount range, payout time range, max orders and amount limit', async () => {
    const range = freshHour();
    const codes = await many([5_000, 15_000, 25_000, 35_000, 45_000, 100_000]);
    // 150.00..450.00 leaves four; max 3 and a 700.00 limit: 150 + 250 fit, 350 and 450 would pass the limit.
    const res = await post(
      'create',
      {
        mode: 'rules',
        ...base(s1.resource),
        maxOrders: 3,
        amountLimit: '700',
        minAmount: '150',
        maxAmount: '450',
        ...range,
      },
      admin,
    );
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ orderCount: 2, totalAmount: 40_000, amountLimit: 70_000 });
    expect(await statuses([codes[1]!, codes[2]!])).toEqual([P.waitingForProcessing, P.waitingForProcessing]);
    const noLimit = await post(
      'create',
      { mode: 'rules', ...base(s1.resource), maxOrders: 2, minAmount: '150', maxAmount: '450', ...range },
      admin,
    );
    expect(noLimit.data).toMatchObject({ orderCount: 2, totalAmount: 80_000 });
    // Nothing left in range.
    expect(
      await post(
        'create',
        { mode: 'rules', ...base(s1.resource), minAmount: '150', maxAmount: '450', ...range },
        admin,
      ),
    ).toMatchObject({ code: 409, msgId: 'errors.payoutBatchNoOrders' });
  });

  it('refuses a batch of 501 orders and every invalid rule with a clear message', async () => {
    const range = freshHour();
    const fake = Array.from({ length: 501 }, (_, i) => `P${i}`);
    expect(await post('create', bySelection(s1.resource, fake), admin)).toMatchObject({
      code: 400,
      msgId: 'validation.batch.tooMany',
    });
    const code = await create(1_000);
    const bad: [Record<string, unknown>, string][] = [
      [{ ...bySelection(s1.resource, [code]), templateId: '' }, 'validation.batch.template'],
      [{ ...bySelection(s1.resource, [code]), templateId: 'nope' }, 'validation.batch.template'],
      [{ ...bySelection(s1.resource, [code]), resourceId: '' }, 'validation.required'],
      [{ ...bySelection(s1.resource, [code]), maxOrders: 0 }, 'validation.batch.maxOrders'],
      [{ ...bySelection(s1.resource, [code]), maxOrders: 501 }, 'validation.batch.maxOrders'],
      [{ ...bySelection(s1.resource, [code]), maxOrders: 'x' }, 'validation.batch.maxOrders'],
      [{ ...bySelection(s1.resource, [code]), amountLimit: '1.234' }, 'validation.amount.format'],
      [bySelection(s1.resource, []), 'validation.batch.noneSelected'],
      [{ ...bySelection(s1.resource, [code, 'P2']), maxOrders: 1 }, 'validation.batch.aboveMaxOrders'],
      [{ mode: 'rules', ...base(s1.resource) }, 'validation.batch.timeRequired'],
      [{ mode: 'rules', ...base(s1.resource), startTime: range.startTime }, 'validation.batch.timeRequired'],
      [
        { mode: 'rules', ...base(s1.resource), startTime: range.endTime, endTime: range.startTime },
        'validation.timeRange.order',
      ],
      [
        { mode: 'rules', ...base(s1.resource), ...range, minAmount: '20', maxAmount: '10' },
        'validation.batch.minAboveMax',
      ],
      [{ ...bySelection(s1.resource, [code]), mode: 'all' }, 'validation.batch.mode'],
    ];
    for (const [input, msgId] of bad)
      expect(await post('create', input, admin), JSON.stringify(input)).toMatchObject({ code: 400, msgId });
    expect(await post('create', bySelection(s1.resource, [code]), admin).then((r) => r.code)).toBe(200);
    const two = await many([30_000, 50_000]);
    expect(await post('create', bySelection(s1.resource, two, { amountLimit: '700' }), admin)).toMatchObject({
      code: 409,
      msgId: 'errors.payoutBatchAmountLimit',
      msgValues: { total: '800.00', limit: '700.00' },
    });
    // PayoutBatchCalculateAmount off: the limit is recorded, not applied.
    await setSetting(b, 'PayoutBatchCalculateAmount', false);
    try {
      expect(await post('create', bySelection(s1.resource, two, { amountLimit: '700' }), admin)).toMatchObject({
        code: 200,
        data: { totalAmount: 80_000, amountLimit: 70_000 },
      });
    } finally {
      await setSetting(b, 'PayoutBatchCalculateAmount', true);
    }
    expect(await post('create', bySelection(999_999, [code]), admin)).toMatchObject({
      code: 404,
      msgId: 'errors.payoutBatchResourceInvalid',
    });
  });

  it('export moves the orders to Ready to process once, may be repeated, and answers the file rows', async () => {
    const codes = await many([11_000, 12_000]);
    const batch = (await post('create', bySelection(s1.resource, codes, { templateId: 'genericCsv' }), admin)).data;
    expect(await post('export', { id: batch.id, format: 'xlsx' }, admin)).toMatchObject({
      code: 400,
      msgId: 'errors.payoutBatchFormat',
    });
    const first = await post<PayoutBatchExport>('export', { id: batch.id, format: 'csv' }, admin);
    expect(first.code, first.msg).toBe(200);
    expect(first.data.fileName).toBe(`${batch.batchNo}_genericCsv.csv`);
    expect(first.data.orders.map((o) => o.orderCode)).toEqual(codes);
    expect(first.data.batch).toMatchObject({
      status: B.exported,
      exportCount: 1,
      fileName: `${batch.batchNo}_genericCsv.csv`,
    });
    expect(await statuses(codes)).toEqual([P.readyToProcess, P.readyToProcess]);
    const again = await post<PayoutBatchExport>('export', { id: batch.id, format: 'csv' }, admin);
    expect(again.data.batch.exportCount).toBe(2);
    expect(await statuses(codes)).toEqual([P.readyToProcess, P.readyToProcess]);
  });

  it('confirm completes every order with the money of a payout completion; illegal moves are refused', async () => {
    const codes = await many([100_000, 200_000]);
    const batch = (await post('create', bySelection(s1.resource, codes), admin)).data;
    const merchantBefore = await balanceOf(b, m.id);
    const supplierBefore = await balanceOf(b, s1.id);
    expect(await post('confirm', { id: batch.id }, admin)).toMatchObject({
      code: 409,
      msgId: 'errors.payoutBatchTransitionInvalid',
    });
    await post('export', { id: batch.id, format: 'xlsx' }, admin);
    const done = await post('confirm', { id: batch.id }, s1.token);
    expect(done.code, done.msg).toBe(200);
    expect(done.data).toMatchObject({ status: B.confirmed });
    expect(await statuses(codes)).toEqual([P.paymentCompleted, P.paymentCompleted]);
    // The hold already paid the merchant side; the supplier gets amount + 0.5 % + 1.00 per order.
    expect(await balanceOf(b, m.id)).toBe(merchantBefore);
    expect(await balanceOf(b, s1.id)).toBe(supplierBefore + 100_000 + 600 + 200_000 + 1_100);
    expect(await records(codes[0]!, m.id)).toEqual([{ reason: FundReason.payoutHold, amount: -(100_000 + 1_200) }]);
    expect(await records(codes[0]!, s1.id)).toEqual([{ reason: FundReason.payoutPaid, amount: 100_600 }]);
    expect(await records(codes[1]!, s1.id)).toEqual([{ reason: FundReason.payoutPaid, amount: 201_100 }]);
    expect(await ledgerMismatches(b)).toEqual([]);
    // Final: confirm twice, export or mark abnormal afterwards are refused.
    expect(await post('confirm', { id: batch.id }, admin)).toMatchObject({
      code: 409,
      msgId: 'errors.payoutBatchTransitionInvalid',
    });
    expect(await post('export', { id: batch.id, format: 'xlsx' }, admin)).toMatchObject({
      code: 409,
      msgId: 'errors.payoutBatchTransitionInvalid',
    });
    expect(
      await post('markAbnormal', { id: batch.id, orderCodes: [], reason: 'bankUnavailable' }, admin),
    ).toMatchObject({ code: 409, msgId: 'errors.payoutBatchTransitionInvalid' });
    const audits = await b.db
      .select({ action: auditRecords.action })
      .from(auditRecords)
      .where(eq(auditRecords.target, batch.batchNo))
      .orderBy(auditRecords.id);
    expect(audits.map((a) => a.action)).toEqual(['payoutBatch.create', 'payoutBatch.export', 'payoutBatch.confirm']);
  });

  it('without a hold, confirm debits the merchant amount + fee per order', async () => {
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', false);
    try {
      const code = await create(50_000);
      const before = await balanceOf(b, m.id);
      const batch = (await post('create', bySelection(s1.resource, [code]), admin)).data;
      await post('export', { id: batch.id, format: 'csv' }, admin);
      expect((await post('confirm', { id: batch.id }, admin)).code).toBe(200);
      expect(await balanceOf(b, m.id)).toBe(before - 50_000 - 700);
      expect(await records(code, m.id)).toEqual([{ reason: FundReason.payoutPaid, amount: -50_700 }]);
      expect(await ledgerMismatches(b)).toEqual([]);
    } finally {
      await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', true);
    }
  });

  it('mark abnormal rejects the ticked orders to the merchant and returns the rest to be batched again', async () => {
    const codes = await many([10_000, 20_000, 30_000]);
    const batch = (await post('create', bySelection(s1.resource, codes), admin)).data;
    await post('export', { id: batch.id, format: 'xlsx' }, admin);
    const before = await balanceOf(b, m.id);
    expect(await post('markAbnormal', { id: batch.id, orderCodes: [codes[0]] }, admin)).toMatchObject({
      code: 400,
      msgId: 'validation.rejectReason.invalid',
    });
    expect(await post('markAbnormal', { id: batch.id, orderCodes: [codes[0]], reason: 'other' }, admin)).toMatchObject({
      code: 400,
      msgId: 'validation.rejectReason.textRequired',
    });
    expect(
      await post('markAbnormal', { id: batch.id, orderCodes: ['P-nope'], reason: 'bankUnavailable' }, admin),
    ).toMatchObject({ code: 409, msgId: 'errors.payoutBatchOrderNotInBatch' });
    const res = await post(
      'markAbnormal',
      { id: batch.id, orderCodes: [codes[0], codes[2]], reason: 'other', otherReason: 'Account frozen by the bank' },
      admin,
    );
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ status: B.exception, exceptionCount: 2, exceptionAmount: 40_000, orderCount: 3 });
    expect(await payout(codes[0]!)).toMatchObject({
      status: P.paymentCancelled,
      rejectReason: 'Account frozen by the bank',
      batchId: batch.id,
    });
    expect(await payout(codes[1]!)).toMatchObject({ status: P.awaitingPayment, batchId: null, supplierId: null });
    // The holds of the two rejected orders come back: 10,000 + 300 and 30,000 + 500.
    expect(await balanceOf(b, m.id)).toBe(before + 10_300 + 30_500);
    expect(await records(codes[2]!, m.id)).toEqual([
      { reason: FundReason.payoutHold, amount: -30_500 },
      { reason: FundReason.payoutRelease, amount: 30_500 },
    ]);
    expect(await ledgerMismatches(b)).toEqual([]);
    // The detail keeps the exception orders.
    expect(
      (await get<PayoutBatchDetail>('getDetail', { id: batch.id }, admin)).data.orders.map((o) => o.orderCode).sort(),
    ).toEqual([codes[0], codes[2]].sort());
    // The returned one is batchable again, by another supplier's account too.
    expect((await post('create', bySelection(s2.resource, [codes[1]!]), admin)).code).toBe(200);
    expect(await post('confirm', { id: batch.id }, admin)).toMatchObject({ code: 409 });
    expect(
      await post('markAbnormal', { id: batch.id, orderCodes: [], reason: 'bankUnavailable' }, admin),
    ).toMatchObject({ code: 409 });
  });

  it('a supplier batches only with its own account and orders it may pay, and cannot touch another supplier’s batch', async () => {
    const [pool, theirs] = await many([10_000, 20_000]);
    // s2 claims one: s1 may not batch it; pool orders become s1's by the batch.
    const claimed = await b.call(
      'POST',
      `/v1.0/payoutOrderClaim/claimOrder?orderId=${(await payout(theirs!)).id}`,
      {},
      { token: s2.token },
    );
    expect(claimed.code, claimed.msg).toBe(200);
    expect(await post('create', bySelection(s2.resource, [pool!]), s1.token)).toMatchObject({
      code: 404,
      msgId: 'errors.payoutBatchResourceInvalid',
    });
    expect(await post('create', bySelection(s1.resource, [theirs!]), s1.token)).toMatchObject({
      code: 409,
      msgId: 'errors.payoutBatchOrderUnavailable',
    });
    const mine = await post('create', bySelection(s1.resource, [pool!]), s1.token);
    expect(mine.code, mine.msg).toBe(200);
    expect(await payout(pool!)).toMatchObject({ supplierId: s1.id, status: P.waitingForProcessing });
    const resources = await get<{ id: number }[]>('getResources', {}, s1.token);
    expect(resources.data.map((r) => r.id)).toEqual([s1.resource]);
    const candidates = await get<Page<PayoutRow>>('getCandidates', { resourceId: s1.resource }, s1.token);
    expect(candidates.data.list.map((o) => o.orderCode)).not.toContain(theirs);
    // s2 neither sees nor moves s1's batch.
    expect(await get('getDetail', { id: mine.data.id }, s2.token)).toMatchObject({
      code: 404,
      msgId: 'errors.payoutBatchNotFound',
    });
    expect(
      (await get<Page<PayoutBatchRow>>('getList', { pageNum: 100 }, s2.token)).data.list.map((x) => x.id),
    ).not.toContain(mine.data.id);
    expect(await post('export', { id: mine.data.id, format: 'xlsx' }, s2.token)).toMatchObject({ code: 404 });
    expect(
      await post('markAbnormal', { id: mine.data.id, orderCodes: [], reason: 'bankUnavailable' }, s2.token),
    ).toMatchObject({ code: 404 });
    expect(await post('confirm', { id: mine.data.id }, s2.token)).toMatchObject({ code: 404 });
    // Customer service reads, never writes; a merchant does neither.
    expect((await get<Page<PayoutBatchRow>>('getList', {}, cs)).code).toBe(200);
    expect(await post('confirm', { id: mine.data.id }, cs)).toMatchObject({ code: 403 });
    expect(await get('getList', {}, await b.sessionFor(m.account))).toMatchObject({ code: 403 });
  });

  it('two concurrent confirms of one batch: one completes it, the other is refused, money moves once', async () => {
    const codes = await many([40_000, 60_000]);
    const batch = (await post('create', bySelection(s1.resource, codes), admin)).data;
    await post('export', { id: batch.id, format: 'xlsx' }, admin);
    const before = await balanceOf(b, s1.id);
    const results = await Promise.all([
      post('confirm', { id: batch.id }, admin),
      post('confirm', { id: batch.id }, s1.token),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(await balanceOf(b, s1.id)).toBe(before + 40_000 + 300 + 60_000 + 400);
    expect(await ledgerMismatches(b)).toEqual([]);
  });

  it('asks for the Google code on every batch step when EnableGoogleVerifyForBatchOperations is on', async () => {
    const code = await create(7_000);
    // A code works once (decision 048): each one is from a step later than the last.
    const totp = () => {
      b.clock.advance(30_000);
      return new TOTP({
        secret: Secret.fromBase32(demoGoogleSecret),
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
      }).generate({ timestamp: b.clock.now().getTime() });
    };
    await setSetting(b, 'EnableGoogleVerifyForBatchOperations', true);
    try {
      expect(await post('create', bySelection(s1.resource, [code]), admin)).toMatchObject({
        code: Code.googleCodeRequired,
      });
      expect(
        await post(
          'create',
          { ...bySelection(s1.resource, [code]), googleCode: '000000' === totp() ? '111111' : '000000' },
          admin,
        ),
      ).toMatchObject({ code: Code.googleCodeInvalid });
      expect((await payout(code)).status).toBe(P.awaitingPayment);
      const batch = await post('create', { ...bySelection(s1.resource, [code]), googleCode: totp() }, admin);
      expect(batch.code, batch.msg).toBe(200);
      expect(await post('export', { id: batch.data.id, format: 'xlsx' }, admin)).toMatchObject({
        code: Code.googleCodeRequired,
      });
      expect((await post('export', { id: batch.data.id, format: 'xlsx', googleCode: totp() }, admin)).code).toBe(200);
      expect(await post('confirm', { id: batch.data.id }, admin)).toMatchObject({ code: Code.googleCodeRequired });
      expect((await post('confirm', { id: batch.data.id, googleCode: totp() }, admin)).code).toBe(200);
    } finally {
      await setSetting(b, 'EnableGoogleVerifyForBatchOperations', false);
    }
    const [row] = await b.db
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.supplierId, s1.id))
      .orderBy(desc(payoutBatches.id))
      .limit(1);
    expect(row).toMatchObject({ status: B.confirmed, exportCount: 1 });
  });
});
