import { describe, expect, it } from 'vitest';
import { checkSheetRow, type PayoutRow } from '../../src/contract/api/sheet-rows.ts';
import { dropRow, fixRow, readyRows } from '../../src/lib/sheets/row-edits.ts';
import type { ParsedSheetRow } from '../../workers/sheet/parse.ts';

const good = {
  name: '张三',
  cardNumber: '6217000000000001',
  bankName: '中国银行',
  address: '北京',
  amount: '10.50',
  ifscCode: '',
  upi: '',
};

function parsed(line: number, cells: Record<string, string>): ParsedSheetRow<PayoutRow> {
  const checked = checkSheetRow('payout', cells);
  return checked.ok
    ? { line, cells, data: checked.data, errors: [] }
    : { line, cells, data: null, errors: checked.errors };
}

describe('fixing and dropping parsed rows', () => {
  const rows = [parsed(2, good), parsed(3, { ...good, amount: 'ten' }), parsed(4, { ...good, cardNumber: '' })];

  it('holds the submit back while any row has errors', () => {
    expect(rows.map((r) => r.errors.map((e) => e.id))).toEqual([
      [],
      ['validation.amount.format'],
      ['validation.required'],
    ]);
    expect(readyRows(rows)).toBeNull();
  });

  it('checks a fixed row again and keeps its row number', () => {
    const fixed = fixRow('payout', rows, 3, { amount: '10' });
    expect(fixed[1]).toMatchObject({ line: 3, errors: [], data: { amount: '10', name: '张三' } });
    const stillBad = fixRow('payout', rows, 3, { amount: '10.999' });
    expect(stillBad[1]?.errors).toEqual([{ id: 'validation.amount.format', field: 'amount' }]);
  });

  it('submits the remaining rows once the bad ones are fixed or dropped', () => {
    const done = dropRow(fixRow('payout', rows, 3, { amount: '10' }), 4);
    expect(done.map((r) => r.line)).toEqual([2, 3]);
    expect(readyRows(done)?.map((r) => r.amount)).toEqual(['10.50', '10']);
  });
});
