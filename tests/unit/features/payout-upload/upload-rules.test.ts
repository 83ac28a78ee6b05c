import { describe, expect, it } from 'vitest';
import { parseOptionsFor, templateForProduct } from '../../../../src/features/payout-upload/templates.ts';
import { refusedRows, withServerProblems } from '../../../../src/features/payout-upload/server-problems.ts';
import type { ParsedSheetRow } from '../../../../src/lib/sheets/parse.ts';

describe('payout upload templates', () => {
  it('reads bank files for bank products and wallet files for USDT products (3016, 1045)', () => {
    expect([2001, 2002, 3016, 1045].map(templateForProduct)).toEqual(['bank', 'bank', 'usdt', 'usdt']);
    expect(parseOptionsFor('bank', 2001)).toEqual({ kind: 'payout', csvOnly: false, detailUpload: true });
    expect(parseOptionsFor('usdt', 3016)).toEqual({ kind: 'usdtPayout', csvOnly: false, detailUpload: true });
  });

  it('takes only CSV on the CSV template', () => {
    expect(parseOptionsFor('bankCsv', 2002)).toEqual({ kind: 'payout', csvOnly: true, detailUpload: true });
  });

  it('refuses detail rows of a template that does not fit the product', () => {
    expect(parseOptionsFor('bank', 1045).detailUpload).toBe(false);
    expect(parseOptionsFor('usdt', 2001).detailUpload).toBe(false);
  });
});

describe('server refusals on the parsed rows', () => {
  const row = (line: number): ParsedSheetRow<{ n: number }> => ({
    line,
    cells: { n: String(line) },
    data: { n: line },
    errors: [],
  });

  it('marks the refused rows with the server reasons and leaves the others alone', () => {
    const rows = [row(2), row(3), row(4)];
    const out = withServerProblems(rows, [
      { line: 3, errors: [{ id: 'validation.upload.mchOrderNoUsed', field: 'mchOrderNo' }] },
    ]);
    expect(out.map((r) => [r.line, r.data, r.errors.map((e) => e.id)])).toEqual([
      [2, { n: 2 }, []],
      [3, null, ['validation.upload.mchOrderNoUsed']],
      [4, { n: 4 }, []],
    ]);
    expect(out[0]).toBe(rows[0]);
  });

  it('reads the rows of a refusal and nothing else', () => {
    expect(refusedRows({ rows: [{ line: 2, errors: [] }] })).toEqual([{ line: 2, errors: [] }]);
    expect(refusedRows({ needed: 1, available: 0 })).toBeNull();
    expect(refusedRows(null)).toBeNull();
  });
});
