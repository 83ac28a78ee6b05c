import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FundReason,
  PayoutStatus,
  type PayoutUploadRefusal,
  type PayoutUploadResult,
  type PayoutUploadShortfall,
} from '../../src/contract/index.ts';
import { fundRecords, payoutOrders } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { balanceOf, makeMerchant, makeSupplier, setSetting, type TestMerchant } from './support/order-fixtures.ts';
import { fund, ledgerMismatches, makePayoutProduct } from './support/payout-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
let serial = 0;
const no = () => `UP${Date.now().toString(36)}${serial++}`;

/** One bank row as the sheet worker hands it over: cells by column key, as text. */
const bankRow = (line: number, mchOrderNo: string, amount = '100.50', extra: Record<string, string> = {}) => ({
  line,
  cells: {
    mchOrderNo,
    name: 'Ravi Kumar',
    cardNumber: '12345678901234',
    bankName: 'HDFC Bank, Pune',
    address: 'Pune, MH',
    amount,
    ifscCode: 'HDFC0001234',
    upi: '',
    ...extra,
  },
});

describe.each(backends)('payout upload (%s)', (kind) => {
  let b: TestBackend;
  let product: number;
  let m: TestMerchant;
  let token: string;

  const upload = (rows: unknown[], as = token, productId = product) =>
    b.call<PayoutUploadResult | PayoutUploadRefusal | PayoutUploadShortfall | null>(
      'POST',
      '/v1.0/payoutOrder/createBatch',
      { productId, fileName: 'payouts.xlsx', rows },
      { token: as },
    );
  const payoutsOf = (numbers: string[]) =>
    b.db
      .select()
      .from(payoutOrders)
      .where(and(eq(payoutOrders.merchantId, m.id), inArray(payoutOrders.mchOrderNo, numbers)));

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    product = await makePayoutProduct(b);
    // 1 % + 2.00 per payout.
    m = await makeMerchant(b, product, { rate: 100, fixedFee: 200 });
    await fund(b, m.id, 1_000_000);
    token = await b.sessionFor(m.account);
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', true);
    await setSetting(b, 'AutoAssignPayoutOrder', false);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('creates every row of a valid file awaiting payment, each held with its own fund record', async () => {
    const before = await balanceOf(b, m.id);
    const numbers = [no(), no(), no()];
    const res = await upload(numbers.map((n, i) => bankRow(i + 2, n, ['100.50', '20', '3.05'][i])));
    expect(res.code).toBe(200);
    const data = res.data as PayoutUploadResult;
    expect(data.created.map((c) => [c.mchOrderNo, c.amount, c.fee, c.status, c.held])).toEqual([
      [numbers[0], 10_050, 301, PayoutStatus.awaitingPayment, true],
      [numbers[1], 2_000, 220, PayoutStatus.awaitingPayment, true],
      [numbers[2], 305, 203, PayoutStatus.awaitingPayment, true],
    ]);
    expect([data.totalAmount, data.totalFee]).toEqual([12_355, 724]);
    expect(await balanceOf(b, m.id)).toBe(before - 12_355 - 724);
    const holds = await b.db
      .select()
      .from(fundRecords)
      .where(
        and(
          eq(fundRecords.userId, m.id),
          inArray(
            fundRecords.orderCode,
            data.created.map((c) => c.orderCode),
          ),
        ),
      );
    expect(holds.map((h) => [h.reason, h.amount]).sort((x, y) => Number(x[1]) - Number(y[1]))).toEqual([
      [FundReason.payoutHold, -10_351],
      [FundReason.payoutHold, -2_220],
      [FundReason.payoutHold, -508],
    ]);
    const made = await payoutsOf(numbers);
    expect(made.map((p) => [p.name, p.cardNumber, p.bankBranch, p.ifsc, p.supplierId])).toEqual(
      numbers.map(() => ['Ravi Kumar', '12345678901234', 'HDFC Bank, Pune', 'HDFC0001234', null]),
    );
    expect(await ledgerMismatches(b)).toEqual([]);
  });

  it('names a row without a merchant order number itself', async () => {
    const res = await upload([bankRow(2, '')]);
    expect(res.code).toBe(200);
    expect((res.data as PayoutUploadResult).created[0]?.mchOrderNo).toMatch(/^U\d{14}\d{6}-2$/);
  });

  it('refuses the whole file when one row is bad, naming the row and its reason, and creates nothing', async () => {
    const before = await balanceOf(b, m.id);
    const numbers = [no(), no(), no()];
    const res = await upload([
      bankRow(2, numbers[0]!),
      bankRow(3, numbers[1]!, '12.345'),
      bankRow(4, numbers[2]!, '5', { cardNumber: 'ABC' }),
    ]);
    expect(res.code).toBe(400);
    expect(res.msgId).toBe('errors.uploadRowsInvalid');
    expect(res.msg).toBe('Nothing was created: 2 rows are not valid');
    expect((res.data as PayoutUploadRefusal).rows).toEqual([
      { line: 3, errors: [{ id: 'validation.amount.format', field: 'amount' }] },
      { line: 4, errors: [{ id: 'validation.cardNumber.format', field: 'cardNumber' }] },
    ]);
    expect(await payoutsOf(numbers)).toEqual([]);
    expect(await balanceOf(b, m.id)).toBe(before);
  });

  it('refuses the product payee rules per row: an Indian payout needs an IFSC', async () => {
    const res = await upload([bankRow(2, no()), bankRow(3, no(), '10', { ifscCode: '' })]);
    expect(res.code).toBe(400);
    expect((res.data as PayoutUploadRefusal).rows).toEqual([
      { line: 3, errors: [{ id: 'validation.required', field: 'ifscCode' }] },
    ]);
  });

  it('refuses a file of 501 rows before checking any of them, and takes 500', async () => {
    const rows = Array.from({ length: 501 }, (_, i) => bankRow(i + 2, no(), '1'));
    const refused = await upload(rows);
    expect(refused.code).toBe(400);
    expect(refused.msgId).toBe('validation.upload.tooMany');
    expect(refused.msg).toBe('At most 500 orders in one file');
    expect(await payoutsOf(rows.map((r) => r.cells.mchOrderNo))).toEqual([]);
    const taken = await upload(rows.slice(0, 500));
    expect(taken.code).toBe(200);
    expect((taken.data as PayoutUploadResult).created).toHaveLength(500);
  }, 120_000);

  it('reports a merchant order number repeated in the file or already used, per row', async () => {
    const first = no();
    expect((await upload([bankRow(2, first)])).code).toBe(200);
    const fresh = no();
    const res = await upload([bankRow(2, fresh), bankRow(3, first), bankRow(4, fresh)]);
    expect(res.code).toBe(400);
    expect((res.data as PayoutUploadRefusal).rows).toEqual([
      { line: 3, errors: [{ id: 'validation.upload.mchOrderNoUsed', field: 'mchOrderNo' }] },
      { line: 4, errors: [{ id: 'validation.upload.duplicateInFile', values: { line: 2 }, field: 'mchOrderNo' }] },
    ]);
    expect(await payoutsOf([fresh])).toEqual([]);
  });

  it('refuses a file the balance cannot hold, with the total needed and the balance, and creates nothing', async () => {
    const poor = await makeMerchant(b, product, { rate: 100, fixedFee: 200 });
    await fund(b, poor.id, 10_000);
    const poorToken = await b.sessionFor(poor.account);
    const numbers = [no(), no()];
    // 60.00 + 2.60 fee and 40.00 + 2.40 fee: 105.00 against 100.00.
    const res = await upload([bankRow(2, numbers[0]!, '60'), bankRow(3, numbers[1]!, '40')], poorToken);
    expect(res.code).toBe(409);
    expect(res.msgId).toBe('errors.uploadBalanceShort');
    expect(res.msg).toBe('Nothing was created: the file needs 105.00, the balance is 100.00');
    expect(res.data).toEqual({ needed: 10_500, available: 10_000 });
    expect(await balanceOf(b, poor.id)).toBe(10_000);
    expect(await b.db.select().from(payoutOrders).where(eq(payoutOrders.merchantId, poor.id))).toEqual([]);
  });

  it('creates beyond the balance when payouts are not held on create', async () => {
    const poor = await makeMerchant(b, product);
    const poorToken = await b.sessionFor(poor.account);
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', false);
    try {
      const res = await upload([bankRow(2, no(), '60')], poorToken);
      expect(res.code).toBe(200);
      expect((res.data as PayoutUploadResult).created[0]?.held).toBe(false);
      expect(await balanceOf(b, poor.id)).toBe(0);
    } finally {
      await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', true);
    }
  });

  it('refuses callers who are not merchants, and a product the merchant does not have', async () => {
    const supplier = await makeSupplier(b, product);
    const asSupplier = await upload([bankRow(2, no())], await b.sessionFor(supplier.account));
    expect(asSupplier.code).toBe(403);
    const admin = await b.sessionFor('admin0001');
    expect((await upload([bankRow(2, no())], admin)).code).toBe(403);
    const other = await makePayoutProduct(b);
    const res = await upload([bankRow(2, no())], token, other);
    expect(res.code).toBe(400);
    expect(res.msgId).toBe('errors.productUnavailable');
  });

  it('takes USDT payout rows for a USDT product: wallet, USDT amount in millionths, amount in USDT cents', async () => {
    const usdtProduct = 3016;
    await makePayoutProduct(b, 'USDT', usdtProduct);
    const u = await makeMerchant(b, usdtProduct);
    await fund(b, u.id, 100_000);
    const wallet = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    const res = await upload(
      [
        { line: 2, cells: { mchOrderNo: 'USDT-1', walletAddress: wallet, usdtAmount: '12.345678', name: 'Asha' } },
        { line: 3, cells: { mchOrderNo: 'USDT-2', walletAddress: wallet, usdtAmount: '1', name: '' } },
      ],
      await b.sessionFor(u.account),
      usdtProduct,
    );
    expect(res.code).toBe(400);
    expect((res.data as PayoutUploadRefusal).rows).toEqual([
      { line: 3, errors: [{ id: 'validation.required', field: 'name' }] },
    ]);
    const ok = await upload(
      [{ line: 2, cells: { mchOrderNo: 'USDT-1', walletAddress: wallet, usdtAmount: '12.345678', name: 'Asha' } }],
      await b.sessionFor(u.account),
      usdtProduct,
    );
    expect(ok.code).toBe(200);
    const [p] = await b.db
      .select()
      .from(payoutOrders)
      .where(and(eq(payoutOrders.merchantId, u.id), eq(payoutOrders.mchOrderNo, 'USDT-1')));
    expect([p?.walletAddress, p?.usdtAmount, p?.amount]).toEqual([wallet, 12_345_678, 1_235]);
  });
});
