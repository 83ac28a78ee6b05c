import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FundReason,
  OrderStatus,
  formatUtcDateTime,
  type BankStatementRow,
  type ManualMatchResult,
  type Page,
} from '../../src/contract/index.ts';
import { auditRecords, bankStatements, monitorLogs, orders, users } from '../../server/db/schema.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  balanceOf,
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  rows,
  setSetting,
  type TestMerchant,
} from './support/order-fixtures.ts';
import { deleteSetting } from '../../server/modules/system-config/repository.ts';

const S = OrderStatus;
const now = new Date('2026-05-01T10:00:00.000Z');
const minute = 60_000;

describe.each(backends)('SMS record list and manual match (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let supplier: { id: number; account: string };
  let other: { id: number; account: string };
  let resourceId: number;
  let otherResourceId: number;
  let msg = 0;
  const tokens = new Map<string, string>();

  const token = async (account: string) =>
    tokens.get(account) ?? (tokens.set(account, await b.sessionFor(account)), tokens.get(account)!);
  const list = async (account: string, filters: Record<string, unknown> = {}) =>
    b.call<Page<BankStatementRow>>(
      'GET',
      '/v1.0/bankStatement/getList',
      { pageNum: 100, ...filters },
      { token: await token(account) },
    );
  const match = async (account: string, input: Record<string, unknown>) =>
    b.call<ManualMatchResult>('POST', '/v1.0/bankStatement/manualMatch', input, { token: await token(account) });
  /** A code works once (decision 048): each one is from a step later than the last. */
  const code = () => (b.clock.advance(30_000), googleCodeAt(demoGoogleSecret, b.clock.now()));
  /** A stored SMS record, as the device report would store it. */
  const record = async (values: Partial<typeof bankStatements.$inferInsert> & { amount: number }) => {
    const [row] = await b.db
      .insert(bankStatements)
      .values({
        resourceId,
        supplierId: supplier.id,
        direction: 0,
        utr: String(700_000_000_000 + ++msg),
        payerName: 'Ravi Kumar',
        sender: 'HDFCBK',
        content: `Credited INR ${values.amount / 100}`,
        deviceMessageId: `list-${kind}-${msg}`,
        receivedAt: new Date(b.clock.now().getTime() + minute),
        ...values,
      })
      .returning();
    return row!;
  };
  const order = async (amount: number) => {
    const res = await createOrderFor(b, merchant, productId, amount);
    expect(res.data.status).toBe(S.allocated);
    return (await b.db.select().from(orders).where(eq(orders.orderCode, res.data.orderCode)))[0]!;
  };
  const orderRow = async (orderCode: string) =>
    (await b.db.select().from(orders).where(eq(orders.orderCode, orderCode)))[0]!;
  const statementRow = async (id: number) =>
    (await b.db.select().from(bankStatements).where(eq(bankStatements.id, id)))[0]!;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    // Every action asks here; the step-up window of decision 107 has its own test (step-up-window.test.ts).
    await setSetting(b, 'StepUpWindowMinutes', 0);
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    supplier = await makeSupplier(b, productId);
    other = await makeSupplier(b, productId);
    resourceId = await makeResource(b, supplier.id, productId, { bankName: 'HDFC Bank', cardNumber: '50100234567890' });
    // Disabled: every order of the product lands on the first account.
    otherResourceId = await makeResource(b, other.id, productId, { state: 1, cardNumber: '60200111122223333' });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', true);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('list', () => {
    let r: Record<'income' | 'expense' | 'reversal' | 'matched' | 'others', typeof bankStatements.$inferSelect>;
    const t0 = new Date('2026-04-20T08:00:00.000Z');
    beforeAll(async () => {
      r = {
        income: await record({ amount: 10_050, receivedAt: t0 }),
        expense: await record({
          amount: 20_000,
          direction: 1,
          utr: null,
          receivedAt: new Date(t0.getTime() + 10 * minute),
        }),
        reversal: await record({
          amount: 30_000,
          direction: 2,
          utr: null,
          receivedAt: new Date(t0.getTime() + 20 * minute),
        }),
        matched: await record({
          amount: 10_050,
          receivedAt: new Date(t0.getTime() + 30 * minute),
          matchedOrderCode: 'P-LIST-MATCHED',
          matchedAt: t0,
        }),
        others: await record({
          amount: 10_050,
          resourceId: otherResourceId,
          supplierId: other.id,
          receivedAt: new Date(t0.getTime() + 40 * minute),
        }),
      };
    });
    const ids = (res: { data: Page<BankStatementRow> }) => res.data.list.map((x) => x.id);

    it('shows staff every record, newest received first, with account, supplier and matcher', async () => {
      for (const account of ['superadmin', 'admin0001', 'service001', 'techmaint1']) {
        const res = await list(account, { resourceId });
        expect([account, res.code]).toEqual([account, 200]);
        expect(ids(res)).toEqual([r.matched.id, r.reversal.id, r.expense.id, r.income.id]);
        expect(res.data.total).toBe(4);
      }
      const res = await list('admin0001', { resourceId });
      expect(res.data.list[0]).toMatchObject({
        bankName: 'HDFC Bank',
        cardTail: '7890',
        supplierName: supplier.account,
        amount: 10_050,
        matchedOrderCode: 'P-LIST-MATCHED',
        matchedBy: 'automatic',
      });
      expect(res.data.list[3]).toMatchObject({
        direction: 0,
        utr: r.income.utr,
        payerName: 'Ravi Kumar',
        matchedBy: null,
        receivedTime: t0.toISOString(),
      });
    });

    it('shows a supplier its own accounts only, and refuses roles without the page', async () => {
      const mine = await list(supplier.account);
      expect(mine.data.total).toBe(4);
      expect(mine.data.list.every((x) => x.supplierId === supplier.id)).toBe(true);
      // Naming another supplier's account or supplier does not reach past the scope.
      expect((await list(supplier.account, { resourceId: otherResourceId })).data.total).toBe(0);
      expect((await list(supplier.account, { supplierId: other.id })).data.total).toBe(0);
      expect(ids(await list(other.account))).toEqual([r.others.id]);
      const [demo] = await b.db.select({ id: users.id }).from(users).where(eq(users.account, 'supplier01'));
      const theirs = await list('supplier01');
      expect(theirs.code).toBe(200);
      expect(theirs.data.list.every((x) => x.supplierId === demo!.id)).toBe(true);
      expect((await list('merchant01')).status).toBe(403);
      expect((await list('techsupport1')).status).toBe(403);
    });

    it('refuses suppliers while SupplierSmsRecordEnable is off; staff still read', async () => {
      await setSetting(b, 'SupplierSmsRecordEnable', false);
      try {
        expect(await list(supplier.account)).toMatchObject({ code: 403, msgId: 'errors.smsRecordsOff' });
        expect((await list('admin0001', { resourceId })).data.total).toBe(4);
      } finally {
        await deleteSetting(b.db, 'SupplierSmsRecordEnable');
      }
      // No stored value counts as on (product 6).
      expect((await list(supplier.account)).data.total).toBe(4);
    });

    it('narrows by each filter', async () => {
      const by = async (filters: Record<string, unknown>) => ids(await list('admin0001', { resourceId, ...filters }));
      expect(await by({ direction: 1 })).toEqual([r.expense.id]);
      expect(await by({ direction: 2 })).toEqual([r.reversal.id]);
      expect(await by({ matched: 'yes' })).toEqual([r.matched.id]);
      expect(await by({ matched: 'no' })).toEqual([r.reversal.id, r.expense.id, r.income.id]);
      expect(await by({ utr: r.income.utr })).toEqual([r.income.id]);
      expect(await by({ amount: '100.50' })).toEqual([r.matched.id, r.income.id]);
      expect(await by({ amount: '100.5' })).toEqual([r.matched.id, r.income.id]);
      expect(await by({ amount: '100.51' })).toEqual([]);
      expect(await by({ orderCode: 'P-LIST-MATCHED' })).toEqual([r.matched.id]);
      expect(
        await by({
          startTime: formatUtcDateTime(new Date(t0.getTime() + 10 * minute)),
          endTime: formatUtcDateTime(new Date(t0.getTime() + 20 * minute)),
        }),
      ).toEqual([r.reversal.id, r.expense.id]);
      expect(ids(await list('admin0001', { supplierId: other.id }))).toEqual([r.others.id]);
      expect((await list('admin0001', { amount: '1.234' })).code).toBe(400);
      expect((await list('admin0001', { matched: 'maybe' })).code).toBe(400);
      expect((await list('admin0001', { startTime: '2026-04-21', endTime: '2026-04-20' })).code).toBe(400);
    });

    it('pages without overlap', async () => {
      const one = await list('admin0001', { resourceId, pageNum: 3, pageIndex: 1 });
      const two = await list('admin0001', { resourceId, pageNum: 3, pageIndex: 2 });
      expect(one.data.total).toBe(4);
      expect([...ids(one), ...ids(two)]).toEqual([r.matched.id, r.reversal.id, r.expense.id, r.income.id]);
    });
  });

  describe('manual match', () => {
    it('confirms the order with the record: money moves once, with fund records, log and audit', async () => {
      const o = await order(12_345);
      const st = await record({ amount: o.payableAmount });
      const [m0, s0] = [await balanceOf(b, merchant.id), await balanceOf(b, supplier.id)];
      const res = await match('admin0001', { id: st.id, orderCode: o.orderCode, googleCode: code() });
      expect(res.code).toBe(200);
      expect(res.data).toEqual({ id: st.id, orderCode: o.orderCode, status: S.successful });
      expect(await orderRow(o.orderCode)).toMatchObject({
        status: S.successful,
        supplementStatus: 1,
        utr: st.utr,
        realAmount: 12_345,
      });
      expect(await balanceOf(b, merchant.id)).toBe(m0 + 12_345);
      expect(await balanceOf(b, supplier.id)).toBe(s0 - 12_345);
      const funds = await rows<{ reason: number; amount: string }>(
        b,
        sql`select reason, amount::text from fund_records where order_code = ${o.orderCode} order by id`,
      );
      expect(funds.map((f) => [f.reason, Number(f.amount)])).toEqual([
        [FundReason.orderIncome, 12_345],
        [FundReason.supplierCollection, -12_345],
      ]);
      const [admin] = await b.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin0001'));
      expect(await statementRow(st.id)).toMatchObject({ matchedOrderCode: o.orderCode, matchedBy: admin!.id });
      const shown = (await list('admin0001', { orderCode: o.orderCode })).data.list;
      expect(shown.map((x) => [x.id, x.matchedBy])).toEqual([[st.id, 'admin0001']]);
      const logs = await b.db
        .select()
        .from(monitorLogs)
        .where(and(eq(monitorLogs.orderCode, o.orderCode), eq(monitorLogs.logPhase, 'matched')));
      expect(logs).toHaveLength(1);
      const audits = await b.db
        .select()
        .from(auditRecords)
        .where(and(eq(auditRecords.target, o.orderCode), eq(auditRecords.action, 'bankStatement.manualMatch')));
      expect(audits.map((a) => a.operatorAccount)).toEqual(['admin0001']);

      // Again: the record is used; nothing moves.
      expect(await match('admin0002', { id: st.id, orderCode: o.orderCode, googleCode: code() })).toMatchObject({
        code: 409,
        msgId: 'errors.statementAlreadyMatched',
      });
      expect(await balanceOf(b, merchant.id)).toBe(m0 + 12_345);
    });

    it('matches an order that timed out', async () => {
      const o = await order(12_400);
      await b.db.update(orders).set({ status: S.timedOut }).where(eq(orders.id, o.id));
      const st = await record({ amount: o.payableAmount });
      expect((await match('admin0002', { id: st.id, orderCode: o.orderCode, googleCode: code() })).code).toBe(200);
      expect((await orderRow(o.orderCode)).status).toBe(S.successful);
    });

    it('refuses, saying why, and changes nothing', async () => {
      const o = await order(12_500);
      const m0 = await balanceOf(b, merchant.id);
      const expense = await record({ amount: o.payableAmount, direction: 1 });
      const elsewhere = await record({ amount: o.payableAmount, resourceId: otherResourceId, supplierId: other.id });
      const differs = await record({ amount: o.payableAmount + 1 });
      const fits = await record({ amount: o.payableAmount });
      const paid = await order(12_600);
      await b.db.update(orders).set({ status: S.successful }).where(eq(orders.id, paid.id));
      const paidFits = await record({ amount: paid.payableAmount });
      const try_ = (id: number, orderCode = o.orderCode) => match('admin0001', { id, orderCode, googleCode: code() });

      expect(await try_(expense.id)).toMatchObject({ code: 409, msgId: 'errors.statementNotIncome' });
      expect(await try_(elsewhere.id)).toMatchObject({ code: 409, msgId: 'errors.statementOtherAccount' });
      const amount = await try_(differs.id);
      expect(amount).toMatchObject({ code: 409, msgId: 'errors.statementAmountDiffers' });
      expect(amount.msg).toContain(`${(o.payableAmount / 100).toFixed(2)}`);
      expect(await try_(paidFits.id, paid.orderCode)).toMatchObject({ code: 409, msgId: 'errors.orderNotOpen' });
      expect(await try_(999_999_999)).toMatchObject({ code: 404, msgId: 'errors.statementNotFound' });
      expect(await try_(fits.id, 'P-NO-SUCH-ORDER')).toMatchObject({ code: 404, msgId: 'errors.orderNotFound' });
      for (const account of ['service001', 'techmaint1', supplier.account, 'merchant01']) {
        expect([
          account,
          (await match(account, { id: fits.id, orderCode: o.orderCode, googleCode: code() })).status,
        ]).toEqual([account, 403]);
      }
      expect((await orderRow(o.orderCode)).status).toBe(S.allocated);
      expect((await statementRow(fits.id)).matchedOrderCode).toBeNull();
      expect(await balanceOf(b, merchant.id)).toBe(m0);
    });

    it('asks for the Google code only while EnableGoogleVerifyForManualSupplement is on', async () => {
      const o = await order(12_700);
      const st = await record({ amount: o.payableAmount });
      expect(await match('admin0001', { id: st.id, orderCode: o.orderCode })).toMatchObject({
        code: 1004,
        msgId: 'errors.googleCodeRequired',
      });
      const wrong = code() === '000000' ? '111111' : '000000';
      expect(await match('admin0001', { id: st.id, orderCode: o.orderCode, googleCode: wrong })).toMatchObject({
        code: 1002,
        msgId: 'errors.googleCodeInvalid',
      });
      expect((await match('admin0001', { id: st.id, orderCode: o.orderCode, googleCode: '12ab' })).code).toBe(400);
      expect((await statementRow(st.id)).matchedOrderCode).toBeNull();
      await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
      try {
        expect((await match('admin0001', { id: st.id, orderCode: o.orderCode })).code).toBe(200);
      } finally {
        await setSetting(b, 'EnableGoogleVerifyForManualSupplement', true);
      }
      expect((await statementRow(st.id)).matchedOrderCode).toBe(o.orderCode);
    });

    it('gives one success to ten concurrent matches of one record', async () => {
      const o = await order(12_800);
      const st = await record({ amount: o.payableAmount });
      const m0 = await balanceOf(b, merchant.id);
      // About the record's lock, not the Google code (one code passes once: google-code-once.test.ts).
      await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
      const all = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          match(i % 2 ? 'admin0001' : 'admin0002', { id: st.id, orderCode: o.orderCode }),
        ),
      );
      await setSetting(b, 'EnableGoogleVerifyForManualSupplement', true);
      expect(all.filter((r) => r.code === 200)).toHaveLength(1);
      expect(all.filter((r) => r.code === 409)).toHaveLength(9);
      expect(await balanceOf(b, merchant.id)).toBe(m0 + 12_800);
      const funds = await rows<{ n: number }>(
        b,
        sql`select count(*)::int as n from fund_records where order_code = ${o.orderCode}`,
      );
      expect(funds[0]!.n).toBe(2);
    });
  });
});
