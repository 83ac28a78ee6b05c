import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import { buildSheet, sheetMimeTypes, type SheetCell } from '../../workers/sheet/build.ts';
import { parseSheetFile } from '../../workers/sheet/parse.ts';
import { fileNameWithExtension } from '../../src/lib/sheets/export.ts';

const header = ['姓名', '卡号', '开户行', '地址', '金额'];
const rows: SheetCell[][] = [
  ['张三', '6217000000000001', '中國銀行 台北分行', '北京市海淀区, "中关村"', '100.25'],
  ['李四', '6217000000000002', 'ICICI Bank', 'Mumbai\nAndheri', '0.5'],
  ['王五', '00012345678901234567', '招商银行', '上海', '99999.99'],
];

describe.each(['csv', 'xlsx'] as const)('building a %s export', (format) => {
  it('parses back to the same rows, Chinese text, commas, quotes and line breaks intact', async () => {
    const blob = await buildSheet({ format, header, rows });
    expect(blob.type).toBe(sheetMimeTypes[format]);
    const parsed = await parseSheetFile(blob, { kind: 'payout', fileName: `export.${format}` });
    expect(parsed.fileError).toBeNull();
    expect(parsed.invalidCount).toBe(0);
    expect(
      parsed.rows.map((r) => [r.cells.name, r.cells.cardNumber, r.cells.bankName, r.cells.address, r.cells.amount]),
    ).toEqual(rows);
  });

  it('reports progress up to the last row', async () => {
    const many: SheetCell[][] = Array.from({ length: 5_001 }, (_, i) => [`名${i}`, i, null]);
    const seen: [number, number][] = [];
    await buildSheet({ format, header: ['名', '号', '空'], rows: many }, (done, total) => seen.push([done, total]));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toEqual([5_001, 5_001]);
    expect(seen.every(([done], i) => i === 0 || done >= (seen[i - 1]?.[0] ?? 0))).toBe(true);
  });
});

describe('CSV export', () => {
  it('starts with a UTF-8 byte order mark so Excel shows Chinese', async () => {
    const bytes = new Uint8Array(await (await buildSheet({ format: 'csv', header, rows })).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('中國銀行 台北分行');
  });

  it('defuses cells Excel would run as formulas but leaves negative amounts alone', async () => {
    const blob = await buildSheet({
      format: 'csv',
      header: ['a', 'b', 'c', 'd'],
      rows: [['=HYPERLINK("x")', '-12.50', -3, '@SUM(A1)']],
    });
    const text = (await blob.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-12.50,-3,"'@SUM(A1)"`);
  });

  it('prefixes every text cell starting with ; = + - @ tab or CR with a quote, never a number (decision 049.10)', async () => {
    const cells = [';cmd', '=1+1', '+1+1', '-1+1', '-A1', '@A1', '\tx', '\rx', '-', '-12.50', -7.25, 3];
    const blob = await buildSheet({ format: 'csv', header: cells.map((_, i) => `c${i}`), rows: [cells] });
    const [, row] = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    const parsed = Papa.parse<string[]>(row!).data[0]!;
    // A negative amount the exports write as text ("-12.50") is a plain number literal: left as is.
    expect(parsed).toEqual([
      "';cmd",
      "'=1+1",
      "'+1+1",
      "'-1+1",
      "'-A1",
      "'@A1",
      "'\tx",
      "'\rx",
      "'-",
      '-12.50',
      '-7.25',
      '3',
    ]);
  });

  it('prefixes a text cell starting with any white space or a full-width = + - @ with a quote (decision 109)', async () => {
    const cells = [
      ' =1+1',
      '\u00A0=1+1',
      '\u3000@A1',
      '\u2003+1',
      '\u200B=1',
      '\uFEFF=1',
      '\nx',
      '\uFF1D1+1',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20A1',
      'a =1',
      '１２',
    ];
    const blob = await buildSheet({ format: 'csv', header: cells.map((_, i) => `c${i}`), rows: [cells] });
    const body = (await blob.text()).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(body, { newline: '\r\n' }).data[1]!;
    expect(parsed).toEqual([...cells.slice(0, 11).map((c) => `'${c}`), 'a =1', '１２']);
  });

  it('writes an empty cell for null and keeps numbers as numbers', async () => {
    const text = await (await buildSheet({ format: 'csv', header: ['a', 'b', 'c'], rows: [[null, 12.5, 0]] })).text();
    expect(text.replace(/^\uFEFF/, '')).toBe('a,b,c\r\n,12.5,0');
  });
});

describe('xlsx export', () => {
  it('keeps numbers as numbers and long card numbers as text', async () => {
    const blob = await buildSheet({
      format: 'xlsx',
      header: ['卡号', '金额', '备注'],
      rows: [['6217000000000000001', 12.5, null]],
    });
    const data = await readSheet(Buffer.from(await blob.arrayBuffer()));
    expect(data).toEqual([
      ['卡号', '金额', '备注'],
      ['6217000000000000001', 12.5, null],
    ]);
  });

  it('builds a file with a header only when there are no rows', async () => {
    const blob = await buildSheet({ format: 'xlsx', header: ['名'], rows: [] });
    expect(await readSheet(Buffer.from(await blob.arrayBuffer()))).toEqual([['名']]);
  });
});

describe('export file names', () => {
  it('adds the extension once', () => {
    expect(fileNameWithExtension('资金记录', 'csv')).toBe('资金记录.csv');
    expect(fileNameWithExtension('funds.XLSX', 'xlsx')).toBe('funds.XLSX');
    expect(fileNameWithExtension('  ', 'xlsx')).toBe('export.xlsx');
  });
});
