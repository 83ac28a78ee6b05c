import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, FundReason, formatUtcDateTime, type FundRecordRow, type Page } from '../../src/contract/index.ts';
import { fundRecords } from '../../server/db/schema.ts';
import { findUserByAccount } from '../../server/modules/user/repository.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { setSetting } from './support/order-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
const list = '/v1.0/fundRecord/getList';

describe.each(backends)('fund records (%s)', (kind) => {
  let b: TestBackend;
  let merchantId: number;
  let supplierId: number;
  let admin: string;

  const idOf = async (account: string) => (await findUserByAccount(b.db, account))!.id;
  const countOf = async (userId: number) =>
    Number((await b.db.select({ n: count() }).from(fundRecords).where(eq(fundRecords.userId, userId)))[0]!.n);
  const page = (input: Record<string, unknown>, token: string) =>
    b.call<Page<FundRecordRow>>('GET', list, input, { token });

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 40, now });
    merchantId = await idOf('merchant01');
    supplierId = await idOf('supplier01');
    admin = await b.sessionFor('admin0001');
    await setSetting(b, 'EnableGoogleVerifyForBalanceOperation', false);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('shows a merchant and a supplier only their own rows, whatever user they ask for', async () => {
    for (const [account, id, other] of [
      ['merchant01', merchantId, supplierId],
      ['supplier01', supplierId, merchantId],
    ] as const) {
      const token = await b.sessionFor(account);
      const res = await page({ pageNum: 500, userId: other }, token);
      expect(res.code).toBe(200);
      expect(res.data.total).toBe(await countOf(id));
      expect(res.data.total).toBeGreaterThan(0);
      expect(new Set(res.data.list.map((r) => r.userId))).toEqual(new Set([id]));
    }
  });

  it('refuses the roles without fund records', async () => {
    const res = await page({}, await b.sessionFor('techsupport1'));
    expect(res).toMatchObject({ code: Code.forbidden, msgId: 'errors.forbidden' });
  });

  it('shows a new balance operation first with user, reason, amount, balance before and after, operator and remark', async () => {
    b.clock.advance(60_000);
    const op = await b.call(
      'POST',
      '/v1.0/fundRecord/balanceOperation',
      { userId: merchantId, reason: FundReason.addBalance, amount: 1234, remark: 'Top-up for test' },
      { token: admin },
    );
    expect(op.code).toBe(200);
    const mine = await page({ pageNum: 5 }, await b.sessionFor('merchant01'));
    const [row] = mine.data.list;
    expect(row).toMatchObject({
      userId: merchantId,
      userAccount: 'merchant01',
      reason: FundReason.addBalance,
      amount: 1234,
      operator: 'admin0001',
      remark: 'Top-up for test',
      orderCode: null,
    });
    expect(row!.balanceAfter - row!.balanceBefore).toBe(1234);
    expect(row!.createdTime).toBe(b.clock.now().toISOString());
    // The one before it ended where this one starts.
    expect(mine.data.list[1]!.balanceAfter).toBe(row!.balanceBefore);
  });

  it('filters staff lists by user, reason, order code and time range, and pages through them', async () => {
    const all = await page({ userId: merchantId, pageNum: 500 }, admin);
    expect(all.data.total).toBe(await countOf(merchantId));
    const byReason = await page({ userId: merchantId, reason: FundReason.withdraw, pageNum: 500 }, admin);
    const expectedWithdrawals = Number(
      (
        await b.db
          .select({ n: count() })
          .from(fundRecords)
          .where(and(eq(fundRecords.userId, merchantId), eq(fundRecords.reason, FundReason.withdraw)))
      )[0]!.n,
    );
    expect(byReason.data.total).toBe(expectedWithdrawals);
    expect(byReason.data.list.every((r) => r.reason === FundReason.withdraw)).toBe(true);

    const withOrder = all.data.list.find((r) => r.orderCode !== null);
    expect(withOrder).toBeDefined();
    const byOrder = await page({ orderCode: withOrder!.orderCode }, admin);
    expect(byOrder.data.list.length).toBeGreaterThan(0);
    expect(byOrder.data.list.every((r) => r.orderCode === withOrder!.orderCode)).toBe(true);

    const at = b.clock.now();
    const window = await page(
      {
        userId: merchantId,
        startTime: formatUtcDateTime(new Date(at.getTime() - 1000)),
        endTime: formatUtcDateTime(at),
      },
      admin,
    );
    expect(window.data.list.map((r) => r.amount)).toEqual([1234]);

    const first = await page({ userId: merchantId, pageNum: 3, pageIndex: 1 }, admin);
    const second = await page({ userId: merchantId, pageNum: 3, pageIndex: 2 }, admin);
    expect([...first.data.list, ...second.data.list].map((r) => r.id)).toEqual(
      all.data.list.slice(0, 6).map((r) => r.id),
    );
    expect(await page({ startTime: '2026-05-02 00:00:00', endTime: '2026-05-01 00:00:00' }, admin)).toMatchObject({
      code: Code.badRequest,
    });
  });

  it('lets customer service read every user but not operate', async () => {
    const token = await b.sessionFor('service001');
    const res = await page({ userId: supplierId, pageNum: 1 }, token);
    expect(res.data.list[0]?.userId).toBe(supplierId);
    const op = await b.call(
      'POST',
      '/v1.0/fundRecord/balanceOperation',
      { userId: merchantId, reason: FundReason.addBalance, amount: 1 },
      { token },
    );
    expect(op.code).toBe(Code.forbidden);
  });
});
