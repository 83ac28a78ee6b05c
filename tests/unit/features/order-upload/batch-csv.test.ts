import { describe, expect, it } from 'vitest';
import type { BatchCreateResult } from '../../../../src/contract/index.ts';
import { batchTable, withFileLines } from '../../../../src/features/order-upload/batch-csv.ts';
import type { ParsedSheetRow } from '../../../../src/lib/sheets/parse.ts';

const row = (line: number, cells: Record<string, string>): ParsedSheetRow<unknown> => ({
  line,
  cells,
  data: cells,
  errors: [],
});

describe('the CSV sent for a batch of orders', () => {
  it('keeps the file columns in order, adds columns a fix brought, and leaves missing cells empty', () => {
    const rows = [
      row(2, { mchOrderNo: 'A', productId: '3024', amount: '100' }),
      row(5, { mchOrderNo: 'B', productId: '3024', amount: '200', subject: 'Gift' }),
    ];
    expect(batchTable(['mchOrderNo', 'productId', 'amount'], rows)).toEqual({
      header: ['mchOrderNo', 'productId', 'amount', 'subject'],
      rows: [
        ['A', '3024', '100', ''],
        ['B', '3024', '200', 'Gift'],
      ],
    });
  });

  it("puts the server's line numbers back to the rows of the person's file (rows were dropped)", () => {
    const sent = [row(2, {}), row(5, {}), row(9, {})];
    const result: BatchCreateResult = {
      total: 3,
      created: 2,
      failed: 1,
      results: [2, 3, 4].map((line) => ({
        line,
        mchOrderNo: `M${line}`,
        ok: line !== 3,
        order: null,
        msgId: null,
        msg: null,
        field: null,
      })),
    };
    expect(withFileLines(result, sent).results.map((r) => [r.line, r.mchOrderNo])).toEqual([
      [2, 'M2'],
      [5, 'M3'],
      [9, 'M4'],
    ]);
  });
});
