import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FundReason,
  PayoutStatus,
  RiskDetectionState,
  type Page,
  type PayoutRow,
  type RiskBlacklistRow,
  type RiskDetectionRow,
} from '../../src/contract/index.ts';
import { auditRecords, fundRecords, payoutOrders, riskDetections, userProducts } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { balanceOf, makeMerchant, makeSupplier, setSetting, type TestMerchant } from './support/order-fixtures.ts';
import { apiPayout, fund, ledgerMismatches, makePayoutProduct } from './support/payout-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
const P = PayoutStatus;
const S = RiskDetectionState;
let serial = 0;
const no = () => `RK${Date.now().toString(36)}${serial++}`;
const wallet = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

describe.each(backends)('risk control: blacklist, held payouts, decisions (%s)', (kind) => {
  let b: TestBackend;
  let product: number;
  let m: TestMerchant;
  let boss: string;
  let admin: string;
  let tech: string;
  let supplier: { id: number; token: string };

  const get = <T>(path: string, input: Record<string, unknown>, token: string) =>
    b.call<T>('GET', path, input, { token });
  const post = <T>(path: string, input: Record<string, unknown>, token: string) =>
    b.call<T>('POST', path, input, { token });
  const add = (k: string, value: string, token = boss) =>
    post<RiskBlacklistRow>('/v1.0/riskControl/blacklist/add', { kind: k, value, remark: 'test' }, token);
  const detections = (input: Record<string, unknown> = {}, token = boss) =>
    get<Page<RiskDetectionRow>>('/v1.0/riskControl/detection/list', { pageNum: 100, ...input }, token);
  const detectionOf = async (orderCode: string) => (await detections({ orderCode })).data.list[0]!;
  const payout = async (orderCode: string) =>
    (await b.db.select().from(payoutOrders).where(eq(payoutOrders.orderCode, orderCode)))[0]!;
  const claim = async (orderCode: string) =>
    post('/v1.0/payoutOrderClaim/claimOrder?orderId=' + (await payout(orderCode)).id, {}, supplier.token);
  const recordsOf = (orderCode: string) =>
    b.db
      .select({ reason: fundRecords.reason, amount: fundRecords.amount })
      .from(fundRecords)
      .where(and(eq(fundRecords.orderCode, orderCode), eq(fundRecords.userId, m.id)))
      .orderBy(fundRecords.id);
  const create = async (payee: Record<string, unknown> = {}, amount = 50_000, productId = product) => {
    const res = await apiPayout(b, m, productId, no(), amount, payee);
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data;
  };

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    await setSetting(b, 'EnableGoogleVerifyForIpRule', false);
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', true);
    await setSetting(b, 'AutoAssignPayoutOrder', false);
    await setSetting(b, 'RiskControlSwitch', true);
    product = await makePayoutProduct(b);
    m = await makeMerchant(b, product, { fixedFee: 100 });
    await b.db.insert(userProducts).values({ userId: m.id, productId: 3016, rate: 0, fixedFee: 0 });
    await fund(b, m.id, 50_000_000);
    const s = await makeSupplier(b, product);
    supplier = { id: s.id, token: await b.sessionFor(s.account) };
    boss = await b.sessionFor('superadmin');
    admin = await b.sessionFor('admin0001');
    tech = await b.sessionFor('techmaint1');
    for (const [k, v] of [
      ['name', '  Blocked   PERSON '],
      ['cardNumber', '9999 8888-7777'],
      ['account', 'fraud@okaxis'],
      ['account', wallet],
    ]) {
      expect((await add(k!, v!)).code).toBe(200);
    }
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('holds a payout whose payee name matches, ignoring case and spaces, with the entry as the reason; the balance stays held and suppliers cannot claim it', async () => {
    const before = await balanceOf(b, m.id);
    const made = await create({ name: 'blocked person' });
    expect(made).toMatchObject({ status: P.handleExceptions, held: true });
    expect(await balanceOf(b, m.id)).toBe(before - 50_100);
    expect(await recordsOf(made.orderCode)).toEqual([{ reason: FundReason.payoutHold, amount: -50_100 }]);
    const d = await detectionOf(made.orderCode);
    expect(d).toMatchObject({
      state: S.pending,
      payoutStatus: P.handleExceptions,
      name: 'blocked person',
      merchantId: m.id,
    });
    expect(d.matches).toEqual([expect.objectContaining({ kind: 'name', value: 'Blocked   PERSON', field: 'name' })]);
    expect(await claim(made.orderCode)).toMatchObject({ code: 409, msgId: 'errors.payoutNotClaimable' });
    const pool = await get<Page<{ orderCode: string }>>('/v1.0/payoutOrder/getPool', { pageNum: 100 }, supplier.token);
    expect(pool.data.list.map((r) => r.orderCode)).not.toContain(made.orderCode);
    // Nor can a supplier start paying it: it is nobody's.
    expect(await post('/v1.0/payoutOrder/markProcessing', { orderCode: made.orderCode }, supplier.token)).toMatchObject(
      { code: 404 },
    );
  });

  it('holds by card number digits and by account (UPI or wallet address), naming the field that matched', async () => {
    const card = await create({ cardNumber: '999988887777' });
    expect(card.status).toBe(P.handleExceptions);
    expect((await detectionOf(card.orderCode)).matches).toEqual([
      expect.objectContaining({ kind: 'cardNumber', value: '9999 8888-7777', field: 'cardNumber' }),
    ]);
    const upi = await create({ upi: 'fraud@okaxis' });
    expect((await detectionOf(upi.orderCode)).matches).toEqual([
      expect.objectContaining({ kind: 'account', field: 'upi' }),
    ]);
    const usdt = await create(
      { cardNumber: '', bankBranch: '', address: '', ifsc: '', upi: '', walletAddress: wallet, usdtAmount: '12.5' },
      90_000,
      3016,
    );
    expect(usdt.status).toBe(P.handleExceptions);
    expect((await detectionOf(usdt.orderCode)).matches).toEqual([
      expect.objectContaining({ kind: 'account', value: wallet, field: 'walletAddress' }),
    ]);
    // Accounts match exactly: a wallet address differs by case.
    const other = await create(
      {
        cardNumber: '',
        bankBranch: '',
        address: '',
        ifsc: '',
        upi: '',
        walletAddress: wallet.toLowerCase(),
        usdtAmount: '1',
      },
      90_000,
      3016,
    );
    expect(other.status).toBe(P.awaitingPayment);
    // Everything at once: one record with every entry.
    const all = await create({ name: 'BLOCKEDperson', cardNumber: '999988887777', upi: 'fraud@okaxis' });
    expect((await detectionOf(all.orderCode)).matches.map((x) => x.field)).toEqual(['name', 'cardNumber', 'upi']);
  });

  it('leaves a payee not on the list alone, and checks nobody while RiskControlSwitch is off', async () => {
    const clean = await create({ name: 'Someone Else' });
    expect(clean.status).toBe(P.awaitingPayment);
    expect((await detections({ orderCode: clean.orderCode })).data.total).toBe(0);
    await setSetting(b, 'RiskControlSwitch', false);
    try {
      const off = await create({ name: 'Blocked Person', cardNumber: '999988887777' });
      expect(off.status).toBe(P.awaitingPayment);
      expect(await b.db.select().from(riskDetections).where(eq(riskDetections.orderCode, off.orderCode))).toEqual([]);
    } finally {
      await setSetting(b, 'RiskControlSwitch', true);
    }
  });

  it('holds the blacklisted rows of an uploaded file and places the others normally', async () => {
    const mToken = await b.sessionFor(m.account);
    const row = (line: number, name: string) => ({
      line,
      cells: {
        mchOrderNo: no(),
        name,
        cardNumber: '12345678901234',
        bankName: 'HDFC Bank, Pune',
        address: 'Pune, MH',
        amount: '20.00',
        ifscCode: 'HDFC0001234',
        upi: '',
      },
    });
    const res = await post<{ created: { orderCode: string; status: number }[] }>(
      '/v1.0/payoutOrder/createBatch',
      { productId: product, fileName: 'risk.xlsx', rows: [row(2, 'Fine Payee'), row(3, 'BLOCKED person')] },
      mToken,
    );
    expect(res.code, JSON.stringify({ msg: res.msg, data: res.data })).toBe(200);
    expect(res.data.created.map((c) => c.status)).toEqual([P.awaitingPayment, P.handleExceptions]);
    expect((await detectionOf(res.data.created[1]!.orderCode)).matches[0]).toMatchObject({
      kind: 'name',
      field: 'name',
    });
    expect((await detections({ orderCode: res.data.created[0]!.orderCode })).data.total).toBe(0);
  });

  it('a held payout loses an automatic assignment', async () => {
    await setSetting(b, 'AutoAssignPayoutOrder', true);
    try {
      const held = await create({ name: 'Blocked Person' });
      expect(await payout(held.orderCode)).toMatchObject({
        status: P.handleExceptions,
        supplierId: null,
        claimedAt: null,
      });
    } finally {
      await setSetting(b, 'AutoAssignPayoutOrder', false);
    }
  });

  it("says in the merchant's payout list that a payout is held and which payee fields matched, and not once it is released", async () => {
    const made = await create({ name: 'BLOCKEDperson', cardNumber: '999988887777' });
    const merchantToken = await b.sessionFor(m.account);
    const rowOf = async () =>
      (await get<Page<PayoutRow>>('/v1.0/payoutOrder/getList', { orderCode: made.orderCode }, merchantToken)).data
        .list[0]!;
    const held = await rowOf();
    expect(held.hold).toEqual({ fields: ['name', 'cardNumber'] });
    // The reason names fields, never the blacklist entries.
    expect(JSON.stringify(held.hold)).not.toContain('BLOCKED');
    const d = await detectionOf(made.orderCode);
    expect((await post('/v1.0/riskControl/detection/release', { id: d.id, remark: 'ok' }, boss)).code).toBe(200);
    expect((await rowOf()).hold).toBeNull();
    const plain = await create({ name: 'Ordinary Payee' });
    expect(
      (await get<Page<PayoutRow>>('/v1.0/payoutOrder/getList', { orderCode: plain.orderCode }, merchantToken)).data
        .list[0]!.hold,
    ).toBeNull();
  });

  it('release sends the payout back to Awaiting Payment, claimable, the hold kept; a second decision is refused', async () => {
    const made = await create({ name: 'Blocked Person' });
    const d = await detectionOf(made.orderCode);
    const before = await balanceOf(b, m.id);
    const res = await post<RiskDetectionRow>(
      '/v1.0/riskControl/detection/release',
      { id: d.id, remark: 'Checked by phone' },
      boss,
    );
    expect(res.data).toMatchObject({
      state: S.released,
      payoutStatus: P.awaitingPayment,
      decidedBy: 'superadmin',
      remark: 'Checked by phone',
    });
    expect(await balanceOf(b, m.id)).toBe(before);
    expect(await recordsOf(made.orderCode)).toEqual([{ reason: FundReason.payoutHold, amount: -50_100 }]);
    expect(await post('/v1.0/riskControl/detection/reject', { id: d.id }, boss)).toMatchObject({
      code: 409,
      msgId: 'errors.riskDetectionDecided',
    });
    expect((await claim(made.orderCode)).code).toBe(200);
    const audits = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.target, made.orderCode), eq(auditRecords.action, 'riskControl.release')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ detectionState: S.released, payoutStatus: P.awaitingPayment });
  });

  it('reject cancels the payout to the merchant and returns the hold; balances equal the sum of fund records', async () => {
    const made = await create({ cardNumber: '999988887777' });
    const d = await detectionOf(made.orderCode);
    const before = await balanceOf(b, m.id);
    const res = await post<RiskDetectionRow>('/v1.0/riskControl/detection/reject', { id: d.id }, boss);
    expect(res.data).toMatchObject({ state: S.rejected, payoutStatus: P.paymentCancelled });
    expect(await payout(made.orderCode)).toMatchObject({ status: P.paymentCancelled, rejectReason: 'riskControl' });
    expect(await balanceOf(b, m.id)).toBe(before + 50_100);
    expect(await recordsOf(made.orderCode)).toEqual([
      { reason: FundReason.payoutHold, amount: -50_100 },
      { reason: FundReason.payoutRelease, amount: 50_100 },
    ]);
    expect(await ledgerMismatches(b)).toEqual([]);
    expect(
      await b.db
        .select()
        .from(auditRecords)
        .where(and(eq(auditRecords.target, made.orderCode), eq(auditRecords.action, 'riskControl.reject'))),
    ).toHaveLength(1);
  });

  it('two decisions at once: one wins, the other is told it was decided, and the money moves once', async () => {
    const made = await create({ upi: 'fraud@okaxis' });
    const d = await detectionOf(made.orderCode);
    const before = await balanceOf(b, m.id);
    const answers = await Promise.all([
      post('/v1.0/riskControl/detection/release', { id: d.id }, boss),
      post('/v1.0/riskControl/detection/reject', { id: d.id }, boss),
      post('/v1.0/riskControl/detection/reject', { id: d.id }, boss),
    ]);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.msgId === 'errors.riskDetectionDecided')).toHaveLength(2);
    const after = await payout(made.orderCode);
    expect([P.awaitingPayment, P.paymentCancelled]).toContain(after.status);
    expect(await balanceOf(b, m.id)).toBe(after.status === P.paymentCancelled ? before + 50_100 : before);
    expect(await ledgerMismatches(b)).toEqual([]);
  });

  it('a payout moved by hand out of Handle exceptions is not decided here', async () => {
    const made = await create({ name: 'Blocked Person' });
    await b.db
      .update(payoutOrders)
      .set({ status: P.paymentCancelled })
      .where(eq(payoutOrders.orderCode, made.orderCode));
    const d = await detectionOf(made.orderCode);
    expect(await post('/v1.0/riskControl/detection/release', { id: d.id }, boss)).toMatchObject({
      code: 409,
      msgId: 'errors.riskPayoutNotHeld',
    });
    expect((await detectionOf(made.orderCode)).state).toBe(S.pending);
  });

  it('filters detection records by state, merchant, order code and time', async () => {
    const released = await detections({ state: S.released });
    expect(released.data.list.length).toBeGreaterThan(0);
    expect(released.data.list.every((r) => r.state === S.released)).toBe(true);
    const mine = await detections({ merchantId: m.id });
    expect(mine.data.total).toBeGreaterThanOrEqual(8);
    expect((await detections({ merchantId: m.id, startTime: '2026-05-02 00:00:00' })).data.total).toBe(0);
    expect(
      (await detections({ merchantId: m.id, startTime: '2026-05-01 00:00:00', endTime: '2026-05-01 23:59:59' })).data
        .total,
    ).toBe(mine.data.total);
    expect(await detections({ state: 7 })).toMatchObject({ code: 400 });
  });

  it('blacklist: search and paging, refuses duplicates and bad values, deletes with an audit record', async () => {
    expect(await add('name', 'blocked person')).toMatchObject({ code: 409, msgId: 'errors.riskEntryExists' });
    expect(await add('cardNumber', '12ab')).toMatchObject({ code: 400, msgId: 'validation.cardNumber.format' });
    expect(await add('cardNumber', '1'.repeat(21))).toMatchObject({ code: 400, msgId: 'validation.cardNumber.format' });
    expect(await add('account', 'a b@ok')).toMatchObject({ code: 400, msgId: 'validation.riskAccount.format' });
    expect(await add('phone', '123')).toMatchObject({ code: 400, msgId: 'validation.riskKind.invalid' });
    expect(await add('name', '   ')).toMatchObject({ code: 400, msgId: 'validation.required' });
    const found = await get<Page<RiskBlacklistRow>>('/v1.0/riskControl/blacklist/list', { value: 'FRAUD@OK' }, boss);
    expect(found.data.list.map((r) => r.value)).toEqual(['fraud@okaxis']);
    const cards = await get<Page<RiskBlacklistRow>>('/v1.0/riskControl/blacklist/list', { kind: 'cardNumber' }, boss);
    expect(cards.data.list.every((r) => r.kind === 'cardNumber')).toBe(true);
    expect(cards.data.list.map((r) => r.value)).toContain('9999 8888-7777');
    // The demo seeds entries of every kind.
    const seeded = await get<Page<RiskBlacklistRow>>('/v1.0/riskControl/blacklist/list', { pageNum: 100 }, boss);
    expect(
      new Set(seeded.data.list.filter((r) => r.createdBy === 'superadmin' && r.remark !== 'test').map((r) => r.kind)),
    ).toEqual(new Set(['name', 'cardNumber', 'account']));
    const page1 = await get<Page<RiskBlacklistRow>>(
      '/v1.0/riskControl/blacklist/list',
      { pageNum: 2, pageIndex: 1 },
      boss,
    );
    const page2 = await get<Page<RiskBlacklistRow>>(
      '/v1.0/riskControl/blacklist/list',
      { pageNum: 2, pageIndex: 2 },
      boss,
    );
    expect(page1.data.total).toBe(page2.data.total);
    expect(page1.data.list.map((r) => r.id)).not.toContain(page2.data.list[0]!.id);
    // Wildcards are meant literally.
    expect(
      (await get<Page<RiskBlacklistRow>>('/v1.0/riskControl/blacklist/list', { value: '%' }, boss)).data.total,
    ).toBe(0);

    const extra = (await add('name', 'Temporary Name')).data;
    expect((await post('/v1.0/riskControl/blacklist/delete', { id: extra.id }, boss)).code).toBe(200);
    expect(await post('/v1.0/riskControl/blacklist/delete', { id: extra.id }, boss)).toMatchObject({
      code: 404,
      msgId: 'errors.riskEntryNotFound',
    });
    const trail = await b.db
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.target, 'name:Temporary Name'))
      .orderBy(auditRecords.id);
    expect(trail.map((a) => a.action)).toEqual(['riskControl.addEntry', 'riskControl.deleteEntry']);
    // Deleted: the name is paid normally again.
    expect((await create({ name: 'Temporary Name' })).status).toBe(P.awaitingPayment);
  });

  it('refuses every role but superAdmin; technicalMaintenance reads the name list only', async () => {
    const mToken = await b.sessionFor(m.account);
    for (const token of [admin, tech, mToken, supplier.token]) {
      expect((await get('/v1.0/riskControl/blacklist/list', {}, token)).code).toBe(403);
      expect((await add('name', 'Nobody Here', token)).code).toBe(403);
      expect((await post('/v1.0/riskControl/blacklist/delete', { id: 1 }, token)).code).toBe(403);
      expect((await detections({}, token)).code).toBe(403);
      expect((await post('/v1.0/riskControl/detection/release', { id: 1 }, token)).code).toBe(403);
      expect((await post('/v1.0/riskControl/detection/reject', { id: 1 }, token)).code).toBe(403);
    }
    const names = await get<Page<RiskBlacklistRow>>('/v1.0/riskControl/nameBlackList/list', { pageNum: 100 }, tech);
    expect(names.code).toBe(200);
    expect(names.data.list.length).toBeGreaterThan(0);
    expect(names.data.list.every((r) => r.kind === 'name')).toBe(true);
    expect((await get('/v1.0/riskControl/nameBlackList/list', {}, admin)).code).toBe(403);
    expect((await get('/v1.0/riskControl/nameBlackList/list', {}, boss)).code).toBe(200);
  });

  it('asks for the Google code when the switches say so', async () => {
    await setSetting(b, 'EnableGoogleVerifyForIpRule', true);
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', true);
    try {
      const refused = await add('name', 'Needs Code');
      expect(['errors.googleCodeRequired', 'errors.googleNotBound']).toContain(refused.msgId);
      const made = await create({ name: 'Blocked Person' });
      const d = await detectionOf(made.orderCode);
      const r = await post('/v1.0/riskControl/detection/release', { id: d.id }, boss);
      expect(['errors.googleCodeRequired', 'errors.googleNotBound']).toContain(r.msgId);
      expect((await detectionOf(made.orderCode)).state).toBe(S.pending);
    } finally {
      await setSetting(b, 'EnableGoogleVerifyForIpRule', false);
      await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    }
  });
});
