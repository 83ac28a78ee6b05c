import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  resourceTypeDecls,
  resourceTypes,
  type Page,
  type ResourceDetail,
  type ResourceRow,
  type ResourceType,
} from '../../src/contract/index.ts';
import { auditRecords, products, resources, userProducts } from '../../server/db/schema.ts';
import { decryptSecret } from '../../server/modules/receiving-accounts/secrets.ts';
import { verifyPassword } from '../../server/modules/user/passwords.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { makeSupplier } from './support/order-fixtures.ts';

const limits = {
  maxConcurrent: 10,
  floatUp: 5,
  floatDown: 0,
  minOrderBalance: 0,
  dailyCountLimit: 100,
  dailyAmountLimit: 10_000_000,
};
const bank = { bankName: 'HDFC Bank', accountName: 'Ravi Kumar', cardNumber: '50100234567890', ifsc: 'HDFC0001234' };
const banking = { bankingAccount: 'ravi1234', bankingPassword: 'Bank#Pass1' };
const wallet = { walletNickname: 'Main TRC20', walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' };

/** A complete, valid account of each type. */
const valid: Record<ResourceType, Record<string, unknown>> = {
  internationalCardToCard: { ...bank, upi: 'ravi@okhdfc', monitorPassword: 'monitor-1', ...limits },
  opt: { ...bank, upi: 'ravi@okhdfc', ...banking, monitorPassword: 'monitor-1', ...limits },
  indiaAutoPayout: { ...bank, ...banking, ...limits },
  razorpayPayProxy: { ...bank, ...banking, ...limits },
  uSDTFloating: { ...wallet, ...limits },
  uSDTPayProxy: { ...wallet, ...limits },
  kenya: {
    bankName: 'Safaricom M-Pesa',
    accountName: 'Wanjiru Kamau',
    cardNumber: '254712345678',
    bankingAccount: '123456',
    monitorPassword: 'monitor-1',
    ...limits,
  },
  alipay: { accountName: 'Wang Fang', walletNickname: '13800138000', monitorPassword: 'monitor-1', ...limits },
  unionPay: {
    bankName: 'Industrial and Commercial Bank of China',
    accountName: 'Li Wei',
    cardNumber: '6222020200199887766',
    monitorPassword: 'monitor-1',
    ...limits,
  },
  weChat: { accountName: 'Zhang Min', walletNickname: 'zhangmin_pay', monitorPassword: 'monitor-1', ...limits },
};

/** Every field rule of product 5 the type has, broken one at a time: [field, value, message id]. */
function invalidCases(type: ResourceType): [string, unknown, string][] {
  const fields = resourceTypeDecls[type].fields;
  const cases: [string, unknown, string][] = [];
  for (const [field, required] of Object.entries(fields)) if (required) cases.push([field, '', 'validation.required']);
  if ('bankName' in fields) cases.push(['bankName', 'B'.repeat(129), 'validation.bankName.length']);
  if ('accountName' in fields) cases.push(['accountName', 'A'.repeat(129), 'validation.accountName.length']);
  if ('cardNumber' in fields)
    cases.push(
      ['cardNumber', '5010-0234', 'validation.cardNumber.format'],
      ['cardNumber', '1'.repeat(21), 'validation.cardNumber.format'],
    );
  if ('ifsc' in fields)
    cases.push(
      ['ifsc', 'hdfc0001234', 'validation.ifsc.format'],
      ['ifsc', 'HDFC000123', 'validation.ifsc.format'],
      ['ifsc', 'HDF10001234', 'validation.ifsc.format'],
    );
  if ('upi' in fields) cases.push(['upi', 'not-a-upi', 'validation.upi.format']);
  if ('walletAddress' in fields)
    cases.push(
      ['walletAddress', 'T'.repeat(129), 'validation.walletAddress.format'],
      ['walletAddress', '0x52908400098527886E0F7030069857D2E4169EE7', 'validation.walletAddress.format'],
    );
  if ('walletNickname' in fields) cases.push(['walletNickname', 'N'.repeat(65), 'validation.text.tooLong']);
  cases.push(
    ['dailyCountLimit', '', 'validation.required'],
    ['dailyAmountLimit', '', 'validation.required'],
    ['dailyAmountLimit', -1, 'validation.integer.nonNegative'],
    ['maxConcurrent', 0, 'validation.integer.positive'],
    ['floatUp', 1.5, 'validation.integer.nonNegative'],
  );
  return cases;
}

describe.each(backends)('receiving accounts of every type (%s)', (kind) => {
  let b: TestBackend;
  const productOf = new Map<ResourceType, number>();
  let owner: { id: number; account: string };
  let other: { id: number; account: string };
  let ownerToken: string;
  let otherToken: string;
  let adminToken: string;
  const created = new Map<ResourceType, ResourceRow>();

  const as = (token: string) => ({ token });
  const add = (token: string, type: ResourceType, body: Record<string, unknown>) =>
    b.call<ResourceRow>('POST', '/v1.0/resource/add', { type, productId: productOf.get(type), ...body }, as(token));

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 20 });
    // One product of each type; both suppliers were given all of them.
    let id = 95_000 + Math.floor(Math.random() * 1000) * 10;
    for (const type of resourceTypes) {
      productOf.set(type, ++id);
      await b.db
        .insert(products)
        .values({ id, name: `Test ${type}`, kind: 'collection', resourceType: type, currency: 'INR' });
    }
    const first = productOf.get('internationalCardToCard')!;
    owner = await makeSupplier(b, first);
    other = await makeSupplier(b, first);
    for (const s of [owner, other]) {
      for (const pid of productOf.values())
        if (pid !== first)
          await b.db.insert(userProducts).values({ userId: s.id, productId: pid, rate: 0, fixedFee: 0 });
    }
    [ownerToken, otherToken, adminToken] = await Promise.all([
      b.sessionFor(owner.account),
      b.sessionFor(other.account),
      b.sessionFor('admin0001'),
    ]);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it.each(resourceTypes)(
    '%s: a supplier adds a valid account; the passwords are stored but never answered',
    async (type) => {
      const res = await add(ownerToken, type, valid[type]);
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({
        type,
        supplierId: owner.id,
        productId: productOf.get(type),
        state: 0,
        dailyCountLimit: 100,
        dailyAmountLimit: 10_000_000,
        floatUp: 5,
      });
      created.set(type, res.data);
      const raw = res.raw.body;
      expect(raw).not.toContain('Bank#Pass1');
      expect(raw).not.toContain('monitor-1');
      const [row] = await b.db.select().from(resources).where(eq(resources.id, res.data.id));
      const fields = resourceTypeDecls[type].fields;
      if ('bankingPassword' in fields) {
        expect(res.data.hasBankingPassword).toBe(true);
        expect(row!.bankingPasswordEnc).not.toContain('Bank#Pass1');
        expect(decryptSecret(row!.bankingPasswordEnc)).toBe('Bank#Pass1');
      }
      if ('monitorPassword' in fields) {
        expect(res.data.hasMonitorPassword).toBe(true);
        expect(await verifyPassword('monitor-1', row!.monitorPasswordHash)).toBe(true);
      }
      // A monitored type gets the key its device signs reports with.
      expect(row!.monitorKey !== '').toBe(resourceTypeDecls[type].monitored);
      const [auditRow] = await b.db
        .select()
        .from(auditRecords)
        .where(eq(auditRecords.target, `resource:${res.data.id}`));
      expect(auditRow).toMatchObject({ action: 'resource.add', operatorId: owner.id });
      expect(JSON.stringify(auditRow!.after)).not.toContain('Bank#Pass1');

      const list = await b.call<Page<ResourceRow>>('GET', '/v1.0/resource/getList', { type }, as(ownerToken));
      expect(list.data.list.map((r) => r.id)).toEqual([res.data.id]);
      expect(JSON.stringify(list.data)).not.toContain('Bank#Pass1');
    },
  );

  it.each(resourceTypes)('%s: every invalid field is refused with its message and nothing is stored', async (type) => {
    const before = (await b.db.select({ id: resources.id }).from(resources).where(eq(resources.supplierId, owner.id)))
      .length;
    for (const [field, value, msgId] of invalidCases(type)) {
      const res = await add(ownerToken, type, { ...valid[type], [field]: value });
      expect({
        field,
        status: res.status,
        msgId: res.msgId,
        at: (res.data as { field?: string } | null)?.field,
      }).toEqual({ field, status: 400, msgId, at: field });
    }
    expect(
      (await b.db.select({ id: resources.id }).from(resources).where(eq(resources.supplierId, owner.id))).length,
    ).toBe(before);
  });

  it('refuses a product the type does not fit, and one the supplier was not given', async () => {
    const wrongType = await b.call(
      'POST',
      '/v1.0/resource/add',
      { type: 'opt', productId: productOf.get('uSDTFloating'), ...valid.opt },
      as(ownerToken),
    );
    expect([wrongType.status, wrongType.msgId]).toEqual([400, 'errors.resourceProductMismatch']);
    const unknownType = await b.call(
      'POST',
      '/v1.0/resource/add',
      { type: 'paypal', productId: 1, ...valid.opt },
      as(ownerToken),
    );
    expect([unknownType.status, unknownType.msgId]).toEqual([400, 'validation.resourceType.invalid']);
  });

  it('another supplier can neither read nor change the account; staff read it, only suppliers edit', async () => {
    const mine = created.get('opt')!;
    const foreign = as(otherToken);
    const list = await b.call<Page<ResourceRow>>('GET', '/v1.0/resource/getList', { type: 'opt' }, foreign);
    expect(list.data.list.map((r) => r.id)).not.toContain(mine.id);
    const byFilter = await b.call<Page<ResourceRow>>(
      'GET',
      '/v1.0/resource/getList',
      { type: 'opt', supplierId: owner.id },
      foreign,
    );
    expect(byFilter.data.total).toBe(0);
    const attempts = [
      await b.call(
        'POST',
        '/v1.0/resource/update',
        { id: mine.id, type: 'opt', ...valid.opt, bankName: 'Stolen' },
        foreign,
      ),
      await b.call('POST', '/v1.0/resource/delete', { id: mine.id }, foreign),
      await b.call(
        'POST',
        '/v1.0/resource/enableResource',
        { resourceId: mine.id, productId: mine.productId, enable: false },
        foreign,
      ),
      await b.call(
        'GET',
        '/v1.0/resource/getResourceDetailInfo',
        { resourceId: mine.id, productId: mine.productId },
        foreign,
      ),
      await b.call(
        'GET',
        '/v1.0/resource/getResourceStaticInfo',
        { supplierId: owner.id, productId: mine.productId },
        foreign,
      ),
    ];
    expect(attempts.map((a) => [a.status, a.msgId])).toEqual(Array(5).fill([404, 'errors.resourceNotFound']));
    const [row] = await b.db.select().from(resources).where(eq(resources.id, mine.id));
    expect(row).toMatchObject({ bankName: 'HDFC Bank', state: 0, deletedAt: null });

    const staff = await b.call<Page<ResourceRow>>(
      'GET',
      '/v1.0/resource/getList',
      { type: 'opt', supplierId: owner.id },
      as(adminToken),
    );
    expect(staff.data.list.map((r) => [r.id, r.supplierName])).toEqual([[mine.id, owner.account]]);
    const staffEdit = await b.call(
      'POST',
      '/v1.0/resource/update',
      { id: mine.id, type: 'opt', ...valid.opt },
      as(adminToken),
    );
    expect(staffEdit.status).toBe(403);
    // Customer service reads (the /customerService page) but cannot switch.
    const csToken = await b.sessionFor('service001');
    const csRead = await b.call<Page<ResourceRow>>(
      'GET',
      '/v1.0/resource/getList',
      { type: 'opt', supplierId: owner.id },
      as(csToken),
    );
    expect(csRead.data.total).toBe(1);
    const csSwitch = await b.call(
      'POST',
      '/v1.0/resource/enableResource',
      { resourceId: mine.id, productId: mine.productId, enable: false },
      as(csToken),
    );
    expect(csSwitch.status).toBe(403);
  });

  it('an edit keeps the stored passwords when left empty and replaces them when typed; delete hides the account', async () => {
    const mine = created.get('opt')!;
    const kept = await b.call<ResourceRow>(
      'POST',
      '/v1.0/resource/update',
      {
        id: mine.id,
        type: 'opt',
        ...valid.opt,
        bankingPassword: '',
        monitorPassword: '',
        bankName: 'ICICI Bank',
        ifsc: 'ICIC0001234',
      },
      as(ownerToken),
    );
    expect(kept.code).toBe(200);
    expect(kept.data).toMatchObject({ bankName: 'ICICI Bank', hasBankingPassword: true, hasMonitorPassword: true });
    let [row] = await b.db.select().from(resources).where(eq(resources.id, mine.id));
    expect(decryptSecret(row!.bankingPasswordEnc)).toBe('Bank#Pass1');
    await b.call(
      'POST',
      '/v1.0/resource/update',
      { id: mine.id, type: 'opt', ...valid.opt, bankingPassword: 'NewPass#2' },
      as(ownerToken),
    );
    [row] = await b.db.select().from(resources).where(eq(resources.id, mine.id));
    expect(decryptSecret(row!.bankingPasswordEnc)).toBe('NewPass#2');

    const extra = await add(ownerToken, 'uSDTPayProxy', valid.uSDTPayProxy);
    const del = await b.call('POST', '/v1.0/resource/delete', { id: extra.data.id }, as(ownerToken));
    expect(del.code).toBe(200);
    const list = await b.call<Page<ResourceRow>>(
      'GET',
      '/v1.0/resource/getList',
      { type: 'uSDTPayProxy' },
      as(ownerToken),
    );
    expect(list.data.list.map((r) => r.id)).not.toContain(extra.data.id);
  });

  it('the QR code pays into the account: UPI id, else account@IFSC through NPCI, a wallet address; none for a Kenyan wallet', async () => {
    const detail = (type: ResourceType) => {
      const r = created.get(type)!;
      return b.call<ResourceDetail>(
        'GET',
        '/v1.0/resource/getResourceDetailInfo',
        { resourceId: r.id, productId: r.productId },
        as(ownerToken),
      );
    };
    expect((await detail('internationalCardToCard')).data.link).toBe(
      'upi://pay?pa=ravi%40okhdfc&pn=Ravi%20Kumar&cu=INR',
    );
    const payout = (await detail('indiaAutoPayout')).data;
    expect([payout.link, payout.jumpLink]).toEqual(
      Array(2).fill('upi://pay?pa=50100234567890@hdfc0001234.ifsc.npci&pn=Ravi%20Kumar&cu=INR'),
    );
    const usdt = (await detail('uSDTFloating')).data;
    expect([usdt.link, usdt.jumpLink]).toEqual([wallet.walletAddress, null]);
    expect(usdt.qrCode).toMatch(/^data:image\/png;base64,/);
    const kenya = (await detail('kenya')).data;
    expect([kenya.link, kenya.qrCode]).toEqual([null, null]);
  });

  it('filters the admin list by supplier, product and state', async () => {
    const card = created.get('internationalCardToCard')!;
    const q = (extra: Record<string, unknown>) =>
      b.call<Page<ResourceRow>>(
        'GET',
        '/v1.0/resource/getList',
        { type: 'internationalCardToCard', ...extra },
        as(adminToken),
      );
    expect((await q({ supplierId: owner.id, productId: card.productId })).data.list.map((r) => r.id)).toEqual([
      card.id,
    ]);
    expect((await q({ supplierId: owner.id, state: 1 })).data.total).toBe(0);
    const all = await q({});
    expect(all.data.total).toBeGreaterThan(1);
    expect(new Set(all.data.list.map((r) => r.type))).toEqual(new Set(['internationalCardToCard']));
  });
});
