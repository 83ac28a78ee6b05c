import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  isSecretSetting,
  settingKeys,
  settingPath,
  systemSettings,
  type SettingKey,
  type UserInfo,
} from '../../src/contract/index.ts';
import { auditRecords, systemConfig, users } from '../../server/db/schema.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { deleteSetting, writeSetting } from '../../server/modules/system-config/repository.ts';

/** Product 7.9: a getX and a setX for every setting, the two actions, who may do what. */
describe.each(backends)('system config (%s)', (kind) => {
  let b: TestBackend;
  let superadmin: string;
  let admin: string;

  const get = (key: SettingKey, token = superadmin) => b.call('GET', settingPath(key, 'get'), {}, { token });
  const set = (key: SettingKey, body: Record<string, unknown>, token = superadmin) =>
    b.call('POST', settingPath(key, 'set'), body, { token });
  async function lastAudit(key: SettingKey) {
    const [row] = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, 'systemConfig.set'), eq(auditRecords.target, key)))
      .orderBy(desc(auditRecords.id))
      .limit(1);
    return row;
  }

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30 });
    superadmin = await b.sessionFor('superadmin');
    admin = await b.sessionFor('admin0001');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('answers the default of every setting', async () => {
    for (const key of settingKeys) {
      const res = await get(key, admin);
      // A credential answers whether one is set, never the value (decision 050).
      expect([key, res.code, res.data]).toEqual([
        key,
        200,
        isSecretSetting(key) ? { configured: false } : systemSettings[key].default,
      ]);
    }
  });

  it.each([
    ['EnableService', { enable: false }, false],
    ['OrderTimeoutMinutes', { value: 30 }, 30],
    ['SysFlag', { value: '  PayHub Test  ' }, 'PayHub Test'],
    ['LimitMode', { value: 'relaxed' }, 'relaxed'],
    ['ApiUrl', { value: 'https://api.example.com' }, 'https://api.example.com'],
    [
      'GlobalSecuritySetting',
      {
        value: {
          lookForwardMinutes: 5,
          perMinuteFreqCount: 9,
          messageMaxCacheTime: 1,
          messageInSecurityChainCacheTime: 2,
        },
      },
      { lookForwardMinutes: 5, perMinuteFreqCount: 9, messageMaxCacheTime: 1, messageInSecurityChainCacheTime: 2 },
    ],
    // Product 7.9 lists this set body flat.
    [
      'SecurityFreqParameters',
      {
        sbLeakCheckInterval: 30,
        minReliableChainSize: 2,
        minReliableCheckSize: 3,
        minReliableCheckTimeRange: 4,
        minReliableCheckAmount: 50_000,
        type: 1,
      },
      {
        sbLeakCheckInterval: 30,
        minReliableChainSize: 2,
        minReliableCheckSize: 3,
        minReliableCheckTimeRange: 4,
        minReliableCheckAmount: 50_000,
        type: 1,
      },
    ],
  ] as const)('lets superadmin set %s and answers the new value from then on', async (key, body, expected) => {
    const res = await set(key, body);
    expect(res.code).toBe(200);
    expect((await get(key)).data).toEqual(expected);
    const [row] = await b.db.select().from(systemConfig).where(eq(systemConfig.key, key));
    expect(row!.value).toEqual(expected);
  });

  it('serves redWalletCount at one path for GET and POST', async () => {
    expect(settingPath('RedWalletCount', 'get')).toBe('/v1.0/system-config/redWalletCount');
    expect(settingPath('RedWalletCount', 'set')).toBe('/v1.0/system-config/redWalletCount');
    expect((await set('RedWalletCount', { value: 25 })).code).toBe(200);
    expect((await get('RedWalletCount')).data).toBe(25);
  });

  it('writes an audit record with the value before and after', async () => {
    expect((await set('OrderTimeoutMinutes', { value: 20 })).code).toBe(200);
    expect((await set('OrderTimeoutMinutes', { value: 45 })).code).toBe(200);
    const row = await lastAudit('OrderTimeoutMinutes');
    expect(row).toMatchObject({ operatorAccount: 'superadmin', before: { value: 20 }, after: { value: 45 } });
  });

  it('keeps bot tokens out of the audit record', async () => {
    const token = '123456:ABC-secret-token';
    expect((await set('BotToken', { value: token })).code).toBe(200);
    expect((await get('BotToken')).data).toEqual({ configured: true, last4: 'oken' });
    const row = await lastAudit('BotToken');
    expect(row).toMatchObject({ before: { value: { configured: false } }, after: { value: { configured: true } } });
    expect(JSON.stringify(row)).not.toContain('secret-token');
  });

  it.each(['admin0001', 'service001', 'merchant01'])(
    'refuses a set by %s with 403 and changes nothing',
    async (account) => {
      const before = (await get('KYC')).data;
      const res = await set('KYC', { enable: !before }, await b.sessionFor(account));
      expect([res.code, res.msgId]).toEqual([403, 'errors.forbidden']);
      expect((await get('KYC')).data).toBe(before);
    },
  );

  it.each([
    ['EnableService', { enable: 'yes' }, 'enable', 'errors.badRequest'],
    ['EnableService', { value: true }, 'enable', 'validation.required'],
    ['OrderTimeoutMinutes', { value: '15' }, 'value', 'validation.integer.positive'],
    ['OrderTimeoutMinutes', { value: 1.5 }, 'value', 'validation.integer.positive'],
    ['OrderTimeoutMinutes', { value: 0 }, 'value', 'validation.integer.positive'],
    ['MessageDelay', { value: -1 }, 'value', 'validation.integer.nonNegative'],
    ['TokenCookieDays', { value: 4000 }, 'value', 'validation.integer.tooLarge'],
    ['SysFlag', { value: ' ' }, 'value', 'validation.required'],
    ['ApiUrl', { value: 'ftp://files.example.com' }, 'value', 'validation.url.format'],
    ['CardCountry', { value: 'India' }, 'value', 'validation.country.format'],
    ['LimitMode', { value: 'loose' }, 'value', 'validation.limitMode.invalid'],
    [
      'GlobalSecuritySetting',
      {
        value: {
          lookForwardMinutes: -5,
          perMinuteFreqCount: 1,
          messageMaxCacheTime: 1,
          messageInSecurityChainCacheTime: 1,
        },
      },
      'lookForwardMinutes',
      'validation.security.lookForward',
    ],
    ['SecurityFreqParameters', { sbLeakCheckInterval: 60 }, 'minReliableChainSize', 'validation.required'],
  ] as const)('refuses set%s with %j: 400 on %s', async (key, body, field, msgId) => {
    const before = (await get(key)).data;
    const res = await set(key, body);
    expect([res.code, res.msgId, (res.data as { field: string }).field]).toEqual([400, msgId, field]);
    expect((await get(key)).data).toEqual(before);
  });

  it('lets a supplier read SupplierSmsRecordEnable but not OrderTimeoutMinutes', async () => {
    const supplier = await b.sessionFor('supplier01');
    const sms = await get('SupplierSmsRecordEnable', supplier);
    expect([sms.code, sms.data]).toEqual([200, true]);
    const timeout = await get('OrderTimeoutMinutes', supplier);
    expect([timeout.code, timeout.msgId]).toEqual([403, 'errors.forbidden']);
  });

  it('lets every role read the flags the menu and screens need', async () => {
    const merchant = await b.sessionFor('merchant01');
    for (const key of [
      'SupplierWebMessageEnable',
      'ShowLogo',
      'SysFlag',
      'ShowBatchButton',
      'ShowUserStatisticInfo',
      'EnablePayPassword',
      'EnableGoogleVerifyForManualSupplement',
    ] as const) {
      expect([key, (await get(key, merchant)).code]).toEqual([key, 200]);
    }
  });

  it('falls back to the default when the row is missing, and lays a stored group over its default', async () => {
    await deleteSetting(b.db, 'MonitorLiveTime');
    expect((await get('MonitorLiveTime')).data).toBe(120);
    await writeSetting(b.db, 'GlobalSecuritySetting', { lookForwardMinutes: 7 }, new Date());
    expect((await get('GlobalSecuritySetting')).data).toEqual({
      ...systemSettings.GlobalSecuritySetting.default,
      lookForwardMinutes: 7,
    });
  });

  it('shows a new ShowLogo and SysFlag in user info at once', async () => {
    expect((await set('ShowLogo', { enable: false })).code).toBe(200);
    expect((await set('SysFlag', { value: 'Acme Pay' })).code).toBe(200);
    const info = await b.call<UserInfo>('POST', '/v1.0/user/getInfo', {}, { token: await b.sessionFor('merchant01') });
    expect(info.data).toMatchObject({ showLogo: false, systemFlag: 'Acme Pay' });
  });

  it('asks for the Google code to switch a money setting while the balance toggle is on, never for Service on', async () => {
    await b.db.update(users).set({ googleSecret: demoGoogleSecret }).where(eq(users.account, 'superadmin'));
    const missing = await set('PayoutOrderOccupyBalanceOnCreate', { enable: false });
    expect([missing.code, missing.msgId]).toEqual([Code.googleCodeRequired, 'errors.googleCodeRequired']);
    expect((await get('PayoutOrderOccupyBalanceOnCreate')).data).toBe(true);
    const withCode = await set('PayoutOrderOccupyBalanceOnCreate', {
      enable: false,
      googleCode: googleCodeAt(demoGoogleSecret, b.clock.now()),
    });
    expect(withCode.code).toBe(200);
    expect((await get('PayoutOrderOccupyBalanceOnCreate')).data).toBe(false);

    // Turning CanClearMerchantBalance off again takes away a power: no code needed.
    expect((await set('CanClearMerchantBalance', { enable: false })).code).toBe(200);
    expect((await set('EnableService', { enable: false })).code).toBe(200);
    expect((await set('EnableService', { enable: true })).code).toBe(200);

    expect((await set('EnableGoogleVerifyForBalanceOperation', { enable: false })).code).toBe(200);
    expect((await set('PayoutOrderOccupyBalanceOnCreate', { enable: true })).code).toBe(200);
    expect((await set('EnableGoogleVerifyForBalanceOperation', { enable: true })).code).toBe(200);
  });
});
