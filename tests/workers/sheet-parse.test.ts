import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { parseSheetFile } from '../../workers/sheet/parse.ts';

type Cell = string | number | null;

const payoutHeader = ['姓名', '卡号', '开户行', '地址', '金额', 'IFSC', 'UPI'];
const payoutRow = (i: number): Cell[] => [
  `张三${i}`,
  `62170000${String(i).padStart(8, '0')}`,
  '中国银行北京支行',
  '北京市海淀区',
  `${(i % 900) + 1}.25`,
  'HDFC0001234',
  `user${i}@okhdfc`,
];

const csvFile = (rows: Cell[][], name = 'payouts.csv') => new File([Papa.unparse(rows)], name, { type: 'text/csv' });

async function xlsxFile(rows: Cell[][], name = 'payouts.xlsx'): Promise<File> {
  const buffer = await writeXlsxFile(rows).toBuffer();
  return new File([new Uint8Array(buffer)], name);
}

const files = {
  csv: (rows: Cell[][]) => Promise.resolve(csvFile(rows)),
  xlsx: (rows: Cell[][]) => xlsxFile(rows),
};

describe.each(['csv', 'xlsx'] as const)('parsing a %s payout upload', (format) => {
  const make = files[format];

  it('reads every row of a valid file with Chinese text intact', async () => {
    const result = await parseSheetFile(await make([payoutHeader, payoutRow(1), payoutRow(2), payoutRow(3)]), {
      kind: 'payout',
    });
    expect(result.fileError).toBeNull();
    expect(result.format).toBe(format);
    expect(result.invalidCount).toBe(0);
    expect(result.rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(result.rows[0]?.data).toEqual({
      name: '张三1',
      cardNumber: '6217000000000001',
      bankName: '中国银行北京支行',
      address: '北京市海淀区',
      amount: '2.25',
      ifscCode: 'HDFC0001234',
      upi: 'user1@okhdfc',
    });
  });

  it('names the row number and reason of the one bad row and keeps the good ones', async () => {
    const bad = payoutRow(3);
    bad[1] = '6217-0000-1111';
    bad[4] = '12.345';
    const result = await parseSheetFile(await make([payoutHeader, payoutRow(1), payoutRow(2), bad, payoutRow(4)]), {
      kind: 'payout',
    });
    expect(result.fileError).toBeNull();
    expect(result.invalidCount).toBe(1);
    const invalid = result.rows.filter((r) => r.errors.length > 0);
    expect(invalid).toHaveLength(1);
    expect(invalid[0]?.line).toBe(4);
    expect(invalid[0]?.data).toBeNull();
    expect(invalid[0]?.cells.name).toBe('张三3');
    expect(invalid[0]?.errors).toEqual([
      { id: 'validation.cardNumber.format', field: 'cardNumber' },
      { id: 'validation.amount.format', field: 'amount' },
    ]);
    expect(result.rows.filter((r) => r.data !== null)).toHaveLength(3);
  });

  it('says a required cell is missing and checks the IFSC only when given', async () => {
    const noName = payoutRow(1);
    noName[0] = '';
    const badIfsc = payoutRow(2);
    badIfsc[5] = 'hdfc0001234';
    const noIfsc = payoutRow(3);
    noIfsc[5] = '';
    noIfsc[6] = '';
    const result = await parseSheetFile(await make([payoutHeader, noName, badIfsc, noIfsc]), { kind: 'payout' });
    expect(result.rows.map((r) => r.errors)).toEqual([
      [{ id: 'validation.required', field: 'name' }],
      [{ id: 'validation.ifsc.format', field: 'ifscCode' }],
      [],
    ]);
    expect(result.rows[2]?.data?.ifscCode).toBeUndefined();
  });

  it('refuses a file with a header and no data rows as empty', async () => {
    const result = await parseSheetFile(await make([payoutHeader, [null, null, null, null, null, null, null]]), {
      kind: 'payout',
    });
    expect(result.fileError).toEqual({ id: 'validation.upload.tableEmpty' });
    expect(result.rows).toEqual([]);
  });

  it('refuses 501 rows before anything is checked, naming the limit of 500', async () => {
    const rows = [payoutHeader, ...Array.from({ length: 501 }, (_, i) => payoutRow(i))];
    const result = await parseSheetFile(await make(rows), { kind: 'payout' });
    expect(result.fileError).toEqual({ id: 'validation.upload.tooMany', values: { max: 500 } });
    expect(result.rows).toEqual([]);
    const exactly500 = await parseSheetFile(await make(rows.slice(0, 501)), { kind: 'payout' });
    expect(exactly500.fileError).toBeNull();
    expect(exactly500.rows).toHaveLength(500);
  });

  it('parses 20,000 rows correctly when the caller allows that many', async () => {
    const rows = [payoutHeader, ...Array.from({ length: 20_000 }, (_, i) => payoutRow(i + 1))];
    rows[12_346] = [...payoutRow(12_345)];
    (rows[12_346] as Cell[])[4] = '0';
    const result = await parseSheetFile(await make(rows), { kind: 'payout', maxRows: 20_000 });
    expect(result.fileError).toBeNull();
    expect(result.rows).toHaveLength(20_000);
    expect(result.invalidCount).toBe(1);
    expect(result.rows.find((r) => r.errors.length > 0)).toMatchObject({
      line: 12_347,
      errors: [{ id: 'validation.amount.positive', field: 'amount' }],
    });
    expect(result.rows[19_999]?.data).toMatchObject({
      name: '张三20000',
      cardNumber: '6217000000020000',
      amount: '201.25',
    });
  });

  it('names the first required column the header lacks', async () => {
    const result = await parseSheetFile(
      await make([
        ['姓名', '卡号', '开户行', '地址'],
        ['张三', '6217', '中国银行', '北京'],
      ]),
      { kind: 'payout' },
    );
    expect(result.fileError).toEqual({ id: 'validation.upload.columns', values: { column: 'amount' } });
  });
});

describe('refusing whole files', () => {
  it('refuses a file of another type by its name', async () => {
    for (const name of ['photo.png', 'old.xls', 'notes.txt']) {
      const result = await parseSheetFile(new File(['x'], name), { kind: 'payout' });
      expect(result.fileError, name).toEqual({ id: 'validation.upload.fileType' });
    }
  });

  it('refuses an .xlsx whose content is not a spreadsheet as a format failure', async () => {
    const result = await parseSheetFile(new File(['姓名,卡号\n'], 'payouts.xlsx'), { kind: 'payout' });
    expect(result.fileError).toEqual({ id: 'validation.upload.parseFailed' });
  });

  it('refuses a .csv that is really a zip or binary file as a format failure', async () => {
    const zip = await xlsxFile([payoutHeader, payoutRow(1)]);
    const renamed = new File([await zip.arrayBuffer()], 'payouts.csv');
    expect((await parseSheetFile(renamed, { kind: 'payout' })).fileError).toEqual({
      id: 'validation.upload.parseFailed',
    });
  });

  it('refuses a file that can no longer be read as a read error', async () => {
    const gone = new File(['a'], 'payouts.csv');
    Object.defineProperty(gone, 'arrayBuffer', {
      value: () => Promise.reject(new DOMException('gone', 'NotReadableError')),
    });
    expect((await parseSheetFile(gone, { kind: 'payout' })).fileError).toEqual({ id: 'validation.upload.readFailed' });
  });

  it('refuses an .xlsx where the template takes CSV only, and every batch order file that is not CSV', async () => {
    const xlsx = await xlsxFile([payoutHeader, payoutRow(1)]);
    expect((await parseSheetFile(xlsx, { kind: 'payout', csvOnly: true })).fileError).toEqual({
      id: 'validation.upload.csvOnly',
    });
    expect((await parseSheetFile(xlsx, { kind: 'order' })).fileError).toEqual({ id: 'validation.upload.csvOnly' });
  });

  it('refuses every file when the template does not support detail upload', async () => {
    const result = await parseSheetFile(csvFile([payoutHeader, payoutRow(1)]), { kind: 'payout', detailUpload: false });
    expect(result.fileError).toEqual({ id: 'validation.upload.detailUnsupported' });
  });

  it('refuses a completely empty file', async () => {
    expect((await parseSheetFile(new File([''], 'payouts.csv'), { kind: 'payout' })).fileError).toEqual({
      id: 'validation.upload.tableEmpty',
    });
  });

  it('refuses a CSV with an unclosed quote as a format failure', async () => {
    const file = new File(['姓名,卡号,开户行,地址,金额\n"张三,6217,中国银行,北京,10\n'], 'p.csv');
    expect((await parseSheetFile(file, { kind: 'payout' })).fileError).toEqual({ id: 'validation.upload.parseFailed' });
  });
});

describe('CSV details', () => {
  it('marks a line with more or fewer cells than the header as not standard', async () => {
    const text = [
      '姓名,卡号,开户行,地址,金额',
      '张三,6217,中国银行,北京,10',
      '李四,6218,中国银行,北京,10,extra',
      '王五,6219,中国银行',
      '赵六,6220,中国银行,北京,10,,',
    ].join('\r\n');
    const result = await parseSheetFile(new File([text], 'p.csv'), { kind: 'payout' });
    expect(result.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, [{ id: 'validation.upload.rowInvalid', values: { cells: 6, columns: 5 }, field: null }]],
      [4, [{ id: 'validation.upload.rowInvalid', values: { cells: 3, columns: 5 }, field: null }]],
      [5, []],
    ]);
  });

  it('reads a CSV saved by Chinese Excel in GB18030', async () => {
    // "姓名,卡号,开户行,地址,金额\r\n张三,6217,中国银行,北京,10" in GB18030.
    const gb = Buffer.from(
      'd0d5c3fb2cbfa8bac52cbfaabba7d0d02cb5d8d6b72cbdf0b6ee0d0ad5c5c8fd2c363231372cd6d0b9fad2f8d0d02cb1b1bea92c3130',
      'hex',
    );
    const result = await parseSheetFile(new File([gb], 'gb.csv'), { kind: 'payout' });
    expect(result.fileError).toBeNull();
    expect(result.rows[0]?.data).toMatchObject({ name: '张三', bankName: '中国银行', address: '北京', amount: '10' });
  });

  it('judges a nameless Blob by its content', async () => {
    const csv = new Blob([Papa.unparse([payoutHeader, payoutRow(1)])]);
    const xlsx = new Blob([new Uint8Array(await writeXlsxFile([payoutHeader, payoutRow(1)]).toBuffer())]);
    expect((await parseSheetFile(csv, { kind: 'payout' })).format).toBe('csv');
    expect((await parseSheetFile(xlsx, { kind: 'payout' })).format).toBe('xlsx');
  });
});

