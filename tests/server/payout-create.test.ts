import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FundReason,
  PayoutStatus,
  ProductId,
  type CreatedPayout,
  type PayoutRow,
  type Page,
} from '../../src/contract/index.ts';
import { fundRecords, payoutOrders, userProducts } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import {
  balanceOf,
  makeMerchant,
  makeSupplier,
  setSetting,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';
import { apiPayout, bankPayee, fund, makePayoutProduct, payoutParams, postPayout } from './support/payout-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
let serial = 0;
const no = () => `PO${Date.now().toString(36)}${serial++}`;

describe.each(backends)('payout create (%s)', (kind) => {
  let b: TestBackend;
  let product: number;
  let m: TestMerchant;
  let mToken: string;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    product = await makePayoutProduct(b);
    // 1 % + 2.00 per payout.
    m = await makeMerchant(b, product, { rate: 100, fixedFee: 200 });
    await fund(b, m.id, 1_000_000);
    mToken = await b.sessionFor(m.account);
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', true);
    await setSetting(b, 'AutoAssignPayoutOrder', false);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('creates a signed payout awaiting payment, unassigned, with the fee of the merchant product and the amount + fee held', async () => {
    const before = await balanceOf(b, m.id);
    const mchOrderNo = no();
    const res = await apiPayout(b, m, product, mchOrderNo, 50_000);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      mchOrderNo,
      status: PayoutStatus.awaitingPayment,
      amount: 50_000,
      fee: 700,
      held: true,
    });
    expect(await balanceOf(b, m.id)).toBe(before - 50_700);
    const [row] = await b.db.select().from(payoutOrders).where(eq(payoutOrders.orderCode, res.data.orderCode));
    expect(row).toMatchObject({
      supplierId: null,
      name: bankPayee.name,
      cardNumber: bankPayee.cardNumber,
      ifsc: bankPayee.ifsc,
      upi: bankPayee.upi,
    });
    const holds = await b.db
      .select()
      .from(fundRecords)
      .where(and(eq(fundRecords.orderCode, res.data.orderCode), eq(fundRecords.reason, FundReason.payoutHold)));
    expect(holds.map((h) => h.amount)).toEqual([-50_700]);
  });

  it('answers a repeated mchOrderNo with the first payout, holding once, also when sent at once; other parameters are refused', async () => {
    const before = await balanceOf(b, m.id);
    const mchOrderNo = no();
    const results = await Promise.all([1, 2, 3, 4].map(() => apiPayout(b, m, product, mchOrderNo, 10_000)));
    expect(new Set(results.map((r) => r.data.orderCode)).size).toBe(1);
    const again = await apiPayout(b, m, product, mchOrderNo, 10_000);
    expect(again.data).toMatchObject({ orderCode: results[0]!.data.orderCode, amount: 10_000, held: true });
    const changed = await apiPayout(b, m, product, mchOrderNo, 99_999);
    expect(changed).toMatchObject({ status: 409, msgId: 'errors.mchOrderNoConflict' });
    expect(await balanceOf(b, m.id)).toBe(before - 10_300);
  });

  it('refuses a wrong signature, an unknown merchant, a product not the merchant’s and a collection product', async () => {
    const body = signed(m, payoutParams(m, product, no(), 1_000));
    expect(await postPayout(b, { ...body, amount: '1001' })).toMatchObject({
      status: 400,
      msgId: 'errors.signInvalid',
    });
    expect(await postPayout(b, { ...body, mchId: 999_999 })).toMatchObject({
      status: 404,
      msgId: 'errors.merchantUnknown',
    });
    const other = await makePayoutProduct(b);
    expect(await apiPayout(b, m, other, no(), 1_000)).toMatchObject({
      status: 400,
      msgId: 'errors.productUnavailable',
    });
    await b.db.insert(userProducts).values({ userId: m.id, productId: 3024, rate: 0 }).onConflictDoNothing();
    expect(await apiPayout(b, m, 3024, no(), 1_000)).toMatchObject({ status: 400, msgId: 'errors.productUnavailable' });
  });

  it('checks the payee: name, card digits, branch, address, IFSC for India; decimals refused', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'validation.required'],
      [{ cardNumber: '12345678901234567890123' }, 'validation.cardNumber.format'],
      [{ cardNumber: '1234-5678' }, 'validation.cardNumber.format'],
      [{ cardNumber: '' }, 'validation.required'],
      [{ bankBranch: ' ' }, 'validation.required'],
      [{ address: '' }, 'validation.required'],
      [{ ifsc: '' }, 'validation.required'],
      [{ ifsc: 'hdfc0001234' }, 'validation.ifsc.format'],
      [{ upi: 'not-an-upi' }, 'validation.upi.format'],
      [{ amount: '100.5' }, 'validation.amount.integer'],
      [{ amount: '0' }, 'validation.amount.integer'],
    ];
    for (const [extra, msgId] of cases) {
      const res = await postPayout(b, signed(m, payoutParams(m, product, no(), 1_000, extra)));
      expect({ extra, status: res.status, msgId: res.msgId }).toEqual({ extra, status: 400, msgId });
    }
    expect(await b.db.$count(payoutOrders, eq(payoutOrders.merchantId, m.id))).toBe(2);
  });

  it('needs a wallet and USDT amount for USDT payouts, not a bank account; product 1045 takes amounts times 10000', async () => {
    await b.db
      .insert(userProducts)
      .values([
        { userId: m.id, productId: ProductId.usdtPayout, rate: 0 },
        { userId: m.id, productId: ProductId.usdtPayoutScaled, rate: 0 },
      ])
      .onConflictDoNothing();
    await b.db
      .update(userProducts)
      .set({ rate: 0, fixedFee: 0, enabled: true })
      .where(and(eq(userProducts.userId, m.id)));
    const usdt = { cardNumber: '', bankBranch: '', address: '', ifsc: '', upi: '' };
    expect(await apiPayout(b, m, ProductId.usdtPayout, no(), 9_000, usdt)).toMatchObject({
      status: 400,
      msgId: 'validation.required',
    });
    const wallet = { ...usdt, walletAddress: 'TXYZabcdefghijklmnopqrstuvwxyz1234', usdtAmount: '10.5' };
    const ok = await apiPayout(b, m, ProductId.usdtPayout, no(), 9_000, wallet);
    expect(ok.data).toMatchObject({ amount: 9_000 });
    const [row] = await b.db.select().from(payoutOrders).where(eq(payoutOrders.orderCode, ok.data.orderCode));
    expect(row).toMatchObject({ walletAddress: wallet.walletAddress, usdtAmount: 10_500_000 });
    expect(await apiPayout(b, m, ProductId.usdtPayoutScaled, no(), 12_345, wallet)).toMatchObject({
      status: 400,
      msgId: 'validation.amount.integer',
    });
    const scaled = await apiPayout(b, m, ProductId.usdtPayoutScaled, no(), 9_000 * 10_000, wallet);
    expect(scaled.data).toMatchObject({ amount: 9_000 });
    await b.db.update(userProducts).set({ rate: 100, fixedFee: 200 }).where(eq(userProducts.userId, m.id));
  });

  it('refuses a hold beyond the balance and leaves no payout behind', async () => {
    const poor = await makeMerchant(b, product, { rate: 0, fixedFee: 0 });
    await fund(b, poor.id, 5_000);
    const mchOrderNo = no();
    expect(await apiPayout(b, poor, product, mchOrderNo, 5_001)).toMatchObject({
      status: 409,
      msgId: 'errors.insufficientBalance',
    });
    expect(await b.db.$count(payoutOrders, eq(payoutOrders.merchantId, poor.id))).toBe(0);
    expect((await apiPayout(b, poor, product, mchOrderNo, 5_000)).data.held).toBe(true);
    expect(await balanceOf(b, poor.id)).toBe(0);
  });

  it('takes nothing at create while PayoutOrderOccupyBalanceOnCreate is off, even beyond the balance', async () => {
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', false);
    try {
      const poor = await makeMerchant(b, product, { rate: 0, fixedFee: 0 });
      const res = await apiPayout(b, poor, product, no(), 7_000);
      expect(res.data).toMatchObject({ held: false, status: PayoutStatus.awaitingPayment });
      expect(await balanceOf(b, poor.id)).toBe(0);
      expect(await b.db.$count(fundRecords, eq(fundRecords.orderCode, res.data.orderCode))).toBe(0);
    } finally {
      await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', true);
    }
  });

  it('creates in the app for the signed-in merchant from a typed amount with at most 2 decimals', async () => {
    const mchOrderNo = no();
    const res = await b.call<CreatedPayout>(
      'POST',
      '/v1.0/payoutOrder/create',
      { productId: product, mchOrderNo, amount: '123.45', ...bankPayee },
      { token: mToken },
    );
    expect(res.data).toMatchObject({ mchOrderNo, amount: 12_345, held: true });
    expect(
      await b.call(
        'POST',
        '/v1.0/payoutOrder/create',
        { productId: product, mchOrderNo: no(), amount: '1.234', ...bankPayee },
        { token: mToken },
      ),
    ).toMatchObject({ code: 400, msgId: 'validation.amount.format' });
    const admin = await b.sessionFor('admin0001');
    expect(
      await b.call(
        'POST',
        '/v1.0/payoutOrder/create',
        { productId: product, mchOrderNo: no(), amount: '1', ...bankPayee },
        { token: admin },
      ),
    ).toMatchObject({ code: 403 });
    const list = await b.call<Page<PayoutRow>>('GET', '/v1.0/payoutOrder/getList', { mchOrderNo }, { token: mToken });
    expect(list.data.list.map((r) => r.orderCode)).toEqual([res.data.orderCode]);
  });

  it('AutoAssignPayoutOrder gives a new payout to the enabled supplier with the fewest open payouts', async () => {
    const product2 = await makePayoutProduct(b);
    const m2 = await makeMerchant(b, product2, { rate: 0, fixedFee: 0 });
    await fund(b, m2.id, 1_000_000);
    const s1 = await makeSupplier(b, product2);
    const s2 = await makeSupplier(b, product2);
    const off = await makeSupplier(b, product2, { acceptOrders: false });
    await setSetting(b, 'AutoAssignPayoutOrder', true);
    try {
      const got: (number | null)[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await apiPayout(b, m2, product2, no(), 1_000);
        const [row] = await b.db.select().from(payoutOrders).where(eq(payoutOrders.orderCode, r.data.orderCode));
        expect(row!.status).toBe(PayoutStatus.awaitingPayment);
        got.push(row!.supplierId);
      }
      expect(got).toEqual([s1.id, s2.id, s1.id, s2.id]);
      expect(got).not.toContain(off.id);
    } finally {
      await setSetting(b, 'AutoAssignPayoutOrder', false);
    }
  });
});
