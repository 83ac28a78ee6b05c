import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BotFundRecordState,
  Code,
  FundReason,
  type BotFundRecordPage,
  type BotFundRecordRow,
  type Role,
} from '../../src/contract/index.ts';
import { auditRecords, botFundRecords, botGroups, fundRecords } from '../../server/db/schema.ts';
import { parseGroupReport, recordGroupReport } from '../../server/modules/bot-bookkeeping/index.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { balanceOf, makeMerchant, makeProduct, makeSupplier, setSetting } from './support/order-fixtures.ts';

describe('parseGroupReport', () => {
  it.each([
    ['+1000 USDT', 100_000, 'USDT'],
    ['-500', -50_000, ''],
    ['+1,000.50 INR', 100_050, 'INR'],
    ['  +12.5usdt ', 1_250, 'USDT'],
    ['- 0.01', -1, ''],
    ['＋300 rmb', 30_000, 'RMB'],
    ['−2,500', -250_000, ''],
    ['+1,234,567.89', 123_456_789, ''],
  ])('reads %j as %i %s', (text, amount, currency) => {
    expect(parseGroupReport(text)).toEqual({ amount, currency });
  });

  it.each([
    '1000', // no sign: a number in a conversation is not a report
    '+',
    '+0',
    '-0.00',
    '+1000 thanks',
    '+1000 ABC', // not a currency a report may name
    '+10,00',
    '+1,0000',
    '+1.234',
    '+01000',
    '++1000',
    '+1000 USDT extra',
    '+1e5',
    '+  1000', // one space after the sign is allowed, two are not
    '+99999999999', // above 10 billion
    '+1000\nUSDT',
    `+${'1'.repeat(50)}`,
    '',
  ])('refuses %j', (text) => {
    expect(parseGroupReport(text)).toBeNull();
  });
});

const now = new Date('2026-05-01T10:00:00.000Z');
const otherRoles: Record<Exclude<Role, 'admin' | 'superAdmin'>, string> = {
  customerService: 'service001',
  technicalMaintenance: 'techmaint1',
  technicalSupport: 'techsupport1',
  supplier: 'supplier01',
  merchant: 'merchant01',
};

