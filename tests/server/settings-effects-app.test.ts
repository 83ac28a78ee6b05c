import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  publicInfoCalls,
  settingPath,
  systemSettings,
  type SettingKey,
} from '../../src/contract/index.ts';
import { users } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
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

/**
 * Decision 050, the settings merchants and the sign-in page see and those the collection create
 * obeys: each switched one way and the other through the real set call, and the behaviour changes.
 */
describe.each(backends)('settings that take effect in the app and the create (%s)', (kind) => {
  let b: TestBackend;
  let superadmin: string;
  let productId: number;
  let merchant: TestMerchant;
  let n = 0;
  const no = () => `EFF-${kind}-${n++}`;

  const set = (key: SettingKey, body: Record<string, unknown>) =>
    b.call('POST', settingPath(key, 'set'), body, { token: superadmin });
  const setFlag = async (key: SettingKey, enable: boolean) => expect((await set(key, { enable })).code).toBe(200);
  const create = (amount: number, extra: Record<string, unknown> = {}, m = merchant) =>
    postCreate(b, signed(m, orderParams(m, productId, no(), amount, extra)));

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 0 });
    superadmin = await b.sessionFor('superadmin');
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    const supplier = await makeSupplier(b, productId);
    await makeResource(b, supplier.id, productId, {
      accountName: 'Shop One',
      upi: 'shop.one@upi',
      floatUp: 0,
      floatDown: 0,
    });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });
  afterEach(async () => {
    // Each test starts from the defaults.
    for (const key of ['NeedNameCheck', 'KYC', 'IsNewPayUrl'] as const)
      await set(key, { enable: systemSettings[key].default });
    for (const key of ['ApiUrl', 'ContactInfo'] as const) await set(key, { value: systemSettings[key].default });
  });

  describe('ApiUrl', () => {
    it.each(['merchant01', 'supplier01'])(
      'is read by %s, as the API guide and the API test page show it',
      async (account) => {
        const token = await b.sessionFor(account);
        const read = () => b.call('GET', settingPath('ApiUrl', 'get'), {}, { token });
        expect(await read()).toMatchObject({ code: 200, data: '' });
        expect((await set('ApiUrl', { value: 'https://api.pay.example' })).code).toBe(200);
        expect(await read()).toMatchObject({ code: 200, data: 'https://api.pay.example' });
      },
    );
  });

  describe('ContactInfo', () => {
    it('is answered without a session by the public contact call, and follows a change', async () => {
      const read = () => b.call<Record<string, unknown>>('GET', publicInfoCalls.contact.path);
      expect(await read()).toMatchObject({ code: 200, data: { contactInfo: systemSettings.ContactInfo.default } });
      expect((await set('ContactInfo', { value: 'Telegram @payhub_help' })).code).toBe(200);
      const after = await read();
      expect(after.data).toEqual({ contactInfo: 'Telegram @payhub_help' });
      expect((await set('ContactInfo', { value: '' })).code).toBe(200);
      expect((await read()).data).toEqual({ contactInfo: '' });
    });

    it('opens no other setting to a caller without a session', async () => {
      const res = await b.call('GET', settingPath('ContactInfo', 'get'));
      expect(res.code).not.toBe(200);
      expect((await b.call('GET', settingPath('ApiUrl', 'get'))).code).not.toBe(200);
    });
  });

  describe('SysFlag and ShowLogo', () => {
    it('are answered without a session by the public brand call, and follow a change', async () => {
      const read = () => b.call<Record<string, unknown>>('GET', publicInfoCalls.brand.path);
      expect(await read()).toMatchObject({
        code: 200,
        data: { systemName: systemSettings.SysFlag.default, showLogo: true },
      });
      expect((await set('SysFlag', { value: 'Acme Pay' })).code).toBe(200);
      await setFlag('ShowLogo', false);
      expect((await read()).data).toEqual({ systemName: 'Acme Pay', showLogo: false });
      expect((await set('SysFlag', { value: systemSettings.SysFlag.default })).code).toBe(200);
      await setFlag('ShowLogo', true);
    });
  });

  describe('NeedNameCheck', () => {
    it("refuses a collection order without the payer's name while on, and takes it while off", async () => {
      expect((await create(1_000)).code).toBe(200);
      await setFlag('NeedNameCheck', true);
      expect(await create(1_000)).toMatchObject({
        code: 400,
        msgId: 'errors.payerNameRequired',
        data: { field: 'userName' },
      });
      expect(await create(1_000, { userName: '   ' })).toMatchObject({ code: 400, msgId: 'errors.payerNameRequired' });
      expect((await create(1_000, { userName: 'Asha Rao' })).code).toBe(200);
      await setFlag('NeedNameCheck', false);
      expect((await create(1_000)).code).toBe(200);
    });
  });

  describe('KYC', () => {
    it("asks for the payer's name from the merchant's KYC lower limit while on, never while off", async () => {
      const kycMerchant = await makeMerchant(b, productId);
      await b.db.update(users).set({ kycLowerLimit: 50_000 }).where(eq(users.id, kycMerchant.id));
      expect((await create(60_000, {}, kycMerchant)).code).toBe(200);
      await setFlag('KYC', true);
      expect(await create(50_000, {}, kycMerchant)).toMatchObject({
        code: 400,
        msgId: 'errors.kycPayerNameRequired',
        data: { field: 'userName' },
      });
      expect((await create(49_999, {}, kycMerchant)).code).toBe(200);
      expect((await create(60_000, { userName: 'Asha Rao' }, kycMerchant)).code).toBe(200);
      // A merchant with no lower limit (0) has no KYC threshold.
      expect((await create(60_000)).code).toBe(200);
      await setFlag('KYC', false);
      expect((await create(60_000, {}, kycMerchant)).code).toBe(200);
    });
  });

  describe('IsNewPayUrl', () => {
    it("answers the checkout page while on and the account's own UPI link with the amount while off", async () => {
      const on = await create(12_345);
      expect(on.data).toMatchObject({ status: OrderStatus.allocated });
      expect(on.data.payUrl).toMatch(/^http:\/\/[^/]+\/pay\/[\w-]{32}$/);
      await setFlag('IsNewPayUrl', false);
      const off = await create(12_345);
      expect(off.data.status).toBe(OrderStatus.allocated);
      expect(off.data.payUrl).toBe(
        `upi://pay?pa=shop.one%40upi&pn=Shop%20One&cu=INR&am=123.45&tr=${off.data.orderCode}`,
      );
    });

    it('keeps the checkout page for an order no account took, even while off', async () => {
      await setFlag('IsNewPayUrl', false);
      const orphanProduct = await makeProduct(b);
      const m = await makeMerchant(b, orphanProduct);
      const res = await postCreate(b, signed(m, orderParams(m, orphanProduct, no(), 500)));
      expect(res.data.status).toBe(OrderStatus.allocationFailed);
      expect(res.data.payUrl).toMatch(/\/pay\/[\w-]{32}$/);
    });
  });
});
