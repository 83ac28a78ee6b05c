import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankImportResult, BankOptions, BankRow, Page, ResourceRow } from '../../src/contract/index.ts';
import { auditRecords, banks, products, userProducts } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { makeMerchant, makeSupplier, setSetting, type TestMerchant } from './support/order-fixtures.ts';
import { apiPayout, fund, makePayoutProduct } from './support/payout-fixtures.ts';

let serial = 0;
const show = (r: { code: number; msgId?: string; msg?: string; data?: unknown }) =>
  JSON.stringify({ code: r.code, msgId: r.msgId, msg: r.msg, data: r.data });
const no = () => `BK${Date.now().toString(36)}${serial++}`;

describe.each(backends)('bank directory: list, changes, import, IFSC against the bank (%s)', (kind) => {
  let b: TestBackend;
  let admin: string;
  let boss: string;
  let service: string;
  let tech: string;
  let merchantToken: string;
  let m: TestMerchant;
  let payoutProduct: number;
  let supplierToken: string;
  let cardProduct: number;

  const get = <T>(path: string, input: Record<string, unknown>, token: string) =>
    b.call<T>('GET', path, input, { token });
  const post = <T>(path: string, input: Record<string, unknown>, token: string) =>
    b.call<T>('POST', path, input, { token });
  const list = (input: Record<string, unknown>, token = admin) =>
    get<Page<BankRow>>('/v1.0/banks/list', { pageNum: 100, ...input }, token);
  const auditsOf = (action: string, target: string) =>
    b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, action), like(auditRecords.target, target)))
      .orderBy(auditRecords.id);

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 20 });
    [admin, boss, service, tech] = await Promise.all([
      b.sessionFor('admin0001'),
      b.sessionFor('superadmin'),
      b.sessionFor('service001'),
      b.sessionFor('techmaint1'),
    ]);
    await setSetting(b, 'PayoutOrderOccupyBalanceOnCreate', false);
    payoutProduct = await makePayoutProduct(b);
    m = await makeMerchant(b, payoutProduct);
    await fund(b, m.id, 10_000_000);
    merchantToken = await b.sessionFor(m.account);
    cardProduct = 97_000 + Math.floor(Math.random() * 900);
    await b.db.insert(products).values({
      id: cardProduct,
      name: 'Bank card test',
      kind: 'collection',
      resourceType: 'internationalCardToCard',
      currency: 'INR',
    });
    const s = await makeSupplier(b, cardProduct);
    supplierToken = await b.sessionFor(s.account);
    await b.db
      .insert(userProducts)
      .values({ userId: s.id, productId: payoutProduct, rate: 0, fixedFee: 0 })
      .onConflictDoNothing();
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('the demo directory lists real Indian banks with their IFSC prefixes, searchable and filtered by country and state', async () => {
    const hdfc = await list({ keyword: 'hdfc' });
    expect(hdfc.data.list.map((r) => [r.name, r.shortCode, r.ifscPrefix, r.country, r.enabled])).toContainEqual([
      'HDFC Bank',
      'HDFC',
      'HDFC',
      'IN',
      true,
    ]);
    const byPrefix = await list({ keyword: 'UTIB' });
    expect(byPrefix.data.list.map((r) => r.name)).toEqual(['Axis Bank']);
    const india = await list({ country: 'IN', enabled: 'true' });
    expect(india.data.total).toBeGreaterThanOrEqual(30);
    expect(india.data.list.every((r) => r.country === 'IN' && /^[A-Z]{4}$/.test(r.ifscPrefix) && r.enabled)).toBe(true);
    const off = await list({ enabled: 'false' });
    expect(off.data.list.map((r) => r.name)).toContain('Lakshmi Vilas Bank');
    expect((await list({ country: 'KE' })).data.list.map((r) => r.name).sort()).toEqual([
      'Airtel Money',
      'Safaricom M-Pesa',
    ]);
  });

  it('admin and superAdmin change the directory; customer service and technical maintenance only read it; other roles neither read nor change it', async () => {
    expect((await list({}, service)).code).toBe(200);
    expect((await list({}, boss)).code).toBe(200);
    expect((await list({}, tech)).code).toBe(200);
    expect((await list({}, merchantToken)).status).toBe(403);
    const body = { name: 'Nowhere Bank', shortCode: 'NOWHERE', ifscPrefix: 'NOWH', country: 'IN' };
    for (const token of [service, tech, merchantToken, supplierToken])
      expect((await post('/v1.0/banks/create', body, token)).status).toBe(403);
    expect(await b.db.select().from(banks).where(eq(banks.shortCode, 'NOWHERE'))).toHaveLength(0);
  });

  it('creates, edits and disables a bank, each audited with before and after; a short code is unique per country', async () => {
    const made = await post<BankRow>(
      '/v1.0/banks/create',
      { name: ' Saraswat Co-operative Bank ', shortCode: 'saraswat', ifscPrefix: 'srcb', country: 'in' },
      admin,
    );
    expect(made.code, show(made)).toBe(200);
    expect(made.data).toMatchObject({
      name: 'Saraswat Co-operative Bank',
      shortCode: 'SARASWAT',
      ifscPrefix: 'SRCB',
      country: 'IN',
      enabled: true,
    });
    const again = await post(
      '/v1.0/banks/create',
      { name: 'Another', shortCode: 'SARASWAT', ifscPrefix: 'ABCD', country: 'IN' },
      boss,
    );
    expect([again.status, again.msgId, (again.data as { field?: string } | null)?.field]).toEqual([
      409,
      'errors.bankCodeExists',
      'shortCode',
    ]);
    // The same code in another country is another bank.
    expect(
      (
        await post(
          '/v1.0/banks/create',
          { name: 'Saraswat Nepal', shortCode: 'SARASWAT', ifscPrefix: '', country: 'NP' },
          admin,
        )
      ).code,
    ).toBe(200);

    const edited = await post<BankRow>(
      '/v1.0/banks/update',
      { id: made.data.id, name: 'Saraswat Bank', shortCode: 'SARASWAT', ifscPrefix: 'SRCB', country: 'IN' },
      admin,
    );
    expect(edited.data.name).toBe('Saraswat Bank');
    const clash = await post(
      '/v1.0/banks/update',
      { id: made.data.id, name: 'Saraswat Bank', shortCode: 'HDFC', ifscPrefix: 'SRCB', country: 'IN' },
      admin,
    );
    expect([clash.status, clash.msgId]).toEqual([409, 'errors.bankCodeExists']);
    const disabled = await post<BankRow>('/v1.0/banks/enable', { id: made.data.id, enable: false }, admin);
    expect(disabled.data.enabled).toBe(false);
    expect((await post('/v1.0/banks/enable', { id: 99_999_999, enable: false }, admin)).msgId).toBe(
      'errors.bankNotFound',
    );

    const target = `bank:${made.data.id}`;
    const [created] = await auditsOf('banks.create', target);
    expect(created).toMatchObject({
      operatorAccount: 'admin0001',
      before: null,
      after: { name: 'Saraswat Co-operative Bank', shortCode: 'SARASWAT', ifscPrefix: 'SRCB', enabled: true },
    });
    const [update] = await auditsOf('banks.update', target);
    expect(update).toMatchObject({ before: { name: 'Saraswat Co-operative Bank' }, after: { name: 'Saraswat Bank' } });
    const [enable] = await auditsOf('banks.enable', target);
    expect(enable).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it('refuses a bank whose fields break the rules, with the field at fault', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { name: 'X'.repeat(129), shortCode: 'LONG', ifscPrefix: 'LONG', country: 'IN' },
        'name',
        'validation.bankName.length',
      ],
      [
        { name: 'Three', shortCode: 'THREE', ifscPrefix: 'THR', country: 'IN' },
        'ifscPrefix',
        'validation.ifscPrefix.format',
      ],
      [
        { name: 'Digits', shortCode: 'DIGITS', ifscPrefix: 'AB12', country: 'IN' },
        'ifscPrefix',
        'validation.ifscPrefix.format',
      ],
      [
        { name: 'Atlantis', shortCode: 'ATL', ifscPrefix: '', country: 'ZZ' },
        'country',
        'validation.bankCountry.unknown',
      ],
      [
        { name: 'Spaces', shortCode: 'A B', ifscPrefix: 'ABCD', country: 'IN' },
        'shortCode',
        'validation.bankShortCode.format',
      ],
    ];
    for (const [body, field, msgId] of cases) {
      const res = await post('/v1.0/banks/create', body, admin);
      expect([res.status, res.msgId, (res.data as { field?: string } | null)?.field], JSON.stringify(body)).toEqual([
        400,
        msgId,
        field,
      ]);
    }
  });

  it('imports a file of 1,000 banks and answers each bad line with its reason, adding nothing for it', async () => {
    const cells = (i: number) => ({
      name: `Import Bank ${i}`,
      shortCode: `IMP${i}`,
      ifscPrefix: `I${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (((i / 26) | 0) % 26))}Q`,
      country: 'IN',
    });
    const rows = Array.from({ length: 1000 }, (_, i) => ({ line: i + 2, cells: cells(i) }));
    rows[10] = { line: 12, cells: { ...cells(5) } }; // the code of line 7 again
    rows[20] = { line: 22, cells: { ...cells(20), ifscPrefix: 'IMP' } };
    rows[30] = { line: 32, cells: { ...cells(30), name: 'N'.repeat(129) } };
    rows[40] = { line: 42, cells: { ...cells(40), country: 'XX' } };
    rows[50] = { line: 52, cells: { ...cells(50), shortCode: 'HDFC' } }; // listed already
    rows[60] = { line: 62, cells: { ...cells(60), name: '' } };
    const started = Date.now();
    const res = await post<BankImportResult>('/v1.0/banks/import', { rows }, admin);
    expect(res.code, show(res).slice(0, 500)).toBe(200);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(res.data.problems).toEqual([
      { line: 12, field: 'shortCode', id: 'validation.bankImport.duplicateInFile', values: { line: 7 } },
      { line: 22, field: 'ifscPrefix', id: 'validation.ifscPrefix.format' },
      { line: 32, field: 'name', id: 'validation.bankName.length' },
      { line: 42, field: 'country', id: 'validation.bankCountry.unknown' },
      { line: 52, field: 'shortCode', id: 'errors.bankCodeExists', values: { shortCode: 'HDFC', country: 'IN' } },
      { line: 62, field: 'name', id: 'validation.required' },
    ]);
    expect(res.data.created).toBe(994);
    expect(await b.db.select().from(banks).where(like(banks.shortCode, 'IMP%'))).toHaveLength(994);
    const [hdfc] = await b.db
      .select()
      .from(banks)
      .where(and(eq(banks.country, 'IN'), eq(banks.shortCode, 'HDFC')));
    expect(hdfc!.name).toBe('HDFC Bank');
    const [record] = await auditsOf('banks.import', 'banks:994');
    expect((record!.after as { count: number }).count).toBe(994);
    // Customer service cannot import.
    expect((await post('/v1.0/banks/import', { rows: [{ line: 2, cells: cells(2000) }] }, service)).status).toBe(403);
  }, 60_000);

  it('pickers get the enabled banks of CardCountry for accounts and of DefaultCountry for payouts', async () => {
    const account = await get<BankOptions>(
      '/v1.0/banks/options',
      { purpose: 'account', keyword: 'bank of' },
      supplierToken,
    );
    expect(account.data.country).toBe('IN');
    expect(account.data.banks.map((x) => x.name)).toEqual(
      expect.arrayContaining(['Bank of Baroda', 'Bank of India', 'Bank of Maharashtra']),
    );
    expect((await get<BankOptions>('/v1.0/banks/options', { keyword: 'lakshmi' }, supplierToken)).data.banks).toEqual(
      [],
    );
    await setSetting(b, 'DefaultCountry', 'KE');
    try {
      const payout = await get<BankOptions>('/v1.0/banks/options', { purpose: 'payout' }, merchantToken);
      expect([payout.data.country, payout.data.banks.map((x) => x.name)]).toEqual([
        'KE',
        ['Airtel Money', 'Safaricom M-Pesa'],
      ]);
      expect((await get<BankOptions>('/v1.0/banks/options', { purpose: 'account' }, merchantToken)).data.country).toBe(
        'IN',
      );
    } finally {
      await setSetting(b, 'DefaultCountry', 'IN');
    }
  });

  it("a receiving account of a listed bank takes only that bank's IFSCs; an unlisted bank is taken as typed", async () => {
    const account = {
      type: 'internationalCardToCard',
      productId: cardProduct,
      accountName: 'Ravi Kumar',
      dailyCountLimit: 0,
      dailyAmountLimit: 0,
    };
    const wrong = await post(
      '/v1.0/resource/add',
      { ...account, bankName: 'hdfc  bank', cardNumber: '50100234567001', ifsc: 'ICIC0001234' },
      supplierToken,
    );
    expect([wrong.status, wrong.msgId, (wrong.data as { field?: string } | null)?.field]).toEqual([
      400,
      'validation.ifsc.bankMismatch',
      'ifsc',
    ]);
    expect(wrong.msg).toContain('HDFC');
    const right = await post<ResourceRow>(
      '/v1.0/resource/add',
      { ...account, bankName: 'HDFC Bank', cardNumber: '50100234567002', ifsc: 'HDFC0001234' },
      supplierToken,
    );
    expect(right.code, show(right)).toBe(200);
    const edit = await post(
      '/v1.0/resource/update',
      { ...account, id: right.data.id, bankName: 'Axis Bank', cardNumber: '50100234567002', ifsc: 'HDFC0001234' },
      supplierToken,
    );
    expect(edit.msgId).toBe('validation.ifsc.bankMismatch');
    const unlisted = await post(
      '/v1.0/resource/add',
      { ...account, bankName: 'Nowhere Co-op Bank', cardNumber: '50100234567003', ifsc: 'NOWH0001234' },
      supplierToken,
    );
    expect(unlisted.code).toBe(200);
  });

  it('a payout (signed API, in-app, upload) to a listed bank needs its IFSC prefix; the bank is the text before the first comma', async () => {
    const wrong = await apiPayout(b, m, payoutProduct, no(), 10_000, {
      bankBranch: 'HDFC Bank, Pune',
      ifsc: 'SBIN0001234',
    });
    expect([wrong.code, wrong.msgId, (wrong.data as { field?: string } | null)?.field]).toEqual([
      400,
      'validation.ifsc.bankMismatch',
      'ifsc',
    ]);
    expect(
      (await apiPayout(b, m, payoutProduct, no(), 10_000, { bankBranch: 'HDFC Bank, Pune', ifsc: 'HDFC0001234' })).code,
    ).toBe(200);
    expect(
      (
        await apiPayout(b, m, payoutProduct, no(), 10_000, {
          bankBranch: 'Nowhere Co-op Bank, Goa',
          ifsc: 'NOWH0001234',
        })
      ).code,
    ).toBe(200);
    const inApp = await post(
      '/v1.0/payoutOrder/create',
      {
        productId: payoutProduct,
        mchOrderNo: no(),
        amount: '12.50',
        name: 'Asha',
        cardNumber: '50100123456789',
        bankBranch: 'State Bank of India',
        address: 'Pune',
        ifsc: 'UTIB0000001',
      },
      merchantToken,
    );
    expect([inApp.msgId, (inApp.data as { field?: string } | null)?.field]).toEqual([
      'validation.ifsc.bankMismatch',
      'ifsc',
    ]);
    const row = (line: number, bankName: string, ifscCode: string) => ({
      line,
      cells: {
        mchOrderNo: no(),
        name: 'Asha',
        cardNumber: '50100123456789',
        bankName,
        address: 'Pune',
        amount: '1',
        ifscCode,
      },
    });
    const upload = await post<{ rows: { line: number; errors: { id: string; field: string }[] }[] }>(
      '/v1.0/payoutOrder/createBatch',
      {
        productId: payoutProduct,
        fileName: 'p.csv',
        rows: [row(2, 'HDFC Bank, Pune', 'HDFC0001234'), row(3, 'Axis Bank', 'HDFC0001234')],
      },
      merchantToken,
    );
    expect(upload.msgId).toBe('errors.uploadRowsInvalid');
    expect(upload.data.rows).toEqual([
      { line: 3, errors: [{ id: 'validation.ifsc.bankMismatch', field: 'ifscCode', values: { prefix: 'UTIB' } }] },
    ]);
  });
});
