import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MonitorState,
  OrderStatus,
  type MonitorReportAnswer,
  type OrderQueryResult,
} from '../../src/contract/index.ts';
import { auditRecords, bankStatements, monitorLogs, orders, resources } from '../../server/db/schema.ts';
import { deviceBody } from './support/device-fixtures.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  balanceOf,
  createOrderFor,
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  type TestMerchant,
} from './support/order-fixtures.ts';

const S = OrderStatus;
const now = new Date('2026-05-01T10:00:00.000Z');
const monitorKey = 'device-secret-0123456789';

describe.each(backends)('SMS records confirm orders (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let supplier: { id: number; account: string };
  let otherSupplier: { id: number; account: string };
  let resourceId: number;
  let msg = 0;

  const sign = (body: Record<string, unknown>, key = monitorKey) => deviceBody(b, body, key);
  const report = (body: Record<string, unknown>) => b.call<MonitorReportAnswer>('POST', '/v1.0/monitor/report', body);
  const income = (amount: number, extra: Record<string, unknown> = {}) => ({
    deviceMessageId: `sms-${kind}-${msg++}`,
    direction: 0,
    amount,
    utr: String(300_000_000_000 + msg),
    payerName: 'Ravi Kumar',
    sender: 'HDFCBK',
    content: `Rs.${amount / 100} credited to a/c XX7890`,
    receivedAt: new Date(b.clock.now().getTime() + 60_000).toISOString(),
    ...extra,
  });
  const order = async (amount: number) => {
    const res = await createOrderFor(b, merchant, productId, amount);
    expect(res.data.status).toBe(S.allocated);
    return res.data;
  };
  const orderRow = async (orderCode: string) =>
    (await b.db.select().from(orders).where(eq(orders.orderCode, orderCode)))[0]!;
  const logsOf = async (phase: string) =>
    b.db
      .select()
      .from(monitorLogs)
      .where(and(eq(monitorLogs.resourceId, resourceId), eq(monitorLogs.logPhase, phase)));

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    supplier = await makeSupplier(b, productId);
    otherSupplier = await makeSupplier(b, productId);
    resourceId = await makeResource(b, supplier.id, productId, { monitorKey, cardNumber: '50100234567890' });
    // The other supplier's account has no key: its device cannot report yet.
    await makeResource(b, otherSupplier.id, productId, { state: 1 });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('confirms the order whose payable amount the income matches, credits the merchant once and records it all', async () => {
    const a = await order(11_000);
    const target = await order(12_000);
    const m0 = await balanceOf(b, merchant.id);
    const sms = income(target.payableAmount);
    const res = await report(sign({ resourceId, state: MonitorState.running, messages: [sms] }));
    expect(res.code).toBe(200);
    const [r] = res.data.results;
    expect(r).toMatchObject({ deviceMessageId: sms.deviceMessageId, result: 'matched', orderCode: target.orderCode });

    expect(await orderRow(target.orderCode)).toMatchObject({
      status: S.successful,
      supplementStatus: 2,
      utr: sms.utr,
      realAmount: 12_000,
    });
    expect((await orderRow(a.orderCode)).status).toBe(S.allocated);
    expect(await balanceOf(b, merchant.id)).toBe(m0 + 12_000);
    const [st] = await b.db.select().from(bankStatements).where(eq(bankStatements.id, r!.statementId!));
    expect(st).toMatchObject({
      matchedOrderCode: target.orderCode,
      matchedBy: null,
      amount: target.payableAmount,
      supplierId: supplier.id,
      direction: 0,
    });
    expect(st!.matchedAt).not.toBeNull();
    expect((await logsOf('matched')).map((l) => l.orderCode)).toContain(target.orderCode);
    expect((await logsOf('report')).some((l) => l.content.includes(`SMS record ${st!.id}`))).toBe(true);
    const [device] = await b.db.select().from(resources).where(eq(resources.id, resourceId));
    expect(device).toMatchObject({ monitorState: MonitorState.running });
    expect(device!.monitorLastSeenAt?.getTime()).toBe(b.clock.now().getTime());
  });

  it('refuses an unknown device and a wrong or tampered signature, and stores nothing', async () => {
    const target = await order(13_000);
    const body = { resourceId, messages: [income(target.payableAmount)] };
    expect(await report(sign(body, 'not-the-key'))).toMatchObject({ code: 400, msgId: 'errors.signInvalid' });
    // Signed, then the amount changed on the way.
    const tampered = sign(body);
    expect(await report({ ...tampered, messages: [{ ...body.messages[0], amount: 1 }] })).toMatchObject({
      code: 400,
      msgId: 'errors.signInvalid',
    });
    expect(await report(sign({ ...body, resourceId: 999_999 }))).toMatchObject({
      code: 404,
      msgId: 'errors.monitorUnknown',
    });
    const stored = await b.db
      .select()
      .from(bankStatements)
      .where(eq(bankStatements.deviceMessageId, body.messages[0]!.deviceMessageId));
    expect(stored).toHaveLength(0);
    expect((await orderRow(target.orderCode)).status).toBe(S.allocated);
    expect((await logsOf('refused')).length).toBe(2);
  });

  it('takes the same message once: a repeat is a duplicate and pays nothing', async () => {
    const target = await order(14_000);
    const m0 = await balanceOf(b, merchant.id);
    // The device sends the message again in a new report (a new nonce: a copied report is a replay).
    const body = { resourceId, messages: [income(target.payableAmount)] };
    expect((await report(sign(body))).data.results[0]!.result).toBe('matched');
    const again = await report(sign(body));
    expect(again.data.results[0]).toMatchObject({ result: 'duplicate', statementId: null });
    expect(await balanceOf(b, merchant.id)).toBe(m0 + 14_000);
    expect((await logsOf('duplicate')).length).toBeGreaterThanOrEqual(1);
  });

  it('confirms once when the same report arrives many times at once', async () => {
    const target = await order(15_000);
    const m0 = await balanceOf(b, merchant.id);
    const body = { resourceId, messages: [income(target.payableAmount)] };
    const all = await Promise.all(Array.from({ length: 10 }, () => report(sign(body))));
    const results = all.map((r) => r.data.results[0]!.result);
    expect(results.filter((r) => r === 'matched')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(9);
    expect(await balanceOf(b, merchant.id)).toBe(m0 + 15_000);
    expect(
      await b.db.select().from(bankStatements).where(eq(bankStatements.matchedOrderCode, target.orderCode)),
    ).toHaveLength(1);
  });

  it('leaves an income without a fitting order unmatched, and only stores an expense', async () => {
    const target = await order(16_000);
    const res = await report(
      sign({
        resourceId,
        messages: [
          income(16_001 + 777),
          // The right amount, but the money arrived before the order existed.
          income(target.payableAmount, { receivedAt: new Date(b.clock.now().getTime() - 60_000).toISOString() }),
          { ...income(target.payableAmount), direction: 1 },
        ],
      }),
    );
    expect(res.data.results.map((r) => r.result)).toEqual(['unmatched', 'unmatched', 'stored']);
    expect((await orderRow(target.orderCode)).status).toBe(S.allocated);
    expect((await logsOf('unmatched')).length).toBeGreaterThanOrEqual(2);
    // A second income of an amount already paid finds no waiting order either.
    const paid = await order(17_000);
    expect((await report(sign({ resourceId, messages: [income(paid.payableAmount)] }))).data.results[0]!.result).toBe(
      'matched',
    );
    expect((await report(sign({ resourceId, messages: [income(paid.payableAmount)] }))).data.results[0]!.result).toBe(
      'unmatched',
    );
  });

  it('leaves an income two orders fit for staff; a query of one order then confirms it', async () => {
    const a = await order(18_000);
    const other = await order(18_500);
    // Two waiting orders of one payable amount (allocation avoids it; a manual change may not).
    await b.db.update(orders).set({ payableAmount: a.payableAmount }).where(eq(orders.orderCode, other.orderCode));
    const res = await report(sign({ resourceId, messages: [income(a.payableAmount)] }));
    expect(res.data.results[0]).toMatchObject({ result: 'ambiguous', orderCode: null });
    const statementId = res.data.results[0]!.statementId!;

    const query = async (account: string, id: number, supplierPath: boolean) =>
      b.call<OrderQueryResult>(
        'POST',
        `/v1.0/order-query/${supplierPath ? 'supplier/' : ''}${id}/query-status`,
        {},
        { token: await b.sessionFor(account) },
      );
    const aRow = await orderRow(a.orderCode);
    const otherRow = await orderRow(other.orderCode);
    expect(await query(otherSupplier.account, aRow.id, true)).toMatchObject({
      code: 404,
      msgId: 'errors.orderNotFound',
    });
    expect((await query(supplier.account, aRow.id, false)).code).toBe(403);
    expect((await query('merchant01', aRow.id, true)).code).toBe(403);

    const q = await query(supplier.account, aRow.id, true);
    expect(q.data).toEqual({ orderCode: a.orderCode, status: S.successful, matched: true, statementId });
    expect(await orderRow(a.orderCode)).toMatchObject({ status: S.successful, supplementStatus: 2 });
    const [st] = await b.db.select().from(bankStatements).where(eq(bankStatements.id, statementId));
    expect(st).toMatchObject({ matchedOrderCode: a.orderCode, matchedBy: supplier.id });
    const [audit] = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.target, a.orderCode), eq(auditRecords.action, 'order.queryStatus')));
    expect(audit?.operatorAccount).toBe(supplier.account);

    // The record is used: the other order finds nothing; a paid order names its record.
    expect((await query('service001', otherRow.id, false)).data).toEqual({
      orderCode: other.orderCode,
      status: S.allocated,
      matched: false,
      statementId: null,
    });
    expect((await query('admin0001', aRow.id, false)).data).toEqual({
      orderCode: a.orderCode,
      status: S.successful,
      matched: false,
      statementId,
    });
    expect((await logsOf('query')).some((l) => l.orderCode === other.orderCode)).toBe(true);
  });

  it('confirms an order the timeout job ended when the money arrived in time', async () => {
    const target = await order(19_000);
    await b.db.update(orders).set({ status: S.timedOut }).where(eq(orders.orderCode, target.orderCode));
    const res = await report(sign({ resourceId, messages: [income(target.payableAmount)] }));
    expect(res.data.results[0]).toMatchObject({ result: 'matched', orderCode: target.orderCode });
    expect((await orderRow(target.orderCode)).status).toBe(S.successful);
  });
});
