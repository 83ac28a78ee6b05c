import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  FundReason,
  balanceOperationReasons,
  type BalanceOperationResult,
  type Role,
} from '../../src/contract/index.ts';
import { auditRecords, balances, fundRecords } from '../../server/db/schema.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { makeMerchant, makeProduct, makeSupplier, rows, setSetting } from './support/order-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
const path = '/v1.0/fundRecord/balanceOperation';

const otherRoles: Record<Exclude<Role, 'admin' | 'superAdmin'>, string> = {
  customerService: 'service001',
  technicalMaintenance: 'techmaint1',
  technicalSupport: 'techsupport1',
  supplier: 'supplier01',
  merchant: 'merchant01',
};

describe.each(backends)('balance operations (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let adminToken: string;

  const holding = async (userId: number) => (await b.db.select().from(balances).where(eq(balances.userId, userId)))[0]!;
  const recordCount = async (userId: number) =>
    Number((await b.db.select({ n: count() }).from(fundRecords).where(eq(fundRecords.userId, userId)))[0]!.n);
  const auditCount = async (target: string) =>
    Number(
      (
        await b.db
          .select({ n: count() })
          .from(auditRecords)
          .where(and(eq(auditRecords.action, 'balance.operation'), eq(auditRecords.target, target)))
      )[0]!.n,
    );
  const operate = (input: Record<string, unknown>, token = adminToken) =>
    b.call<BalanceOperationResult>('POST', path, { remark: 'test', ...input }, { token });

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 20, now });
    productId = await makeProduct(b);
    adminToken = await b.sessionFor('admin0001');
    await setSetting(b, 'EnableGoogleVerifyForBalanceOperation', false);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('applies every reason as decided, each with one fund record and one audit record', async () => {
    const s = await makeSupplier(b, productId, { balance: 100_000 });
    // [reason, amount sent, change of balance, change of deposit]
    const cases: [number, number, number, number][] = [
      [FundReason.addBalance, 1234, 1234, 0],
      [FundReason.withdraw, 234, -234, 0],
      [FundReason.changeRate, -150, -150, 0],
      [FundReason.changeFixedFee, 75, 75, 0],
      [FundReason.addDeposit, 5000, -5000, 5000],
      [FundReason.reduceDeposit, 2000, 2000, -2000],
      [FundReason.adjustment, -25, -25, 0],
    ];
    expect(cases.map((c) => c[0]).sort()).toEqual([...balanceOperationReasons].sort());
    for (const [reason, amount, dBalance, dDeposit] of cases) {
      const before = await holding(s.id);
      const [records, audits] = [await recordCount(s.id), await auditCount(s.account)];
      const res = await operate({ userId: s.id, reason, amount, remark: `reason ${reason}` });
      expect([reason, res.code]).toEqual([reason, 200]);
      expect(res.data).toMatchObject({
        balanceBefore: before.balance,
        balanceAfter: before.balance + dBalance,
        deposit: before.deposit + dDeposit,
      });
      const after = await holding(s.id);
      expect([reason, after.balance, after.deposit]).toEqual([
        reason,
        before.balance + dBalance,
        before.deposit + dDeposit,
      ]);
      expect(await recordCount(s.id)).toBe(records + 1);
      expect(await auditCount(s.account)).toBe(audits + 1);
      const [record] = await b.db.select().from(fundRecords).where(eq(fundRecords.id, res.data.fundRecordId));
      expect(record).toMatchObject({
        userId: s.id,
        reason,
        amount: dBalance,
        balanceBefore: before.balance,
        balanceAfter: after.balance,
        remark: `reason ${reason}`,
      });
      expect(record!.operatorId).not.toBeNull();
    }
  });

  it('lets superAdmin operate too, and refuses every other role without moving money', async () => {
    const m = await makeMerchant(b, productId);
    expect(
      (await operate({ userId: m.id, reason: FundReason.addBalance, amount: 500 }, await b.sessionFor('superadmin')))
        .code,
    ).toBe(200);
    for (const [role, account] of Object.entries(otherRoles)) {
      const res = await operate(
        { userId: m.id, reason: FundReason.addBalance, amount: 500 },
        await b.sessionFor(account),
      );
      expect([role, res.code, res.msgId]).toEqual([role, Code.forbidden, 'errors.forbidden']);
    }
    expect((await holding(m.id)).balance).toBe(500);
    expect(await recordCount(m.id)).toBe(1);
  });

  it('asks for the Google code only while EnableGoogleVerifyForBalanceOperation is on', async () => {
    const m = await makeMerchant(b, productId);
    const input = { userId: m.id, reason: FundReason.addBalance, amount: 100 };
    await setSetting(b, 'EnableGoogleVerifyForBalanceOperation', true);
    try {
      expect(await operate(input)).toMatchObject({ code: Code.googleCodeRequired, msgId: 'errors.googleCodeRequired' });
      const good = googleCodeAt(demoGoogleSecret, b.clock.now());
      expect(await operate({ ...input, googleCode: good === '000000' ? '111111' : '000000' })).toMatchObject({
        code: Code.googleCodeInvalid,
      });
      // superadmin has no Google Authenticator bound: it must bind first.
      expect(await operate(input, await b.sessionFor('superadmin'))).toMatchObject({
        code: Code.googleCodeRequired,
        msgId: 'errors.googleNotBound',
      });
      expect(await recordCount(m.id)).toBe(0);
      expect((await operate({ ...input, googleCode: good })).code).toBe(200);
    } finally {
      await setSetting(b, 'EnableGoogleVerifyForBalanceOperation', false);
    }
    expect((await operate(input)).code).toBe(200);
    expect((await holding(m.id)).balance).toBe(200);
  });

  it('refuses a withdrawal beyond the available balance (balance minus frozen) with the amounts in the message', async () => {
    const m = await makeMerchant(b, productId);
    await operate({ userId: m.id, reason: FundReason.addBalance, amount: 10_000 });
    await b.db.update(balances).set({ frozenBalance: 3_000 }).where(eq(balances.userId, m.id));
    const refused = await operate({ userId: m.id, reason: FundReason.withdraw, amount: 7_001 });
    expect(refused).toMatchObject({
      code: Code.conflict,
      msgId: 'errors.overAvailable',
      msg: 'The amount 70.01 is more than the available balance 70.00',
    });
    expect(await operate({ userId: m.id, reason: FundReason.adjustment, amount: -7_001 })).toMatchObject({
      msgId: 'errors.overAvailable',
    });
    expect(await operate({ userId: m.id, reason: FundReason.addDeposit, amount: 7_001 })).toMatchObject({
      msgId: 'errors.overAvailable',
    });
    expect((await holding(m.id)).balance).toBe(10_000);
    expect((await operate({ userId: m.id, reason: FundReason.withdraw, amount: 7_000 })).code).toBe(200);
    expect(await holding(m.id)).toMatchObject({ balance: 3_000, frozenBalance: 3_000 });
  });

  it('refuses reducing a deposit by more than it holds, and operations on staff accounts or bad amounts', async () => {
    const s = await makeSupplier(b, productId, { balance: 10_000 });
    await operate({ userId: s.id, reason: FundReason.addDeposit, amount: 4_000 });
    expect(await operate({ userId: s.id, reason: FundReason.reduceDeposit, amount: 4_001 })).toMatchObject({
      code: Code.conflict,
      msgId: 'errors.depositNotEnough',
    });
    const [admin] = await rows<{ id: number }>(b, sql`select id from users where account = 'admin0002'`);
    expect(await operate({ userId: admin!.id, reason: FundReason.addBalance, amount: 100 })).toMatchObject({
      code: Code.conflict,
      msgId: 'errors.notBalanceHolder',
    });
    expect(await operate({ userId: s.id, reason: FundReason.withdraw, amount: -100 })).toMatchObject({
      code: Code.badRequest,
    });
    expect(await operate({ userId: s.id, reason: FundReason.adjustment, amount: 0 })).toMatchObject({
      code: Code.badRequest,
    });
    expect(await operate({ userId: s.id, reason: FundReason.addBalance, amount: 1.5 })).toMatchObject({
      code: Code.badRequest,
    });
    expect(await operate({ userId: s.id, reason: FundReason.orderIncome, amount: 100 })).toMatchObject({
      code: Code.badRequest,
    });
    expect(await holding(s.id)).toMatchObject({ balance: 6_000, deposit: 4_000 });
  });

  it('never takes the balance below zero under 20 concurrent withdrawals', async () => {
    const m = await makeMerchant(b, productId);
    await operate({ userId: m.id, reason: FundReason.addBalance, amount: 10_000 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => operate({ userId: m.id, reason: FundReason.withdraw, amount: 1_000 })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(10);
    expect(results.filter((r) => r.code !== 200).every((r) => r.msgId === 'errors.overAvailable')).toBe(true);
    expect((await holding(m.id)).balance).toBe(0);
    const chain = await b.db.select().from(fundRecords).where(eq(fundRecords.userId, m.id)).orderBy(fundRecords.id);
    expect(chain.every((r) => r.balanceAfter >= 0 && r.balanceBefore + r.amount === r.balanceAfter)).toBe(true);
  });

  it('keeps every balance equal to the sum of its fund records after 300 random operations', async () => {
    const people = [
      await makeMerchant(b, productId),
      await makeMerchant(b, productId),
      await makeSupplier(b, productId, { balance: 50_000 }),
      await makeSupplier(b, productId, { balance: 0 }),
    ];
    let seed = 20260501;
    const rnd = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const codes = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const who = people[rnd(people.length)]!;
      const reason = balanceOperationReasons[rnd(balanceOperationReasons.length)]!;
      const signed =
        reason === FundReason.changeRate || reason === FundReason.changeFixedFee || reason === FundReason.adjustment;
      const amount = (1 + rnd(20_000)) * (signed && rnd(2) === 0 ? -1 : 1);
      const res = await operate({ userId: who.id, reason, amount });
      codes.set(res.code, (codes.get(res.code) ?? 0) + 1);
      expect([200, Code.conflict]).toContain(res.code);
    }
    // Both outcomes happened: the run exercised the refusals as well as the changes.
    expect(codes.get(200)).toBeGreaterThan(100);
    expect(codes.get(Code.conflict) ?? 0).toBeGreaterThan(0);
    const mismatched = await rows<{ user_id: number }>(
      b,
      sql`select b.user_id from balances b left join (select user_id, sum(amount) as total from fund_records group by user_id) f on f.user_id = b.user_id
          where b.balance <> coalesce(f.total, 0) or b.balance < 0 or b.deposit < 0`,
    );
    expect(mismatched).toEqual([]);
    const ids = people.map((p) => p.id);
    const chains = await b.db
      .select()
      .from(fundRecords)
      .where(sql`${fundRecords.userId} in ${ids}`)
      .orderBy(fundRecords.id);
    const last = new Map<number, number>();
    for (const r of chains) {
      expect(r.balanceBefore).toBe(last.get(r.userId) ?? 0);
      last.set(r.userId, r.balanceAfter);
    }
  });
});
