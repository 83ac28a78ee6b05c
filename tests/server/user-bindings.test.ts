import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoundUser, GoogleStep, UserInfo } from '../../src/contract/index.ts';
import { auditRecords, users } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/** Product 7.1: account binding (personal-center and staff forms) and the Google Authenticator binding. */
type Headers = Record<string, string>;

describe.each(backends)('account and Google bindings (%s)', (kind) => {
  let b: TestBackend;
  let admin: Headers;

  const staff = (account: string): Promise<Headers> => b.staffSession(account);
  async function idOf(account: string): Promise<number> {
    const [row] = await b.db.select({ id: users.id }).from(users).where(eq(users.account, account));
    if (!row) throw new Error(`no user ${account}`);
    return row.id;
  }
  const as = async (account: string): Promise<Headers> => ({ token: await b.sessionFor(account) });
  const profile = (path: string, userAccount: string, headers: Headers, extra: Record<string, unknown> = {}) =>
    b.call('POST', `/v1.0/user/${path}`, { userAccount, ...extra }, headers);
  const bound = async (account: string) =>
    (await b.call<BoundUser[]>('GET', '/v1.0/user/getBoundUsers', {}, await as(account))).data;
  const getInfo = (token: string) => b.call<UserInfo>('POST', '/v1.0/user/getInfo', {}, { token });

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30 });
    admin = await staff('admin0001');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  describe('account binding', () => {
    it('binds, confirms and unbinds merchant02 from merchant01', async () => {
      const m1 = await as('merchant01');
      const m2 = await as('merchant02');
      expect((await profile('bindUserForProfile', 'merchant02', m1)).code).toBe(200);
      expect(await bound('merchant01')).toEqual([
        { account: 'merchant02', nickname: 'Merchant 02', direction: 'outgoing', confirmed: false },
      ]);
      expect(await bound('merchant02')).toEqual([
        { account: 'merchant01', nickname: 'Merchant 01', direction: 'incoming', confirmed: false },
      ]);

      expect((await profile('confirmBindForProfile', 'merchant01', m2)).code).toBe(200);
      expect((await bound('merchant01'))[0]).toMatchObject({
        account: 'merchant02',
        direction: 'outgoing',
        confirmed: true,
      });
      expect((await bound('merchant02'))[0]).toMatchObject({
        account: 'merchant01',
        direction: 'incoming',
        confirmed: true,
      });

      for (const [caller, other] of [
        [m1, 'merchant02'],
        [m2, 'merchant01'],
      ] as const) {
        const again = await profile('bindUserForProfile', other, caller);
        expect(again.code).toBe(409);
        expect(again.msgId).toBe('errors.bindExists');
      }

      expect((await profile('unbindForProfile', 'merchant02', m1)).code).toBe(200);
      expect(await bound('merchant01')).toEqual([]);
      expect(await bound('merchant02')).toEqual([]);
      // The sessions stayed: needToLogout was not asked for.
      expect((await getInfo(m2.token!)).code).toBe(200);
    });

    it('lets the bound side end the binding too', async () => {
      expect((await profile('bindUserForProfile', 'merchant04', await as('merchant03'))).code).toBe(200);
      expect((await profile('unbindForProfile', 'merchant03', await as('merchant04'))).code).toBe(200);
      expect(await bound('merchant03')).toEqual([]);
    });

    it('does not let the binding side confirm its own request', async () => {
      const m3 = await as('merchant03');
      expect((await profile('bindUserForProfile', 'merchant05', m3)).code).toBe(200);
      const res = await profile('confirmBindForProfile', 'merchant05', m3);
      expect(res.code).toBe(404);
      expect(res.msgId).toBe('errors.bindNotFound');
      expect((await bound('merchant03'))[0]?.confirmed).toBe(false);
      expect((await profile('unbindForProfile', 'merchant05', m3)).code).toBe(200);
    });

    it('rejects binding yourself with 400 errors.bindSelf', async () => {
      const res = await profile('bindUserForProfile', 'merchant01', await as('merchant01'));
      expect(res.code).toBe(400);
      expect(res.msgId).toBe('errors.bindSelf');
    });

    it('answers 404 errors.userNotFound for an unknown or deleted account', async () => {
      for (const account of ['nosuchaccount1', 'merchant09']) {
        const res = await profile('bindUserForProfile', account, await as('merchant01'));
        expect(res.code).toBe(404);
        expect(res.msgId).toBe('errors.userNotFound');
      }
    });

    it('answers 404 errors.bindNotFound to confirming or unbinding a binding that does not exist', async () => {
      const m5 = await as('merchant05');
      expect((await profile('confirmBindForProfile', 'merchant04', m5)).msgId).toBe('errors.bindNotFound');
      expect((await profile('unbindForProfile', 'merchant04', m5)).code).toBe(404);
    });

    it('signs merchant02 out only once it confirms a binding made with needToLogout', async () => {
      const victim = await b.sessionFor('merchant02');
      expect(
        (await profile('bindUserForProfile', 'merchant02', await as('merchant03'), { needToLogout: true })).code,
      ).toBe(200);
      expect((await getInfo(victim)).code).toBe(200);
      expect((await profile('confirmBindForProfile', 'merchant03', { token: victim })).code).toBe(200);
      expect((await getInfo(victim)).code).toBe(1003);
      expect((await profile('unbindForProfile', 'merchant02', await as('merchant03'))).code).toBe(200);
    });

    it('ends the bound account sessions at once when staff who manage it bind with needToLogout', async () => {
      const victim = await b.sessionFor('merchant05');
      expect((await profile('bindUser', 'merchant05', { token: admin.token! }, { needToLogout: true })).code).toBe(200);
      expect((await getInfo(victim)).code).toBe(1003);
      expect((await profile('unbind', 'merchant05', { token: admin.token! })).code).toBe(200);
    });

    it('refuses a merchant binding a staff account with 403', async () => {
      const res = await profile('bindUserForProfile', 'admin0001', await as('merchant04'));
      expect(res.code).toBe(403);
    });

    it("does not let a merchant end superadmin's sessions by binding it with needToLogout", async () => {
      const top = await b.sessionFor('superadmin');
      await profile('bindUserForProfile', 'superadmin', await as('merchant04'), { needToLogout: true });
      expect((await getInfo(top)).code).toBe(200);
    });

    it.each(['bindUser', 'unbind', 'confirmBind'])('refuses the staff form %s to merchants with 403', async (path) => {
      const res = await profile(path, 'merchant05', await as('merchant01'));
      expect(res.code).toBe(403);
      expect(res.msgId).toBe('errors.forbidden');
    });

    it('lets admin0001 bind through the staff form', async () => {
      expect((await profile('bindUser', 'merchant05', { token: admin.token! })).code).toBe(200);
      expect(await bound('admin0001')).toEqual([
        expect.objectContaining({ account: 'merchant05', direction: 'outgoing' }),
      ]);
      expect((await profile('unbind', 'merchant05', { token: admin.token! })).code).toBe(200);
    });
  });

  describe('Google verification', () => {
    const enable = (userId: number, on: boolean, headers: Headers = admin) =>
      b.call('POST', '/v1.0/user/enableGoogleVerify', { userId, enableGoogleVerify: on }, headers);
    const login = (googleCode?: string) =>
      b.call<GoogleStep>('POST', '/v1.0/user/login', {
        userName: 'merchant02',
        password: 'Demo1234',
        ...(googleCode ? { googleCode } : {}),
      });
    const codeFor = (secret: string, offsetMs = 0) =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
        timestamp: b.clock.now().getTime() + offsetMs,
      });
    const secretOf = (uri: string | undefined) => new URL(uri ?? '').searchParams.get('secret') ?? '';

    it('turned on by an admin, asks merchant02 to bind, accepts the code, then asks only for a code', async () => {
      const id = await idOf('merchant02');
      const session = await b.sessionFor('merchant02');
      expect((await enable(id, true)).code).toBe(200);

      const first = await login();
      expect(first.code).toBe(1004);
      expect(first.data.needBind).toBe(true);
      expect(first.data.otpauthUri).toContain('secret=');
      const secret = secretOf(first.data.otpauthUri);
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect((await getInfo(session)).data).toMatchObject({
        enableGoogleVerify: true,
        confirmBind: false,
        googleSecret: secret,
      });

      const wrong = await login(codeFor(secret, 10 * 60_000));
      expect(wrong.code).toBe(1002);
      const ok = await login(codeFor(secret));
      expect(ok.code).toBe(200);
      expect((await getInfo(session)).data).toMatchObject({
        enableGoogleVerify: true,
        confirmBind: true,
        googleSecret: '',
      });

      const next = await login();
      expect(next.code).toBe(1004);
      expect(next.data).toEqual({ needBind: false });
      b.clock.advance(90_000);
      expect((await login(codeFor(secret))).code).toBe(200);
    });

    it('turned off, lets merchant02 sign in without a code; turned on again, asks for a new binding', async () => {
      const id = await idOf('merchant02');
      expect((await enable(id, false)).code).toBe(200);
      expect((await login()).code).toBe(200);
      const [row] = await b.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({ enableGoogleVerify: false, googleSecret: null, confirmBind: false });

      expect((await enable(id, true)).code).toBe(200);
      const again = await login();
      expect(again.code).toBe(1004);
      expect(again.data.needBind).toBe(true);
      expect((await enable(id, false)).code).toBe(200);
    });

    it('keeps the secret out of the audit log', async () => {
      const id = await idOf('merchant05');
      expect((await enable(id, true)).code).toBe(200);
      const [row] = await b.db.select().from(users).where(eq(users.id, id));
      const records = await b.db.select().from(auditRecords).where(eq(auditRecords.action, 'user.enableGoogleVerify'));
      expect(records.length).toBeGreaterThan(0);
      expect(JSON.stringify(records)).not.toContain(row!.googleSecret!);
      expect((await enable(id, false)).code).toBe(200);
    });

    it('answers 403 to merchants and for superadmin as target, 1024 without a token2', async () => {
      const id = await idOf('merchant03');
      expect((await enable(id, true, await as('merchant01'))).code).toBe(403);
      expect((await enable(await idOf('superadmin'), false)).code).toBe(403);
      expect((await enable(id, true, { token: admin.token! })).code).toBe(1024);
      const [row] = await b.db.select().from(users).where(eq(users.id, id));
      expect(row!.enableGoogleVerify).toBe(false);
    });
  });
});
