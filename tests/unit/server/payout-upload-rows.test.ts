import { describe, expect, it } from 'vitest';
import { checkUploadRows, usdtCentsOf } from '../../../server/modules/payouts/upload-rows.ts';

const bank = (line: number, cells: Record<string, string> = {}) => ({
  line,
  cells: {
    name: 'Ravi',
    cardNumber: '1234567890',
    bankName: 'HDFC',
    address: 'Pune',
    amount: '10.5',
    ifscCode: 'HDFC0001234',
    ...cells,
  },
});

describe('checking the rows of a payout upload', () => {
  it('turns a bank row into a payout draft in minor units', () => {
    const { ok, problems } = checkUploadRows(2001, 'INR', [bank(2, { mchOrderNo: 'A-1', upi: 'ravi@okhdfc' })]);
    expect(problems).toEqual([]);
    expect(ok).toEqual([
      {
        line: 2,
        mchOrderNo: 'A-1',
        draft: {
          productId: 2001,
          amount: 1050,
          name: 'Ravi',
          cardNumber: '1234567890',
          bankBranch: 'HDFC',
          address: 'Pune',
          ifsc: 'HDFC0001234',
          upi: 'ravi@okhdfc',
          walletAddress: '',
          usdtAmount: 0,
        },
      },
    ]);
  });

  it('gives the row schema reasons, then the product payee rules, per row', () => {
    const { problems } = checkUploadRows(2001, 'INR', [bank(2, { amount: '0' }), bank(3, { ifscCode: '' }), bank(4)]);
    expect(problems).toEqual([
      { line: 2, errors: [{ id: 'validation.amount.positive', field: 'amount' }] },
      { line: 3, errors: [{ id: 'validation.required', field: 'ifscCode' }] },
    ]);
    // Outside India an IFSC is not asked for.
    expect(checkUploadRows(2001, 'KES', [bank(2, { ifscCode: '' })]).problems).toEqual([]);
  });

  it('refuses a merchant order number repeated in the file, naming the first row', () => {
    const { ok, problems } = checkUploadRows(2001, 'INR', [
      bank(2, { mchOrderNo: 'X' }),
      bank(3),
      bank(4, { mchOrderNo: 'X' }),
      bank(5),
    ]);
    expect(ok.map((r) => r.line)).toEqual([2, 3, 5]);
    expect(problems).toEqual([
      { line: 4, errors: [{ id: 'validation.upload.duplicateInFile', values: { line: 2 }, field: 'mchOrderNo' }] },
    ]);
  });

  it('keeps USDT in millionths and the amount in USDT cents, rounded up', () => {
    const { ok } = checkUploadRows(3016, 'USDT', [
      {
        line: 2,
        cells: { walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7', usdtAmount: '1.000001', name: 'Asha' },
      },
    ]);
    expect(ok[0]?.draft).toMatchObject({
      usdtAmount: 1_000_001,
      amount: 101,
      walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect([usdtCentsOf(1_000_000), usdtCentsOf(1), usdtCentsOf(0)]).toEqual([100, 1, 0]);
  });
});

describe('the merchant order number column of payout sheets', () => {
  it('is optional and checked like the create call', () => {
    expect(checkUploadRows(2001, 'INR', [bank(2, { mchOrderNo: '' })]).ok[0]?.mchOrderNo).toBeNull();
    expect(checkUploadRows(2001, 'INR', [bank(2, { mchOrderNo: 'no spaces allowed' })]).problems).toEqual([
      { line: 2, errors: [{ id: 'validation.mchOrderNo.format', field: 'mchOrderNo' }] },
    ]);
  });
});
