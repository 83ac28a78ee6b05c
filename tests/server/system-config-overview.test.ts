import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderMark,
  secretSettingKeys,
  settingKeys,
  settingPath,
  systemConfigCalls,
  systemSettings,
  type BatchCreateResult,
  type SettingOverviewRow,
} from '../../src/contract/index.ts';
import { orders, payoutOrders } from '../../server/db/schema.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';
import {
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  orderParams,
  postCreate,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';
import { apiPayout, bankPayee, fund, makePayoutProduct } from './support/payout-fixtures.ts';

const overviewPath = systemConfigCalls.getOverview.path;
const secretToken = '7315550123:AAH-plain-secret-token-wxyz';
/** Each bot needs a token of its own (a shared one is refused): the relay's differs, with the same last 4. */
const secretTokenOf = (key: string) =>
  key === 'BotToken' ? secretToken : secretToken.replace('7315550123', '7315550124');
/** Every demo account that signs in without a Google code, one per role. */
const demoAccounts = [
  'superadmin',
  'admin0001',
  'service001',
  'techmaint1',
  'techsupport1',
  'supplier01',
  'agent0001',
  'merchant01',
];

let serial = 0;
const no = (prefix: string) => `${prefix}${Date.now().toString(36)}${serial++}`;

describe.each(backends)('system config overview, secrets and EnableService (%s)', (kind) => {
  let b: TestBackend;
  let superadmin: string;
  const set = (key: string, body: Record<string, unknown>) =>
    b.call('POST', settingPath(key as never, 'set'), body, { token: superadmin });
  const overview = (token: string) => b.call<SettingOverviewRow[]>('GET', overviewPath, {}, { token });
  const rowOf = (rows: SettingOverviewRow[], key: string) => rows.find((r) => r.key === key);

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30 });
    superadmin = await b.sessionFor('superadmin');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('overview', () => {
    it('answers every setting with its value, and its last change from the audit records', async () => {
      expect((await set('OrderTimeoutMinutes', { value: 21 })).code).toBe(200);
      expect((await set('OrderTimeoutMinutes', { value: 22 })).code).toBe(200);
      expect((await set('LimitMode', { value: 'relaxed' })).code).toBe(200);
      const res = await overview(superadmin);
      expect(res.code).toBe(200);
      expect(res.data.map((r) => r.key)).toEqual(settingKeys);
      expect(rowOf(res.data, 'OrderTimeoutMinutes')).toMatchObject({
        value: 22,
        lastChange: { account: 'superadmin', name: expect.any(String), at: expect.any(String) },
      });
      expect(rowOf(res.data, 'LimitMode')!.value).toBe('relaxed');
      // Never changed: the contract's default and no last change.
      expect(rowOf(res.data, 'RedWalletCount')).toEqual({
        key: 'RedWalletCount',
        value: systemSettings.RedWalletCount.default,
        lastChange: null,
      });
      expect(Number.isNaN(Date.parse(rowOf(res.data, 'OrderTimeoutMinutes')!.lastChange!.at))).toBe(false);
    });

    it('lets technicalMaintenance read the overview', async () => {
      const res = await overview(await b.login('techmaint1'));
      expect(res.code).toBe(200);
      expect(res.data).toHaveLength(settingKeys.length);
    });

    it.each(['admin0001', 'service001', 'techsupport1', 'supplier01', 'agent0001', 'merchant01'])(
      'refuses the overview to %s with 403',
      async (account) => {
        const res = await overview(await b.login(account));
        expect([res.code, res.msgId]).toEqual([403, 'errors.forbidden']);
      },
    );
  });

  describe('secrets', () => {
    beforeAll(async () => {
      for (const key of secretSettingKeys) expect((await set(key, { value: secretTokenOf(key) })).code).toBe(200);
    });

    it('lists BotToken and TransferBotToken as the secrets', () => {
      expect(secretSettingKeys).toEqual(['BotToken', 'TransferBotToken']);
    });

    it.each(demoAccounts)(
      'never answers %s a secret in plain text, through its get call or the overview',
      async (account) => {
        const token = await b.login(account);
        const bodies: string[] = [];
        for (const key of secretSettingKeys)
          bodies.push((await b.call('GET', settingPath(key, 'get'), {}, { token })).raw.body);
        bodies.push((await overview(token)).raw.body);
        for (const body of bodies) expect(body).not.toContain('plain-secret');
      },
    );

    it('tells superAdmin that a secret is set and its last 4 characters', async () => {
      for (const key of secretSettingKeys) {
        expect((await b.call('GET', settingPath(key, 'get'), {}, { token: superadmin })).data).toEqual({
          configured: true,
          last4: 'wxyz',
        });
        expect(rowOf((await overview(superadmin)).data, key)!.value).toEqual({ configured: true, last4: 'wxyz' });
      }
    });

    it('tells other staff only whether a secret is set', async () => {
      const service = await b.login('service001');
      for (const key of secretSettingKeys)
        expect((await b.call('GET', settingPath(key, 'get'), {}, { token: service })).data).toEqual({
          configured: true,
        });
      const tech = await b.login('techmaint1');
      expect(rowOf((await overview(tech)).data, 'BotToken')!.value).toEqual({ configured: true });
    });

    it('answers configured false once a secret is cleared', async () => {
      expect((await set('TransferBotToken', { value: '' })).code).toBe(200);
      expect((await b.call('GET', settingPath('TransferBotToken', 'get'), {}, { token: superadmin })).data).toEqual({
        configured: false,
      });
      expect((await set('TransferBotToken', { value: secretTokenOf('TransferBotToken') })).code).toBe(200);
    });
  });

  describe('EnableService', () => {
    let product: number;
    let merchant: TestMerchant;
    let payoutProduct: number;
    let payer: TestMerchant;

    beforeAll(async () => {
      product = await makeProduct(b);
      const supplier = await makeSupplier(b, product);
      await makeResource(b, supplier.id, product);
      merchant = await makeMerchant(b, product);
      payoutProduct = await makePayoutProduct(b);
      payer = await makeMerchant(b, payoutProduct, { rate: 0, fixedFee: 0 });
      await fund(b, payer.id, 10_000_000);
    });
    const switchService = async (enable: boolean) => expect((await set('EnableService', { enable })).code).toBe(200);
    const countOrders = (m: TestMerchant) => b.db.$count(orders, eq(orders.merchantId, m.id));
    const countPayouts = () => b.db.$count(payoutOrders, eq(payoutOrders.merchantId, payer.id));

    async function uploadCsv(m: TestMerchant, mchOrderNo: string): Promise<Envelope<BatchCreateResult>> {
      const boundary = '----svc7e3f';
      const part = (name: string, value: string, filename?: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: text/csv` : ''}\r\n\r\n${value}\r\n`;
      const csv = `mchOrderNo,productId,amount\n${mchOrderNo},${product},10000`;
      const res = await b.app.inject({
        method: 'POST',
        url: '/v1.0/api/order/createBatch',
        payload: `${part('key', m.key)}${part('file', csv, 'orders.csv')}--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: await b.sessionFor(m.account) },
      });
      return res.json() as Envelope<BatchCreateResult>;
    }

    const paths: [string, () => Promise<Envelope & { status?: number }>, () => Promise<number>][] = [
      [
        'a signed merchant create',
        () => postCreate(b, signed(merchant, orderParams(merchant, product, no('S'), 10_000))),
        () => countOrders(merchant),
      ],
      [
        'a staff test order',
        async () =>
          b.call(
            'POST',
            '/v1.0/order-test/create-for-merchant',
            { merchantId: merchant.id, productId: product, amount: '100' },
            { token: superadmin },
          ),
        () => countOrders(merchant),
      ],
      ['a batch order upload', () => uploadCsv(merchant, no('U')), () => countOrders(merchant)],
      ['a signed payout create', () => apiPayout(b, payer, payoutProduct, no('P'), 1_000), countPayouts],
      [
        'an in-app payout create',
        async () =>
          b.call(
            'POST',
            '/v1.0/payoutOrder/create',
            { productId: payoutProduct, mchOrderNo: no('A'), amount: '10', ...bankPayee },
            { token: await b.sessionFor(payer.account) },
          ),
        countPayouts,
      ],
      [
        'a payout upload',
        async () => {
          const row = {
            line: 2,
            cells: {
              mchOrderNo: no('X'),
              name: 'Ravi Kumar',
              cardNumber: '12345678901234',
              bankName: 'HDFC Bank, Pune',
              address: 'Pune, MH',
              amount: '10.00',
              ifscCode: 'HDFC0001234',
              upi: '',
            },
          };
          return b.call(
            'POST',
            '/v1.0/payoutOrder/createBatch',
            { productId: payoutProduct, fileName: 'payouts.xlsx', rows: [row] },
            { token: await b.sessionFor(payer.account) },
          );
        },
        countPayouts,
      ],
    ];

    it.each(paths)(
      'refuses %s while EnableService is off, and accepts it once on again',
      async (_name, create, count) => {
        await switchService(false);
        try {
          const before = await count();
          const refused = await create();
          expect([refused.code, refused.msgId, refused.msg]).toEqual([
            503,
            'errors.serviceDisabled',
            'The platform is not taking new orders right now',
          ]);
          expect(await count()).toBe(before);
        } finally {
          await switchService(true);
        }
        const accepted = await create();
        expect(accepted.code).toBe(200);
        expect(await count()).toBeGreaterThan(0);
      },
    );

    it('still lets staff act on an existing order while EnableService is off', async () => {
      const made = await postCreate(b, signed(merchant, orderParams(merchant, product, no('E'), 10_000)));
      expect(made.code).toBe(200);
      await switchService(false);
      try {
        const [row] = await b.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.orderCode, made.data.orderCode));
        const marked = await b.call<{ orderMark: number | null }>(
          'POST',
          '/v1.0/order/updateOrderMark',
          { id: row!.id, orderMark: OrderMark.disputed },
          { token: superadmin },
        );
        expect([marked.code, marked.data.orderMark]).toEqual([200, OrderMark.disputed]);
      } finally {
        await switchService(true);
      }
    });
  });
});
