import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, constants } from '../../src/contract/index.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

const login = (b: TestBackend, payload: Record<string, unknown>, ip = '10.0.0.1') =>
  b.app
    .inject({ method: 'POST', url: '/v1.0/user/login', payload, remoteAddress: ip })
    .then((r) => ({ status: r.statusCode, ...r.json(), raw: r }));

describe.each(backends)('sign-in and sessions on %s', (kind) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startBackend(kind);
  });
  afterAll(() => b?.close());

  it('signs in with the right password and answers the token and cookie days', async () => {
    const res = await login(b, { userName: 'merchant01', password: 'Demo1234' });
    expect(res.code).toBe(Code.ok);
    expect(res.data.token).toMatch(/^[\w-]{40,}$/);
    expect(res.data.cookieDays).toBe(1);
    const cookie = res.raw.cookies.find((c: { name: string }) => c.name === 'token');
    expect(cookie?.value).toBe(res.data.token);
    expect(cookie?.maxAge).toBe(86_400);
  });

  it('trims the account before checking it', async () => {
    const res = await login(b, { userName: '  merchant01 ', password: 'Demo1234' });
    expect(res.code).toBe(Code.ok);
  });

  it('refuses a wrong password with code 1001 and no token', async () => {
    const res = await login(b, { userName: 'merchant01', password: 'Wrong1234' }, '10.0.0.2');
    expect(res.code).toBe(Code.loginFailed);
    expect(res.msgId).toBe('errors.loginFailed');
    expect(res.data).toBeNull();
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const res = await login(b, { userName: 'nobody12345', password: 'Demo1234' }, '10.0.0.3');
    expect(res.code).toBe(Code.loginFailed);
    expect(res.msg).toBe('Wrong account or password');
  });

  it('refuses a deleted account', async () => {
    const res = await login(b, { userName: 'merchant09', password: 'Demo1234' }, '10.0.0.4');
    expect(res.code).toBe(Code.loginFailed);
  });

  it('rejects an empty account and an empty password with a clear message', async () => {
    const a = await login(b, { userName: '   ', password: 'Demo1234' });
    expect(a.code).toBe(Code.badRequest);
    expect(a.data.field).toBe('userName');
    const p = await login(b, { userName: 'merchant01' });
    expect(p.code).toBe(Code.badRequest);
    expect(p.data.field).toBe('password');
  });

  it('slows an account after five failures from any address and says for how long', async () => {
    for (let i = 0; i < constants.loginFreeFailures; i++) {
      expect((await login(b, { userName: 'supplier02', password: 'bad' }, '10.9.9.9')).code).toBe(Code.loginFailed);
    }
    const slowed = await login(b, { userName: 'supplier02', password: 'Demo1234' }, '10.9.9.8');
    expect(slowed.code).toBe(Code.tooManyAttempts);
    expect(slowed.status).toBe(429);
    expect(slowed.data).toMatchObject({ retryAfterMinutes: 1, retryAfterSeconds: 15 });
    expect(slowed.msgValues).toEqual({ minutes: 1 });
    // A wait, not a lock: once it has passed the right password works from anywhere.
    b.clock.advance(constants.loginDelayBaseMs);
    expect((await login(b, { userName: 'supplier02', password: 'Demo1234' }, '10.9.9.8')).code).toBe(Code.ok);
  });

  describe('Google verification', () => {
    it('asks for a Google code when the account has verification on', async () => {
      const res = await login(b, { userName: 'admin0002', password: 'Demo1234' });
      expect(res.code).toBe(Code.googleCodeRequired);
      expect(res.data).toEqual({ needBind: false });
    });

    it('does not reveal the Google step to a wrong password', async () => {
      const res = await login(b, { userName: 'admin0002', password: 'Wrong1234' }, '10.0.1.1');
      expect(res.code).toBe(Code.loginFailed);
    });

    it('signs in with the current code, trimmed', async () => {
      const code = googleCodeAt(demoGoogleSecret, b.clock.now());
      const res = await login(b, { userName: 'admin0002', password: 'Demo1234', googleCode: ` ${code} ` });
      expect(res.code).toBe(Code.ok);
    });

    it('accepts the code of the previous 30 s step (phone clock drift)', async () => {
      const code = googleCodeAt(demoGoogleSecret, new Date(b.clock.now().getTime() - 30_000));
      expect((await login(b, { userName: 'admin0002', password: 'Demo1234', googleCode: code })).code).toBe(Code.ok);
    });

    it('refuses an expired code from two minutes ago', async () => {
      const code = googleCodeAt(demoGoogleSecret, new Date(b.clock.now().getTime() - 120_000));
      const res = await login(b, { userName: 'admin0002', password: 'Demo1234', googleCode: code }, '10.0.1.2');
      expect(res.code).toBe(Code.googleCodeInvalid);
    });

    it('refuses a wrong code and a code that is not six digits', async () => {
      const now = googleCodeAt(demoGoogleSecret, b.clock.now());
      const wrong = String((Number(now) + 1) % 1_000_000).padStart(6, '0');
      expect(
        (await login(b, { userName: 'admin0002', password: 'Demo1234', googleCode: wrong }, '10.0.1.3')).code,
      ).toBe(Code.googleCodeInvalid);
      const bad = await login(b, { userName: 'admin0002', password: 'Demo1234', googleCode: '12ab56' });
      expect(bad.code).toBe(Code.badRequest);
      expect(bad.msgId).toBe('validation.googleCode.format');
    });
  });

  describe('sessions', () => {
    it('reads the token from the header or from the cookie', async () => {
      const token = await b.login('merchant01');
      expect((await b.call('POST', '/v1.0/user/getInfo', {}, { token })).code).toBe(Code.ok);
      const viaCookie = await b.app.inject({
        method: 'POST',
        url: '/v1.0/user/getInfo',
        cookies: { token },
        payload: {},
      });
      expect(viaCookie.json().data.account).toBe('merchant01');
    });

    it('answers 1003 without a token or with an unknown one', async () => {
      expect((await b.call('POST', '/v1.0/user/getInfo')).code).toBe(Code.sessionExpired);
      const res = await b.call('POST', '/v1.0/user/getInfo', {}, { token: 'not-a-real-token' });
      expect(res.code).toBe(Code.sessionExpired);
      expect(res.status).toBe(401);
    });

    it('ends the session on logout: the next call gets 1003', async () => {
      const token = await b.login('supplier01');
      expect((await b.call('POST', '/v1.0/user/logout', {}, { token })).code).toBe(Code.ok);
      expect((await b.call('POST', '/v1.0/user/getInfo', {}, { token })).code).toBe(Code.sessionExpired);
    });

    it('expires a session after the configured cookie days', async () => {
      const token = await b.login('merchant02');
      b.clock.advance(23 * 3_600_000);
      expect((await b.call('POST', '/v1.0/user/getInfo', {}, { token })).code).toBe(Code.ok);
      b.clock.advance(2 * 3_600_000);
      expect((await b.call('POST', '/v1.0/user/getInfo', {}, { token })).code).toBe(Code.sessionExpired);
    });

    it('ends a session forced out by a superAdmin: its next call gets 1003', async () => {
      const victim = await b.login('merchant03');
      const admin = await b.login('superadmin');
      const sessions = await b.call<{ token: string; account: string }[]>(
        'POST',
        '/v1.0/user/getSessions',
        {},
        { token: admin },
      );
      const row = sessions.data.find((s) => s.account === 'merchant03');
      expect(row).toBeDefined();
      const second = await b.call<{ token: string }>(
        'POST',
        '/v1.0/user/login2',
        { password: 'Demo1234', logInReason: 'force logout' },
        { token: admin },
      );
      const res = await b.call(
        'POST',
        '/v1.0/user/forceLogout',
        { token: row!.token },
        { token: admin, token2: second.data.token },
      );
      expect(res.code).toBe(Code.ok);
      expect((await b.call('POST', '/v1.0/user/getInfo', {}, { token: victim })).code).toBe(Code.sessionExpired);
    });
  });

  describe('second-level login', () => {
    it('asks staff for a second-level password with 1024 on a protected call', async () => {
      const token = await b.sessionFor('admin0001');
      const res = await b.call('POST', '/v1.0/user/setAllowModify', { userId: 1, allowModify: true }, { token });
      expect(res.code).toBe(Code.secondLevelRequired);
      expect(res.msgId).toBe('errors.secondLevelRequired');
    });

    it('refuses a wrong second-level password with 1001 and the reason', async () => {
      const token = await b.sessionFor('admin0001');
      const res = await b.call('POST', '/v1.0/user/login2', { password: 'Wrong1234', logInReason: 'x' }, { token });
      expect(res.code).toBe(Code.loginFailed);
      expect(res.msgId).toBe('errors.secondLevelFailed');
    });

    it('lets the call through with the token2 of login2 and asks again with 1025 after 30 minutes', async () => {
      const token = await b.sessionFor('admin0001');
      const two = await b.call<{ token: string }>(
        'POST',
        '/v1.0/user/login2',
        { password: 'Demo1234', logInReason: 'edit users' },
        { token },
      );
      expect(two.code).toBe(Code.ok);
      const merchant = await b.call<{ value: number; account: string }[]>(
        'GET',
        '/v1.0/user/getUserOptions',
        { role: 'merchant' },
        { token },
      );
      const target = merchant.data.find((m) => m.account === 'merchant04')!;
      const headers = { token, token2: two.data.token };
      expect(
        (await b.call('POST', '/v1.0/user/setAllowModify', { userId: target.value, allowModify: false }, headers)).code,
      ).toBe(Code.ok);
      b.clock.advance(constants.secondLevelTtlMs + 1000);
      expect(
        (await b.call('POST', '/v1.0/user/setAllowModify', { userId: target.value, allowModify: true }, headers)).code,
      ).toBe(Code.secondLevelExpired);
    });

    it('does not accept a token2 of another session', async () => {
      const a = await b.sessionFor('admin0001');
      const other = await b.sessionFor('admin0001');
      const two = await b.call<{ token: string }>(
        'POST',
        '/v1.0/user/login2',
        { password: 'Demo1234' },
        { token: other },
      );
      const res = await b.call(
        'POST',
        '/v1.0/user/setAllowModify',
        { userId: 1, allowModify: true },
        { token: a, token2: two.data.token },
      );
      expect(res.code).toBe(Code.secondLevelRequired);
    });
  });
});
