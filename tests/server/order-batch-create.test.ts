import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchCreateResult, OrderUploadFlag } from '../../src/contract/index.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';
import {
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  rows,
  type TestMerchant,
} from './support/order-fixtures.ts';

/** Product 7.5 createBatch and orderUploadFlag: a merchant's CSV of orders, checked line by line. */
describe.each(backends)('batch order create (%s)', (kind) => {
  let b: TestBackend;
  let product: number;
  let merchant: TestMerchant;
  let token: string;

  /** A multipart form as a browser sends it. */
  async function upload(fields: { csv: string; key: string; orderType?: string; filename?: string }, as = token) {
    const boundary = '----batch7e3f';
    const part = (name: string, value: string, filename?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: text/csv` : ''}\r\n\r\n${value}\r\n`;
    const body = `${fields.orderType === undefined ? '' : part('orderType', fields.orderType)}${part('key', fields.key)}${part('file', fields.csv, fields.filename ?? 'orders.csv')}--${boundary}--\r\n`;
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1.0/api/order/createBatch',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: as },
    });
    return res.json() as Envelope<BatchCreateResult>;
  }
  const ordersOf = async (m: TestMerchant) =>
    rows<{ mch: string; code: string; status: number; type: number; amount: number }>(
      b,
      sql`select mch_order_no as mch, order_code as code, status, order_type as type, amount::int as amount from orders where merchant_id = ${m.id} order by id`,
    );
  const csv = (lines: string[]) => ['mchOrderNo,productId,amount,notifyUrl,subject,userName', ...lines].join('\n');

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30 });
    product = await makeProduct(b);
    const supplier = await makeSupplier(b, product);
    await makeResource(b, supplier.id, product);
    merchant = await makeMerchant(b, product, { rate: 250 });
    token = await b.sessionFor(merchant.account);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('creates every line of a valid file, allocated, and answers the same orders when uploaded again', async () => {
    const file = csv([
      `B-1,${product},10000,https://m.example/n,Top-up,Asha Rao`,
      `B-2,${product},25000,,,`,
      `B-3,${product},99900,,Game,`,
    ]);
    const first = await upload({ csv: file, key: merchant.key });
    expect(first.code).toBe(200);
    expect([first.data.total, first.data.created, first.data.failed]).toEqual([3, 3, 0]);
    expect(first.data.results.map((r) => [r.line, r.mchOrderNo, r.ok, r.order?.status])).toEqual([
      [2, 'B-1', true, 1],
      [3, 'B-2', true, 1],
      [4, 'B-3', true, 1],
    ]);
    const made = await ordersOf(merchant);
    expect(made.map((o) => [o.mch, o.amount, o.type])).toEqual([
      ['B-1', 10000, 0],
      ['B-2', 25000, 0],
      ['B-3', 99900, 0],
    ]);
    const [payer] = await rows<{ name: string }>(
      b,
      sql`select payer->>'userName' as name from orders where merchant_id = ${merchant.id} and mch_order_no = 'B-1'`,
    );
    expect(payer!.name).toBe('Asha Rao');

    const again = await upload({ csv: file, key: merchant.key });
    expect(again.data.results.map((r) => r.order?.orderCode)).toEqual(made.map((o) => o.code));
    expect(await ordersOf(merchant)).toHaveLength(3);
  });

  it('reports a bad line with its reason and still creates the others', async () => {
    const m = await makeMerchant(b, product);
    const res = await upload(
      {
        csv: csv([`C-1,${product},12.5,,,`, `C 2,${product},500,,,`, `C-3,1,500,,,`, `C-4,${product},700,,,`]),
        key: m.key,
      },
      await b.sessionFor(m.account),
    );
    expect(res.data.results.map((r) => [r.line, r.ok, r.msgId, r.field])).toEqual([
      [2, false, 'validation.amount.integer', 'amount'],
      [3, false, 'validation.mchOrderNo.format', 'mchOrderNo'],
      [4, false, 'errors.productUnavailable', null],
      [5, true, null, null],
    ]);
    expect(res.data.results[0]!.msg).toBe('Amount must be a whole number');
    expect((await ordersOf(m)).map((o) => o.mch)).toEqual(['C-4']);
  });

  it('makes test orders when asked, and refuses other order types', async () => {
    const m = await makeMerchant(b, product);
    const session = await b.sessionFor(m.account);
    const res = await upload({ csv: csv([`T-1,${product},1000,,,`]), key: m.key, orderType: '2' }, session);
    expect(res.data.created).toBe(1);
    expect((await ordersOf(m)).map((o) => o.type)).toEqual([2]);
    expect((await upload({ csv: csv([`T-2,${product},1000,,,`]), key: m.key, orderType: '4' }, session)).msgId).toBe(
      'validation.batchOrderType.invalid',
    );
  });

  it('refuses a file of more than 500 orders whole', async () => {
    const m = await makeMerchant(b, product);
    const lines = Array.from({ length: 501 }, (_, i) => `L-${i},${product},1000,,,`);
    const res = await upload({ csv: csv(lines), key: m.key }, await b.sessionFor(m.account));
    expect([res.code, res.msgId, res.msg]).toEqual([
      400,
      'validation.upload.tooMany',
      'At most 500 orders in one file',
    ]);
    expect(await ordersOf(m)).toHaveLength(0);
  });

  it('refuses a wrong key, another file type, a missing column and an empty file', async () => {
    const m = await makeMerchant(b, product);
    const session = await b.sessionFor(m.account);
    const wrong = await upload({ csv: csv([`K-1,${product},1000,,,`]), key: merchant.key }, session);
    expect([wrong.code, wrong.msgId]).toEqual([400, 'errors.merchantKeyInvalid']);
    expect(
      (await upload({ csv: csv([`K-1,${product},1000,,,`]), key: m.key, filename: 'orders.xlsx' }, session)).msgId,
    ).toBe('validation.upload.csvOnly');
    const noAmount = await upload({ csv: `mchOrderNo,productId\nK-1,${product}`, key: m.key }, session);
    expect([noAmount.msgId, noAmount.msg]).toEqual(['validation.upload.columns', 'The file lacks the column amount']);
    expect((await upload({ csv: csv([]), key: m.key }, session)).msgId).toBe('validation.upload.empty');
    expect((await upload({ csv: '', key: '' }, session)).msgId).toBe('validation.required');
    expect(await ordersOf(m)).toHaveLength(0);
  });

  it('refuses a file that is not UTF-8 with the line that is not, and creates nothing (decision 109)', async () => {
    const boundary = '----batchutf8';
    const m = await makeMerchant(b, product);
    // Line 3 has "Asha" followed by 0xE9 alone, as Latin-1 writes é: not UTF-8.
    const text = (s: string) => Buffer.from(s, 'utf8');
    const file = Buffer.concat([
      text(`mchOrderNo,productId,amount,userName\nU-1,${product},10000,Ravi\nU-2,${product},10000,Asha`),
      Buffer.from([0xe9]),
      text(`\nU-3,${product},10000,Zoë\n`),
    ]);
    const payload = Buffer.concat([
      text(`--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${m.key}\r\n`),
      text(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="o.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      file,
      text(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1.0/api/order/createBatch',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: await b.sessionFor(m.account) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      msgId: 'validation.upload.encoding',
      msg: expect.stringContaining('3'),
      data: { field: 'file', line: 3 },
    });
    expect(await ordersOf(m)).toEqual([]);
  });

  it('is for merchants: staff are refused with 403', async () => {
    const res = await upload(
      { csv: csv([`S-1,${product},1000,,,`]), key: merchant.key },
      await b.sessionFor('admin0001'),
    );
    expect([res.code, res.msgId]).toEqual([403, 'errors.forbidden']);
  });

  it('tells each caller whether batch upload is open to it', async () => {
    const flag = async (t: string) =>
      (await b.call<OrderUploadFlag>('GET', '/v1.0/order/orderUploadFlag', {}, { token: t })).data;
    expect(await flag(token)).toEqual({ enabled: true, maxRows: 500 });
    expect(await flag(await b.sessionFor('admin0001'))).toEqual({ enabled: false, maxRows: 500 });
    const off = await makeMerchant(b, product, { enabled: false });
    expect((await flag(await b.sessionFor(off.account))).enabled).toBe(false);
  });
});