describe('xlsx details', () => {
  it('reads numbers typed as numbers in Excel as written, without float noise', async () => {
    const file = await xlsxFile([payoutHeader, ['张三', 6217000012345678, '中国银行', '北京', 12.5, null, null]]);
    const result = await parseSheetFile(file, { kind: 'payout' });
    expect(result.rows[0]?.errors).toEqual([]);
    expect(result.rows[0]?.data).toMatchObject({ cardNumber: '6217000012345678', amount: '12.5' });
  });
});

describe('USDT payout rows', () => {
  it('checks the wallet address and the USDT amount', async () => {
    const rows: Cell[][] = [
      ['钱包地址', 'USDT数量'],
      ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', '12.123456'],
      ['0x52908400098527886E0F7030069857D2E4169EE7', '3'],
      ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS', '1.1234567'],
    ];
    const result = await parseSheetFile(csvFile(rows), { kind: 'usdtPayout' });
    expect(result.rows.map((r) => r.errors)).toEqual([
      [],
      [],
      [
        { id: 'validation.usdtAddress.format', field: 'walletAddress' },
        { id: 'validation.usdtAmount.format', field: 'usdtAmount' },
      ],
    ]);
  });
});

describe('batch order rows (the columns the server createBatch reads)', () => {
  it('checks each line like the create call and keeps unknown columns as extras', async () => {
    const rows: Cell[][] = [
      ['mchOrderNo', 'productId', 'amount', 'notifyUrl', 'channelNote'],
      ['M-1', '1001', '10000', 'https://shop.example/notify', '备注'],
      ['M 2', '1001', '10.50', '', ''],
    ];
    const result = await parseSheetFile(csvFile(rows, 'orders.csv'), { kind: 'order' });
    expect(result.columns).toEqual(['mchOrderNo', 'productId', 'amount', 'notifyUrl', 'channelNote']);
    expect(result.rows[0]?.data).toMatchObject({
      mchOrderNo: 'M-1',
      productId: 1001,
      amount: '10000',
      notifyUrl: 'https://shop.example/notify',
      channelNote: '备注',
    });
    expect(result.rows[1]).toMatchObject({
      line: 3,
      data: null,
      errors: [
        { id: 'validation.mchOrderNo.format', field: 'mchOrderNo' },
        { id: 'validation.amount.integer', field: 'amount' },
      ],
    });
  });

  it('needs the exact column titles the server needs', async () => {
    const result = await parseSheetFile(
      csvFile(
        [
          ['MchOrderNo', 'productId', 'amount'],
          ['M1', '1', '1'],
        ],
        'orders.csv',
      ),
      { kind: 'order' },
    );
    expect(result.fileError).toEqual({ id: 'validation.upload.columns', values: { column: 'mchOrderNo' } });
  });
});