describe.each(backends)('bot bookkeeping (%s)', (kind) => {
  let b: TestBackend;
  let admin: string;
  let merchant: { id: number; account: string };
  let supplier: { id: number; account: string };
  const merchantChat = -500_1;
  const supplierChat = -500_2;
  let messageId = 1;

  const report = (chatId: number, text: string, id = messageId++) =>
    recordGroupReport(b.db, b.clock, { chatId, messageId: id, fromUserId: 42, fromName: 'Ravi', text });
  const confirm = (input: Record<string, unknown>, token = admin) =>
    b.call<BotFundRecordRow>('POST', '/v1.0/botFundRecord/confirm', input, { token });
  const reject = (input: Record<string, unknown>, token = admin) =>
    b.call<BotFundRecordRow>('POST', '/v1.0/botFundRecord/reject', input, { token });
  const list = (input: Record<string, unknown> = {}, token = admin) =>
    b.call<BotFundRecordPage>('GET', '/v1.0/botFundRecord/list', input, { token });
  const recordsOf = async (userId: number) =>
    Number((await b.db.select({ n: count() }).from(fundRecords).where(eq(fundRecords.userId, userId)))[0]!.n);
  const newReport = async (chatId: number, text: string) => {
    const r = await report(chatId, text);
    if (!r.recorded) throw new Error(`not recorded: ${r.reason}`);
    return r.id;
  };

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 5, now });
    const productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    supplier = await makeSupplier(b, productId, { balance: 100_000 });
    admin = await b.sessionFor('admin0001');
    await setSetting(b, 'EnableGoogleVerifyForBalanceOperation', false);
    await b.db.insert(botGroups).values([
      { chatId: merchantChat, title: 'Merchant group', userId: merchant.id, whitelisted: true },
      { chatId: supplierChat, title: 'Supplier group', userId: supplier.id, whitelisted: true },
      { chatId: -500_3, title: 'Not whitelisted', userId: merchant.id, whitelisted: false },
      { chatId: -500_4, title: 'Left', userId: merchant.id, whitelisted: true, leftAt: now },
      { chatId: -500_5, title: 'Unbound', userId: null, whitelisted: true },
    ]);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('records a report of a bound, whitelisted group once per message, and nothing else', async () => {
    expect(await report(merchantChat, 'hello +1000')).toEqual({ recorded: false, reason: 'notReport' });
    for (const chat of [-500_3, -500_4, -500_5, -999])
      expect(await report(chat, '+1000')).toEqual({ recorded: false, reason: 'groupNotAllowed' });
    const first = await report(merchantChat, '+1,000.50 USDT', 7_000);
    expect(first).toMatchObject({ recorded: true, amount: 100_050, currency: 'USDT' });
    // Telegram delivers an update again (or two instances handle it): one row.
    const again = await report(merchantChat, '+1,000.50 USDT', 7_000);
    expect(again).toEqual({ recorded: false, reason: 'duplicate', id: first.recorded ? first.id : 0 });
    const rows = await b.db
      .select()
      .from(botFundRecords)
      .where(and(eq(botFundRecords.chatId, merchantChat), eq(botFundRecords.messageId, 7_000)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: merchant.id,
      state: BotFundRecordState.pending,
      fromName: 'Ravi',
      fundRecordId: null,
    });
  });

  it('changes no balance until confirmed, then exactly once, even confirmed twice or at once', async () => {
    const before = await balanceOf(b, merchant.id);
    const records = await recordsOf(merchant.id);
    const id = await newReport(merchantChat, '+250.75');
    expect(await balanceOf(b, merchant.id)).toBe(before);
    expect(await recordsOf(merchant.id)).toBe(records);

    const res = await confirm({ id, remark: 'seen on the bank statement' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      id,
      state: BotFundRecordState.confirmed,
      appliedAmount: 25_075,
      decidedBy: 'admin0001',
      userAccount: merchant.account,
      groupTitle: 'Merchant group',
    });
    expect(await balanceOf(b, merchant.id)).toBe(before + 25_075);
    const [fund] = await b.db.select().from(fundRecords).where(eq(fundRecords.id, res.data.fundRecordId!));
    expect(fund).toMatchObject({
      userId: merchant.id,
      amount: 25_075,
      reason: FundReason.addBalance,
      balanceAfter: before + 25_075,
    });
    const audits = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, 'botFundRecord.confirm'), eq(auditRecords.target, merchant.account)));
    expect(audits).toHaveLength(1);

    // A second confirmation answers the record as it is and moves nothing.
    const twice = await confirm({ id });
    expect(twice.code).toBe(200);
    expect(twice.data.fundRecordId).toBe(res.data.fundRecordId);
    expect(await balanceOf(b, merchant.id)).toBe(before + 25_075);

    // Five admins at once: one moves the money.
    const other = await newReport(merchantChat, '+100');
    const all = await Promise.all(Array.from({ length: 5 }, () => confirm({ id: other })));
    expect(all.map((r) => r.code)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(all.map((r) => r.data.fundRecordId)).size).toBe(1);
    expect(await balanceOf(b, merchant.id)).toBe(before + 25_075 + 10_000);
    expect(await recordsOf(merchant.id)).toBe(records + 2);
  });

  it('debits a settlement only within the available balance, and takes a converted amount of the same sign', async () => {
    const start = await balanceOf(b, supplier.id);
    const tooMuch = await newReport(supplierChat, `-${(start / 100 + 1).toFixed(0)}`);
    expect(await confirm({ id: tooMuch })).toMatchObject({ code: Code.conflict, msgId: 'errors.overAvailable' });
    expect(await balanceOf(b, supplier.id)).toBe(start);
    const [still] = await b.db.select().from(botFundRecords).where(eq(botFundRecords.id, tooMuch));
    expect(still!.state).toBe(BotFundRecordState.pending);

    const usdt = await newReport(supplierChat, '-10 USDT');
    expect(await confirm({ id: usdt, amount: 900 })).toMatchObject({
      code: Code.badRequest,
      msgId: 'errors.botFundRecordSign',
    });
    const res = await confirm({ id: usdt, amount: -88_000 });
    expect(res.data).toMatchObject({
      state: BotFundRecordState.confirmed,
      amount: -1_000,
      currency: 'USDT',
      appliedAmount: -88_000,
    });
    expect(await balanceOf(b, supplier.id)).toBe(start - 88_000);
    const [fund] = await b.db.select().from(fundRecords).where(eq(fundRecords.id, res.data.fundRecordId!));
    expect(fund).toMatchObject({ amount: -88_000, reason: FundReason.withdraw });
  });

  it('rejects without touching a balance; a rejected record cannot be confirmed, nor a confirmed one rejected', async () => {
    const before = await balanceOf(b, merchant.id);
    const id = await newReport(merchantChat, '+5000');
    const res = await reject({ id, remark: 'no such transfer' });
    expect(res.data).toMatchObject({
      state: BotFundRecordState.rejected,
      remark: 'no such transfer',
      fundRecordId: null,
      appliedAmount: null,
    });
    expect((await reject({ id })).code).toBe(200);
    expect(await confirm({ id })).toMatchObject({ code: Code.conflict, msgId: 'errors.botFundRecordRejected' });
    expect(await balanceOf(b, merchant.id)).toBe(before);

    const confirmed = await newReport(merchantChat, '+1');
    await confirm({ id: confirmed });
    expect(await reject({ id: confirmed })).toMatchObject({
      code: Code.conflict,
      msgId: 'errors.botFundRecordConfirmed',
    });
    expect(await confirm({ id: 999_999 })).toMatchObject({ code: Code.notFound });
  });

  it('asks for the Google code while EnableGoogleVerifyForBalanceOperation is on', async () => {
    const id = await newReport(merchantChat, '+3');
    const before = await balanceOf(b, merchant.id);
    const token = await b.sessionFor('admin0002');
    await setSetting(b, 'EnableGoogleVerifyForBalanceOperation', true);
    try {
      expect(await confirm({ id }, token)).toMatchObject({
        code: Code.googleCodeRequired,
        msgId: 'errors.googleCodeRequired',
      });
      expect(await balanceOf(b, merchant.id)).toBe(before);
      b.clock.advance(30_000);
      expect((await confirm({ id, googleCode: googleCodeAt(demoGoogleSecret, b.clock.now()) }, token)).code).toBe(200);
    } finally {
      await setSetting(b, 'EnableGoogleVerifyForBalanceOperation', false);
    }
    expect(await balanceOf(b, merchant.id)).toBe(before + 300);
  });

  it('lists with filters and totals over every matching row', async () => {
    const all = await list({ pageNum: 2 });
    expect(all.code).toBe(200);
    expect(all.data.list).toHaveLength(2);
    const rows = await b.db.select().from(botFundRecords);
    expect(all.data.total).toBe(rows.length);
    // Per state and currency: a pending USDT report never adds to a rejected INR one.
    const groups = new Map<string, typeof rows>();
    for (const r of rows)
      groups.set(`${r.state}|${r.currency}`, [...(groups.get(`${r.state}|${r.currency}`) ?? []), r]);
    expect(all.data.totals.count).toBe(rows.length);
    expect(all.data.totals.sums).toEqual(
      [...groups.values()]
        .map((g) => ({
          state: g[0]!.state,
          currency: g[0]!.currency,
          count: g.length,
          credits: g.filter((r) => r.amount > 0).reduce((s, r) => s + r.amount, 0),
          debits: g.filter((r) => r.amount < 0).reduce((s, r) => s + r.amount, 0),
        }))
        .sort((a, b) => a.state - b.state || (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0)),
    );
    expect(new Set(rows.map((r) => r.state)).size).toBeGreaterThan(1);
    const supplierPending = await list({ userId: supplier.id, state: BotFundRecordState.pending });
    expect(supplierPending.data.list.map((r) => [r.userId, r.state])).toEqual([
      [supplier.id, BotFundRecordState.pending],
    ]);
    const none = await list({ startTime: '2030-01-01 00:00:00' });
    expect(none.data).toMatchObject({ total: 0, totals: { count: 0, sums: [] } });
  });

  it('is refused to every role but admin and superAdmin', async () => {
    const id = await newReport(merchantChat, '+7');
    for (const [role, account] of Object.entries(otherRoles)) {
      const token = await b.sessionFor(account);
      expect([role, (await list({}, token)).code]).toEqual([role, Code.forbidden]);
      expect([role, (await confirm({ id }, token)).code]).toEqual([role, Code.forbidden]);
      expect([role, (await reject({ id }, token)).code]).toEqual([role, Code.forbidden]);
    }
    expect((await list({}, await b.sessionFor('superadmin'))).code).toBe(200);
    const [r] = await b.db.select().from(botFundRecords).where(eq(botFundRecords.id, id));
    expect(r!.state).toBe(BotFundRecordState.pending);
  });
});
