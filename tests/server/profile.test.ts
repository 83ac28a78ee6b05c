import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingPath, type GoogleBindStart, type GoogleStep, type Profile } from '../../src/contract/index.ts';
import { auditRecords, sessions, users } from '../../server/db/schema.ts';
import { verifyPassword } from '../../server/modules/user/passwords.ts';
import { demoGoogleSecret, demoMerchantKeys, demoTestKey } from '../../server/seed/demo-users.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/** The personal center's own calls (product 2.7, 7.1): nickname, password, payment password, Google binding, merchant key. */
type Headers = Record<string, string>;

const profileRoles = ['superadmin', 'admin0001', 'supplier01', 'merchant01', 'service001', 'techmaint1'];
const writeCalls: [string, Record<string, unknown>][] = [
  ['updateNickname', { nickname: 'X' }],
  ['changePassword', { oldPassword: 'Demo1234', newPassword: 'Other1234' }],
  ['setPayPassword', { password: 'Demo1234', payPassword: '123456' }],
  ['startGoogleBind', {}],
  ['confirmGoogleBind', { googleCode: '123456' }],
];

describe.each(backends)('personal center (%s)', (kind) => {
  let b: TestBackend;
  const as = async (account: string): Promise<Headers> => ({ token: await b.sessionFor(account) });
  const post = <T = unknown>(path: string, input: Record<string, unknown>, headers: Headers) =>
    b.call<T>('POST', `/v1.0/user/${path}`, input, headers);
  const profile = async (headers: Headers) => (await b.call<Profile>('GET', '/v1.0/user/getProfile', {}, headers)).data;
  const codeAt = (secret: string, offsetSteps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
      timestamp: b.clock.now().getTime() + offsetSteps * 30_000,
    });
  const loginRaw = (account: string, password: string, googleCode?: string) =>
    b.call<GoogleStep & { token: string }>('POST', '/v1.0/user/login', {
      userName: account,
      password,
      ...(googleCode ? { googleCode } : {}),
    });
  const userRow = async (account: string) => (await b.db.select().from(users).where(eq(users.account, account)))[0]!;
  const auditsOf = async (action: string, target: string) =>
    b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, action), eq(auditRecords.target, target)));
  /** Each test walks the clock on, so a code is never reused within its window and lockouts age out. */
  const tick = () => b.clock.advance(31 * 60_000);

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 20 });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('access', () => {
    it.each(profileRoles)('answers getProfile to %s with its own account', async (account) => {
      const res = await b.call<Profile>('GET', '/v1.0/user/getProfile', {}, await as(account));
      expect(res.code).toBe(200);
      expect(res.data.account).toBe(account);
      expect(JSON.stringify(res.data)).not.toMatch(/scrypt|JBSWY3DP/);
    });

    it.each([['getProfile', {}], ...writeCalls])(
      'refuses %s to technicalSupport (no personal center) with 403',
      async (path, input) => {
        const method = path === 'getProfile' ? 'GET' : 'POST';
        const res = await b.call(method, `/v1.0/user/${path}`, input, await as('techsupport1'));
        expect(res.code).toBe(403);
        expect(res.msgId).toBe('errors.forbidden');
      },
    );

    it.each(writeCalls)('refuses %s without a session with 1003', async (path, input) => {
      expect((await post(path, input, {})).code).toBe(1003);
    });

    it.each(['supplier01', 'admin0001', 'service001'])('refuses revealMerchantKey to %s with 403', async (account) => {
      const res = await post('revealMerchantKey', { password: 'Demo1234' }, await as(account));
      expect(res.code).toBe(403);
    });
  });

  describe('nickname', () => {
    it('changes the nickname of the caller only and audits it', async () => {
      const headers = await as('supplier05');
      expect((await post('updateNickname', { nickname: '  Fresh Name ' }, headers)).code).toBe(200);
      expect((await profile(headers)).nickname).toBe('Fresh Name');
      const [record] = await auditsOf('profile.updateNickname', 'supplier05');
      expect(record).toMatchObject({
        before: { nickname: 'Supplier 05' },
        after: { nickname: 'Fresh Name' },
        operatorAccount: 'supplier05',
      });
    });

    it('refuses an empty or too long nickname with 400', async () => {
      const headers = await as('supplier05');
      expect((await post('updateNickname', { nickname: '   ' }, headers)).msgId).toBe('validation.required');
      expect((await post('updateNickname', { nickname: 'x'.repeat(65) }, headers)).msgId).toBe(
        'validation.nickname.length',
      );
    });
  });

  describe('password', () => {
    it('refuses a wrong old password with errors.oldPasswordWrong and keeps the password', async () => {
      tick();
      const res = await post(
        'changePassword',
        { oldPassword: 'Wrong1234', newPassword: 'Better1234' },
        await as('supplier06'),
      );
      expect(res.code).toBe(400);
      expect(res.msgId).toBe('errors.oldPasswordWrong');
      expect(await verifyPassword('Demo1234', (await userRow('supplier06')).passwordHash)).toBe(true);
    });

    it('refuses a new password without digits and letters, or the same as the old one', async () => {
      const headers = await as('supplier06');
      expect(
        (await post('changePassword', { oldPassword: 'Demo1234', newPassword: 'onlyletters' }, headers)).msgId,
      ).toBe('validation.password.format');
      expect((await post('changePassword', { oldPassword: 'Demo1234', newPassword: '12345678' }, headers)).msgId).toBe(
        'validation.password.format',
      );
      expect((await post('changePassword', { oldPassword: 'Demo1234', newPassword: 'Demo1234' }, headers)).msgId).toBe(
        'errors.passwordUnchanged',
      );
    });

    it('changes the password and ends every other session with endReason passwordChanged', async () => {
      tick();
      const other = await b.sessionFor('supplier06');
      const mine = { token: await b.login('supplier06') };
      expect((await post('changePassword', { oldPassword: 'Demo1234', newPassword: 'Better1234' }, mine)).code).toBe(
        200,
      );
      expect((await b.call('POST', '/v1.0/user/getInfo', {}, { token: other })).code).toBe(1003);
      expect((await b.call('POST', '/v1.0/user/getInfo', {}, mine)).code).toBe(200);
      const id = (await userRow('supplier06')).id;
      const ended = await b.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, id), eq(sessions.endReason, 'passwordChanged')));
      expect(ended.length).toBeGreaterThanOrEqual(1);
      expect((await loginRaw('supplier06', 'Demo1234')).code).toBe(1001);
      expect((await loginRaw('supplier06', 'Better1234')).code).toBe(200);
      expect(await auditsOf('profile.changePassword', 'supplier06')).toHaveLength(1);
    });

    it('pauses the person after repeated wrong old passwords (decision 105)', async () => {
      tick();
      const headers = await as('supplier04');
      for (let i = 0; i < 5; i++) {
        expect(
          (await post('changePassword', { oldPassword: `Wrong${i}abc`, newPassword: 'Better1234' }, headers)).code,
        ).toBe(400);
      }
      const res = await post('changePassword', { oldPassword: 'Demo1234', newPassword: 'Better1234' }, headers);
      expect(res.code).toBe(429);
    });
  });

  describe('payment password', () => {
    it('is refused while EnablePayPassword is off', async () => {
      const res = await post('setPayPassword', { password: 'Demo1234', payPassword: '123456' }, await as('merchant02'));
      expect(res.code).toBe(403);
      expect(res.msgId).toBe('errors.payPasswordDisabled');
      expect((await profile(await as('merchant02'))).payPassword).toEqual({ enabled: false, set: false });
    });

    it('is set with the login password once the superAdmin turns EnablePayPassword on', async () => {
      tick();
      const top = await b.staffSession('superadmin');
      expect((await b.call('POST', settingPath('EnablePayPassword', 'set'), { enable: true }, top)).code).toBe(200);
      const headers = await as('merchant02');
      expect((await post('setPayPassword', { password: 'Demo1234', payPassword: '12ab56' }, headers)).msgId).toBe(
        'validation.payPassword.format',
      );
      const wrong = await post('setPayPassword', { password: 'Nope12345', payPassword: '123456' }, headers);
      expect(wrong.msgId).toBe('errors.passwordWrong');
      expect((await post('setPayPassword', { password: 'Demo1234', payPassword: '123456' }, headers)).code).toBe(200);
      expect(await verifyPassword('123456', (await userRow('merchant02')).payPasswordHash!)).toBe(true);
      expect((await profile(headers)).payPassword).toEqual({ enabled: true, set: true });
      const [record] = await auditsOf('profile.setPayPassword', 'merchant02');
      expect(JSON.stringify(record)).not.toContain('123456');
      await b.call('POST', settingPath('EnablePayPassword', 'set'), { enable: false }, top);
    });
  });

  describe('Google Authenticator binding', () => {
    it('binds a first secret, confirmed with its code; then the sign-in asks for a code (1004)', async () => {
      tick();
      const headers = await as('merchant04');
      expect((await profile(headers)).google).toEqual({ bound: false, atSignIn: false, recoveryCodesLeft: 0 });
      const start = await post<GoogleBindStart>('startGoogleBind', {}, headers);
      expect(start.code).toBe(200);
      expect(start.data.otpauthUri).toContain(`secret=${start.data.secret}`);
      // Nothing changes until the code is confirmed.
      expect((await loginRaw('merchant04', 'Demo1234')).code).toBe(200);

      const wrong = await post('confirmGoogleBind', { googleCode: codeAt(start.data.secret, 5) }, headers);
      expect(wrong.code).toBe(1002);
      expect((await profile(headers)).google.bound).toBe(false);

      const confirmed = await post<{ recoveryCodes: string[] }>(
        'confirmGoogleBind',
        { googleCode: codeAt(start.data.secret) },
        headers,
      );
      expect(confirmed.code).toBe(200);
      // Ten recovery codes, shown this once (decision 106).
      expect(confirmed.data.recoveryCodes).toHaveLength(10);
      expect((await profile(headers)).google).toEqual({ bound: true, atSignIn: true, recoveryCodesLeft: 10 });
      const ask = await loginRaw('merchant04', 'Demo1234');
      expect(ask.code).toBe(1004);
      expect(ask.data).toEqual({ needBind: false });
      // The confirming code is spent: the sign-in takes the next one.
      b.clock.advance(30_000);
      expect((await loginRaw('merchant04', 'Demo1234', codeAt(start.data.secret))).code).toBe(200);
      // The binding session itself stayed signed in.
      expect((await b.call('POST', '/v1.0/user/getInfo', {}, headers)).code).toBe(200);
      expect(await auditsOf('profile.confirmGoogleBind', 'merchant04')).toHaveLength(1);
    });

    it('refuses confirmGoogleBind before startGoogleBind', async () => {
      const res = await post('confirmGoogleBind', { googleCode: '123456' }, await as('merchant05'));
      expect(res.code).toBe(400);
      expect(res.msgId).toBe('errors.googleBindNotStarted');
    });

    it('re-binds a confirmed secret only with its current code, keeping it in force until the new one is confirmed', async () => {
      tick();
      // supplier01 has the demo secret, confirmed, for operations; the sign-in does not ask for it.
      const headers = await as('supplier01');
      const other = await b.sessionFor('supplier01');
      expect((await profile(headers)).google).toEqual({ bound: true, atSignIn: false, recoveryCodesLeft: 0 });
      const missing = await post('startGoogleBind', {}, headers);
      expect(missing.code).toBe(1004);
      expect((await post('startGoogleBind', { googleCode: codeAt(demoGoogleSecret, 5) }, headers)).code).toBe(1002);

      const start = await post<GoogleBindStart>('startGoogleBind', { googleCode: codeAt(demoGoogleSecret) }, headers);
      expect(start.code).toBe(200);
      expect(start.data.secret).not.toBe(demoGoogleSecret);
      const before = await userRow('supplier01');
      expect(before.googleSecret).toBe(demoGoogleSecret);
      expect(before.enableGoogleVerify).toBe(false);

      b.clock.advance(60_000);
      expect((await post('confirmGoogleBind', { googleCode: codeAt(start.data.secret) }, headers)).code).toBe(200);
      const after = await userRow('supplier01');
      expect(after).toMatchObject({
        googleSecret: start.data.secret,
        googlePendingSecret: null,
        confirmBind: true,
        enableGoogleVerify: true,
      });
      expect((await loginRaw('supplier01', 'Demo1234')).code).toBe(1004);
      expect((await loginRaw('supplier01', 'Demo1234', codeAt(demoGoogleSecret))).code).toBe(1002);
      b.clock.advance(30_000);
      expect((await loginRaw('supplier01', 'Demo1234', codeAt(start.data.secret))).code).toBe(200);
      // Binding ends no session.
      expect((await b.call('POST', '/v1.0/user/getInfo', {}, { token: other })).code).toBe(200);
    });

    it('drops a pending secret when an admin turns Google verification off', async () => {
      tick();
      const headers = await as('merchant03');
      expect((await post<GoogleBindStart>('startGoogleBind', {}, headers)).code).toBe(200);
      const admin = await b.staffSession('admin0001');
      const id = (await userRow('merchant03')).id;
      expect(
        (await b.call('POST', '/v1.0/user/enableGoogleVerify', { userId: id, enableGoogleVerify: false }, admin)).code,
      ).toBe(200);
      expect((await userRow('merchant03')).googlePendingSecret).toBeNull();
    });
  });

  describe('merchant key', () => {
    it('shows the key masked in the profile and whole after the password, audited', async () => {
      tick();
      const headers = await as('merchant01');
      const key = demoMerchantKeys.merchant01!;
      const p = await profile(headers);
      expect(p.merchant).toMatchObject({
        signType: 'MD5',
        keySet: true,
        maskedKey: `${key.slice(0, 4)}••••••••${key.slice(-4)}`,
      });
      expect(JSON.stringify(p)).not.toContain(key);
      const wrong = await post('revealMerchantKey', { password: 'Wrong1234' }, headers);
      expect(wrong.msgId).toBe('errors.passwordWrong');
      const res = await post<{ key: string }>('revealMerchantKey', { password: 'Demo1234' }, headers);
      expect(res.data.key).toBe(key);
      const [record] = await auditsOf('profile.revealMerchantKey', 'merchant01');
      expect(JSON.stringify(record)).not.toContain(key);
    });

    it('shows the test key masked beside the live key, whole after the password, and lets the merchant replace it', async () => {
      tick();
      const headers = await as('merchant02');
      const testKey = demoTestKey('merchant02');
      const p = await profile(headers);
      expect(p.merchant).toMatchObject({
        testKeySet: true,
        maskedTestKey: `${testKey.slice(0, 4)}••••••••${testKey.slice(-4)}`,
      });
      expect(JSON.stringify(p)).not.toContain(testKey);
      expect((await post('revealMerchantTestKey', { password: 'Wrong1234' }, headers)).msgId).toBe(
        'errors.passwordWrong',
      );
      const shown = await post<{ key: string }>('revealMerchantTestKey', { password: 'Demo1234' }, headers);
      expect(shown.data.key).toBe(testKey);
      const fresh = await post<{ key: string }>('regenerateMerchantTestKey', { password: 'Demo1234' }, headers);
      expect(fresh.data.key).toMatch(/^[0-9a-f]{32}$/);
      expect(fresh.data.key).not.toBe(testKey);
      expect((await post<{ key: string }>('revealMerchantTestKey', { password: 'Demo1234' }, headers)).data.key).toBe(
        fresh.data.key,
      );
      const [record] = await auditsOf('profile.regenerateMerchantTestKey', 'merchant02');
      expect(record).toBeDefined();
      expect(JSON.stringify(record)).not.toContain(fresh.data.key);
    });

    it('has no merchant part for other roles', async () => {
      expect((await profile(await as('supplier02'))).merchant).toBeNull();
    });
  });
});
