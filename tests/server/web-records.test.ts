import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  type ManualMatchResult,
  type Page,
  type WebRecordReportAnswer,
  type WebRecordRow,
} from '../../src/contract/index.ts';
import { auditRecords, orders, users, webRecords } from '../../server/db/schema.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
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
import { deleteSetting } from '../../server/modules/system-config/repository.ts';

const S = OrderStatus;
const now = new Date('2026-05-01T10:00:00.000Z');
const monitorKey = 'web-device-secret-0123456789';
const wallet = 'TXYZopqrstuvwxyz1234567890ABCDEFGH';
const payerWallet = 'TPayerWallet1234567890abcdefghijkm';

describe.each(backends)('web messages and USDT records (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let supplier: { id: number; account: string };
  let other: { id: number; account: string };
  let resourceId: number;
  let otherResourceId: number;
  let n = 0;
  const tokens = new Map<string, string>();

  const token = async (account: string) =>
    tokens.get(account) ?? (tokens.set(account, await b.sessionFor(account)), tokens.get(account)!);
  const sign = (body: Record<string, unknown>, key = monitorKey) => deviceBody(b, body, key);
  const report = (records: Record<string, unknown>[], key = monitorKey) =>
    b.call<WebRecordReportAnswer>('POST', '/v1.0/monitor/reportRecords', sign({ resourceId, records }, key));
  const list = async (account: string, filters: Record<string, unknown>) =>
    b.call<Page<WebRecordRow>>(
      'GET',
      '/v1.0/webRecord/getList',
      { pageNum: 100, ...filters },
      { token: await token(account) },
    );
  const match = async (account: string, input: Record<string, unknown>) =>
    b.call<ManualMatchResult>('POST', '/v1.0/webRecord/manualMatch', input, { token: await token(account) });
  /** A code works once (decision 048): each one is from a step later than the last. */
  const code = () => (b.clock.advance(30_000), googleCodeAt(demoGoogleSecret, b.clock.now()));
  const later = () => new Date(b.clock.now().getTime() + 60_000).toISOString();
  const web = (amount: number, extra: Record<string, unknown> = {}) => ({
    kind: 'web',
    deviceMessageId: `web-${kind}-${++n}`,
    amount,
    utr: String(400_000_000_000 + n),
    payerName: 'Asha Rao',
    content: `Received INR ${amount / 100}`,
    receivedAt: later(),
    ...extra,
  });
  const usdt = (millionths: number, extra: Record<string, unknown> = {}) => ({
    kind: 'usdt',
    deviceMessageId: `usdt-${kind}-${++n}`,
    amount: millionths,
    txHash: `0xhash${kind}${n}`,
    fromAddress: payerWallet,
    toAddress: wallet,
    receivedAt: later(),
    ...extra,
  });
  const order = async (amount: number) => {
    const res = await createOrderFor(b, merchant, productId, amount);
    expect(res.data.status).toBe(S.allocated);
    return (await b.db.select().from(orders).where(eq(orders.orderCode, res.data.orderCode)))[0]!;
  };
  /** A USDT order as product 3015 creates it: the payer is told how many millionths to send from which wallet. */
  const usdtOrder = async (amount: number, usdtCount: number, from = payerWallet) => {
    const o = await order(amount);
    await b.db
      .update(orders)
      .set({ payer: { ...o.payer, usdtCount: String(usdtCount), usdtAddress: from, currency: 'USDT' } })
      .where(eq(orders.id, o.id));
    return o;
  };
  const orderRow = async (orderCode: string) =>
    (await b.db.select().from(orders).where(eq(orders.orderCode, orderCode)))[0]!;
  const recordRow = async (id: number) => (await b.db.select().from(webRecords).where(eq(webRecords.id, id)))[0]!;
  const ids = (p: { data: Page<WebRecordRow> }) => p.data.list.map((r) => r.id);

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    supplier = await makeSupplier(b, productId);
    other = await makeSupplier(b, productId);
    resourceId = await makeResource(b, supplier.id, productId, {
      monitorKey,
      bankName: 'HDFC Bank',
      cardNumber: '50100234567890',
      walletAddress: wallet,
    });
    otherResourceId = await makeResource(b, other.id, productId, { state: 1, monitorKey: 'other-key-0123456789' });
    await setSetting(b, 'EnableGoogleVerifyForManualSupplement', true);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('seeds demo web messages, each matched one on the account and amount of a paid order', async () => {
    const seeded = await b.db.select().from(webRecords);
    expect(seeded.filter((r) => r.kind === 'web' && r.matchedOrderCode !== null).length).toBeGreaterThan(0);
    for (const r of seeded.filter((x) => x.matchedOrderCode !== null)) {
      const o = await orderRow(r.matchedOrderCode!);
      expect([
        r.id,
        o.resourceId,
        r.kind === 'usdt' ? Number(o.payer.usdtCount) : o.payableAmount,
        [S.successful, S.callbackSuccessful, S.callbackFailed].includes(o.status as 3),
      ]).toEqual([r.id, r.resourceId, r.amount, true]);
    }
  });

  it('a posted web message pays the order of its amount once, even posted twice', async () => {
    const decoy = await order(21_000);
    const target = await order(22_000);
    const m0 = await balanceOf(b, merchant.id);
    const msg = web(target.payableAmount);
    const first = await report([msg]);
    expect(first.code).toBe(200);
    expect(first.data.results[0]).toMatchObject({ result: 'matched', orderCode: target.orderCode });
    const again = await report([msg]);
    expect(again.data.results[0]).toMatchObject({ result: 'duplicate', recordId: null });
    expect(await orderRow(target.orderCode)).toMatchObject({ status: S.successful, supplementStatus: 2, utr: msg.utr });
    expect((await orderRow(decoy.orderCode)).status).toBe(S.allocated);
    expect(await balanceOf(b, merchant.id)).toBe(m0 + 22_000);
    expect(await recordRow(first.data.results[0]!.recordId!)).toMatchObject({
      kind: 'web',
      matchedOrderCode: target.orderCode,
      matchedBy: null,
    });
  });

  it('a USDT transfer pays the USDT order of its count, picking the sender wallet among equal counts, once', async () => {
    const a = await usdtOrder(23_000, 2_750_000, 'TOtherPayer1234567890abcdefghijkmn');
    const target = await usdtOrder(23_100, 2_750_000);
    const m0 = await balanceOf(b, merchant.id);
    const t = usdt(2_750_000);
    const [first, again] = [await report([t]), await report([t])];
    expect(first.data.results[0]).toMatchObject({ result: 'matched', orderCode: target.orderCode });
    expect(again.data.results[0]!.result).toBe('duplicate');
    expect(await orderRow(target.orderCode)).toMatchObject({ status: S.successful, utr: t.txHash });
    expect((await orderRow(a.orderCode)).status).toBe(S.allocated);
    expect(await balanceOf(b, merchant.id)).toBe(m0 + 23_100);
    // The wrong count pays nothing.
    expect((await report([usdt(2_750_001)])).data.results[0]!.result).toBe('unmatched');
  });

  it('refuses a wrong signature and stores nothing', async () => {
    const msg = web(99_900);
    expect(await report([msg], 'not-the-key')).toMatchObject({ code: 400, msgId: 'errors.signInvalid' });
    expect(
      await b.db.select().from(webRecords).where(eq(webRecords.deviceMessageId, msg.deviceMessageId)),
    ).toHaveLength(0);
  });

  describe('list', () => {
    let rec: Record<'web' | 'usdt' | 'others', number>;
    const t0 = new Date('2026-04-20T08:00:00.000Z');
    beforeAll(async () => {
      const insert = async (
        v: Partial<typeof webRecords.$inferInsert> & { kind: string; amount: number; receivedAt: Date },
      ) =>
        (
          await b.db
            .insert(webRecords)
            .values({ resourceId, supplierId: supplier.id, deviceMessageId: `list-${++n}`, ...v })
            .returning()
        )[0]!.id;
      rec = {
        web: await insert({ kind: 'web', amount: 10_050, utr: 'UTRLIST1', receivedAt: t0 }),
        usdt: await insert({
          kind: 'usdt',
          amount: 1_500_000,
          txHash: '0xlisthash',
          fromAddress: payerWallet,
          toAddress: wallet,
          receivedAt: t0,
        }),
        others: await insert({
          kind: 'web',
          amount: 10_050,
          resourceId: otherResourceId,
          supplierId: other.id,
          receivedAt: t0,
        }),
      };
    });

    it('shows one kind at a time with each filter, and the matched order', async () => {
      const until = { startTime: '2026-04-20 08:00:00', endTime: '2026-04-20 08:00:59' };
      expect(ids(await list('admin0001', { kind: 'web', ...until }))).toEqual(
        [rec.others, rec.web].sort((x, y) => y - x),
      );
      expect(ids(await list('admin0001', { kind: 'usdt', ...until }))).toEqual([rec.usdt]);
      expect(ids(await list('admin0001', { kind: 'web', amount: '100.50', resourceId }))).toEqual([rec.web]);
      expect(ids(await list('admin0001', { kind: 'web', utr: 'UTRLIST1' }))).toEqual([rec.web]);
      expect(ids(await list('admin0001', { kind: 'web', supplierId: other.id }))).toEqual([rec.others]);
      expect(ids(await list('admin0001', { kind: 'usdt', usdtAmount: '1.5', ...until }))).toEqual([rec.usdt]);
      expect(ids(await list('admin0001', { kind: 'usdt', txHash: '0xlisthash' }))).toEqual([rec.usdt]);
      expect(ids(await list('admin0001', { kind: 'usdt', address: payerWallet, ...until }))).toEqual([rec.usdt]);
      expect(ids(await list('admin0001', { kind: 'web', matched: 'yes', ...until }))).toEqual([]);
      expect(ids(await list('admin0001', { kind: 'web', matched: 'no', ...until }))).toEqual(
        [rec.others, rec.web].sort((x, y) => y - x),
      );
      const matched = (await list('service001', { kind: 'web', matched: 'yes' })).data.list;
      expect(matched.length).toBeGreaterThan(0);
      expect(matched.every((r) => r.matchedOrderCode !== null && r.matchedBy === 'automatic')).toBe(true);
      expect((await list('admin0001', { kind: 'sms' })).code).toBe(400);
      expect((await list('admin0001', { kind: 'usdt', usdtAmount: '1.1234567' })).code).toBe(400);
    });

    it('shows a supplier only its own accounts, and web messages only while SupplierWebMessageEnable allows', async () => {
      const window = { startTime: '2026-04-20 08:00:00', endTime: '2026-04-20 08:00:59' };
      const mine = await list(supplier.account, { kind: 'web', ...window });
      expect(ids(mine)).toEqual([rec.web]);
      expect(ids(await list(other.account, { kind: 'web', ...window }))).toEqual([rec.others]);
      await setSetting(b, 'SupplierWebMessageEnable', false);
      try {
        expect(await list(supplier.account, { kind: 'web' })).toMatchObject({
          status: 403,
          msgId: 'errors.webMessagesOff',
        });
        expect((await list('admin0001', { kind: 'web' })).code).toBe(200);
        expect(ids(await list(supplier.account, { kind: 'usdt', ...window }))).toEqual([rec.usdt]);
      } finally {
        await deleteSetting(b.db, 'SupplierWebMessageEnable');
      }
      expect((await list('merchant01', { kind: 'web' })).status).toBe(403);
      // technicalMaintenance reads the /customerService variant of the page.
      expect((await list('techmaint1', { kind: 'web' })).code).toBe(200);
    });
  });

  describe('manual match', () => {
    it('pays the order with Google code and audit; a second match is refused and moves nothing', async () => {
      const o = await order(24_000);
      const [rec] = await b.db
        .insert(webRecords)
        .values({
          kind: 'web',
          resourceId,
          supplierId: supplier.id,
          amount: o.payableAmount,
          utr: 'UTRHAND1',
          deviceMessageId: `hand-${++n}`,
          receivedAt: new Date(later()),
        })
        .returning();
      const m0 = await balanceOf(b, merchant.id);
      expect(await match('admin0001', { id: rec!.id, orderCode: o.orderCode })).toMatchObject({
        code: 1004,
        msgId: 'errors.googleCodeRequired',
      });
      const res = await match('admin0001', { id: rec!.id, orderCode: o.orderCode, googleCode: code() });
      expect(res.data).toEqual({ id: rec!.id, orderCode: o.orderCode, status: S.successful });
      expect(await orderRow(o.orderCode)).toMatchObject({ status: S.successful, supplementStatus: 1, utr: 'UTRHAND1' });
      const [admin] = await b.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin0001'));
      expect(await recordRow(rec!.id)).toMatchObject({ matchedOrderCode: o.orderCode, matchedBy: admin!.id });
      const audits = await b.db
        .select()
        .from(auditRecords)
        .where(and(eq(auditRecords.target, o.orderCode), eq(auditRecords.action, 'webRecord.manualMatch')));
      expect(audits.map((a) => a.operatorAccount)).toEqual(['admin0001']);
      expect(
        (await list('admin0001', { kind: 'web', orderCode: o.orderCode })).data.list.map((r) => r.matchedBy),
      ).toEqual(['admin0001']);
      expect(await match('admin0002', { id: rec!.id, orderCode: o.orderCode, googleCode: code() })).toMatchObject({
        code: 409,
        msgId: 'errors.webRecordAlreadyMatched',
      });
      expect(await balanceOf(b, merchant.id)).toBe(m0 + 24_000);
    });

    it('matches a USDT record by the order usdtCount, refuses a different count, another account and every other role', async () => {
      const o = await usdtOrder(25_000, 3_000_000);
      const insert = async (v: { amount: number; resourceId?: number; supplierId?: number }) =>
        (
          await b.db
            .insert(webRecords)
            .values({
              kind: 'usdt',
              resourceId,
              supplierId: supplier.id,
              deviceMessageId: `hand-${++n}`,
              receivedAt: new Date(later()),
              ...v,
            })
            .returning()
        )[0]!.id;
      const differs = await insert({ amount: 3_000_001 });
      const elsewhere = await insert({ amount: 3_000_000, resourceId: otherResourceId, supplierId: other.id });
      const fits = await insert({ amount: 3_000_000 });
      const m0 = await balanceOf(b, merchant.id);
      const amount = await match('admin0001', { id: differs, orderCode: o.orderCode, googleCode: code() });
      expect(amount).toMatchObject({ code: 409, msgId: 'errors.webRecordAmountDiffers' });
      expect(amount.msg).toContain('3.000000 USDT');
      expect(await match('admin0001', { id: elsewhere, orderCode: o.orderCode, googleCode: code() })).toMatchObject({
        code: 409,
        msgId: 'errors.webRecordOtherAccount',
      });
      expect(await match('admin0001', { id: 999_999_999, orderCode: o.orderCode, googleCode: code() })).toMatchObject({
        code: 404,
        msgId: 'errors.webRecordNotFound',
      });
      for (const account of ['service001', 'techmaint1', supplier.account, 'merchant01']) {
        expect([
          account,
          (await match(account, { id: fits, orderCode: o.orderCode, googleCode: code() })).status,
        ]).toEqual([account, 403]);
      }
      expect(await balanceOf(b, merchant.id)).toBe(m0);
      expect((await match('admin0002', { id: fits, orderCode: o.orderCode, googleCode: code() })).code).toBe(200);
      expect(await balanceOf(b, merchant.id)).toBe(m0 + 25_000);
    });
  });
});
