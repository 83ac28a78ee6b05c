import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, type BankStatementRow, type MonitorReportAnswer, type Page } from '../../src/contract/index.ts';
import { bankStatements, monitorLogs, orders } from '../../server/db/schema.ts';
import { deviceBody } from './support/device-fixtures.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  balanceOf,
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  setSetting,
  type TestMerchant,
} from './support/order-fixtures.ts';
import { bankSms, templateInput } from './support/sms-fixtures.ts';

const S = OrderStatus;
const now = new Date('2026-05-01T10:00:00.000Z');
const monitorKey = 'device-secret-sms-templates';

interface Bank {
  productId: number;
  merchant: TestMerchant;
  resourceId: number;
}

describe.each(backends)('the monitor report reads raw SMS with the templates (%s)', (kind) => {
  let b: TestBackend;
  let boss: string;
  let seq = 0;
  const banks: Record<'hdfc' | 'icici' | 'sbi', Bank> = {} as Record<'hdfc' | 'icici' | 'sbi', Bank>;

  const sign = (body: Record<string, unknown>) => deviceBody(b, body, monitorKey);
  const report = (resourceId: number, messages: Record<string, unknown>[]) =>
    b.call<MonitorReportAnswer>('POST', '/v1.0/monitor/report', sign({ resourceId, messages }));
  /** A message as a device from decision 054 on sends it: the raw SMS, nothing parsed. */
  const raw = (sender: string, content: string, extra: Record<string, unknown> = {}) => ({
    deviceMessageId: `raw-${kind}-${seq++}`,
    sender,
    content,
    receivedAt: new Date(b.clock.now().getTime() + 60_000).toISOString(),
    ...extra,
  });
  const orderOf = async (bank: Bank, amount: number) => {
    const res = await createOrderFor(b, bank.merchant, bank.productId, amount);
    expect(res.data.status).toBe(S.allocated);
    return res.data;
  };
  const status = async (orderCode: string) =>
    (await b.db.select().from(orders).where(eq(orders.orderCode, orderCode)))[0]!;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    boss = await b.sessionFor('superadmin');
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', false);
    for (const [key, bankName, card] of [
      ['hdfc', 'HDFC Bank', '50100234567890'],
      ['icici', 'ICICI Bank', '000401550890'],
      ['sbi', 'State Bank of India', '30211234455'],
    ] as const) {
      const productId = await makeProduct(b);
      const merchant = await makeMerchant(b, productId);
      const supplier = await makeSupplier(b, productId);
      const resourceId = await makeResource(b, supplier.id, productId, { monitorKey, cardNumber: card, bankName });
      banks[key] = { productId, merchant, resourceId };
      const made = await b.call('POST', '/v1.0/messageTemplate/create', templateInput(bankSms[key]), { token: boss });
      expect(made.code).toBe(200);
    }
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('credits the order each bank SMS pays: by sender (with its operator prefix) and by the account bank', async () => {
    for (const key of ['hdfc', 'icici', 'sbi'] as const) {
      const bank = banks[key];
      const t = bankSms[key];
      const other = await orderOf(bank, t.read.amount + 100);
      const target = await orderOf(bank, t.read.amount);
      const m0 = await balanceOf(b, bank.merchant.id);
      // SBI's template names no sender: the account's bank decides.
      const sender = key === 'hdfc' ? 'VM-HDFCBK' : key === 'icici' ? 'ICICIB' : 'SBIPSG';
      const res = await report(bank.resourceId, [raw(sender, t.example)]);
      expect(res.code, key).toBe(200);
      expect(res.data.results[0], key).toMatchObject({ result: 'matched', orderCode: target.orderCode });
      expect(await status(target.orderCode)).toMatchObject({ status: S.successful, utr: t.read.utr });
      expect((await status(other.orderCode)).status).toBe(S.allocated);
      expect(await balanceOf(b, bank.merchant.id), key).toBe(m0 + t.read.amount);
      const [st] = await b.db
        .select()
        .from(bankStatements)
        .where(eq(bankStatements.id, res.data.results[0]!.statementId!));
      expect(st, key).toMatchObject({
        unread: false,
        direction: 0,
        amount: t.read.amount,
        utr: t.read.utr,
        balance: t.read.balance,
        matchedOrderCode: target.orderCode,
      });
      expect(st!.statedAt?.toISOString()).toBe(t.read.time);
    }
  });

  it("prefers the template's reading to the device's own fields when both are there", async () => {
    const bank = banks.hdfc;
    const target = await orderOf(bank, bankSms.hdfc.read.amount);
    const content = bankSms.hdfc.example.replace('432118765432', '432118765499');
    const res = await report(bank.resourceId, [
      raw('HDFCBK', content, { direction: 1, amount: 999, utr: 'DEVICE-UTR' }),
    ]);
    expect(res.data.results[0]).toMatchObject({ result: 'matched', orderCode: target.orderCode });
    expect((await status(target.orderCode)).utr).toBe('432118765499');
    const [line] = await b.db
      .select()
      .from(monitorLogs)
      .where(and(eq(monitorLogs.resourceId, bank.resourceId), eq(monitorLogs.logPhase, 'report')));
    expect(line).toBeDefined();
    const lines = await b.db
      .select({ content: monitorLogs.content })
      .from(monitorLogs)
      .where(eq(monitorLogs.resourceId, bank.resourceId));
    expect(lines.some((l) => l.content.includes('the device said 9.99'))).toBe(true);
  });

  it("still takes an old device's own reading when no template reads the text", async () => {
    const bank = banks.icici;
    const target = await orderOf(bank, 77_700);
    const res = await report(bank.resourceId, [
      raw('ICICIB', 'INR 777 recd in your acct', { direction: 0, amount: 77_700, utr: '555566667777' }),
    ]);
    expect(res.data.results[0]).toMatchObject({ result: 'matched', orderCode: target.orderCode });
  });

  it('keeps an SMS no template reads as unread: listed with the unread filter, matching and crediting nothing', async () => {
    const bank = banks.hdfc;
    const waiting = await orderOf(bank, 150_000 + 1);
    const m0 = await balanceOf(b, bank.merchant.id);
    const res = await report(bank.resourceId, [
      raw('HDFCBK', 'Rs.1500.01 credited to your account, ref 123 (a text nobody wrote a template for)'),
    ]);
    expect(res.code).toBe(200);
    const [answer] = res.data.results;
    expect(answer).toMatchObject({ result: 'unread', orderCode: null });
    const [st] = await b.db.select().from(bankStatements).where(eq(bankStatements.id, answer!.statementId!));
    expect(st).toMatchObject({ unread: true, amount: 0, utr: null, matchedOrderCode: null });
    expect((await status(waiting.orderCode)).status).toBe(S.allocated);
    expect(await balanceOf(b, bank.merchant.id)).toBe(m0);

    const list = await b.call<Page<BankStatementRow>>(
      'GET',
      '/v1.0/bankStatement/getList',
      { read: 'unread', resourceId: bank.resourceId },
      { token: boss },
    );
    expect(list.data.list.map((r) => r.id)).toEqual([st!.id]);
    expect(list.data.list[0]).toMatchObject({ unread: true, content: st!.content });
    const incomes = await b.call<Page<BankStatementRow>>(
      'GET',
      '/v1.0/bankStatement/getList',
      { direction: 0, resourceId: bank.resourceId, pageSize: 100 },
      { token: boss },
    );
    expect(incomes.data.list.some((r) => r.id === st!.id)).toBe(false);

    // Staff cannot match an unread record by hand either: its amount was never read.
    const byHand = await b.call(
      'POST',
      '/v1.0/bankStatement/manualMatch',
      { id: st!.id, orderCode: waiting.orderCode },
      { token: boss },
    );
    expect(byHand.code).toBe(409);
    expect((await status(waiting.orderCode)).status).toBe(S.allocated);
  });
});
