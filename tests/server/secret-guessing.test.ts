import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, constants, FundReason } from '../../src/contract/index.ts';
import { auditRecords, messages, recoveryCodes, users } from '../../server/db/schema.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';

// Decisions 105 and 106: typed secrets are counted per person across calls and addresses, sign-in
// per account across addresses with growing waits, and recovery codes stand in for a code once.
describe.each(backends)('guessing codes and passwords (%s)', (kind) => {
  let b: TestBackend;
  let supplierToken: string;
  let adminToken: string;

  const code = () => googleCodeAt(demoGoogleSecret, b.clock.now());
  const wrongCode = () => (code() === '000000' ? '111111' : '000000');
  /** Two time steps on, so a code spent before is behind. */
  const nextStep = () => b.clock.advance(60_000);
  const supplement = (googleCode: string, orderCode = 'NO-SUCH-ORDER-1') =>
    b.call(
      'POST',
      '/v1.0/order/replenishmentOrder',
      { orderCode, utr: '123456789012', googleCode },
      {
        token: supplierToken,
      },
    );
  const operate = (token: string, userId: number, googleCode?: string) =>
    b.call(
      'POST',
      '/v1.0/fundRecord/balanceOperation',
      { userId, reason: FundReason.addBalance, amount: 100, remark: 'guard', ...(googleCode ? { googleCode } : {}) },
      { token },
    );
  const login = async (userName: string, password: string, ip: string, googleCode?: string) => {
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1.0/user/login',
      payload: { userName, password, ...(googleCode ? { googleCode } : {}) },
      remoteAddress: ip,
    });
    return res.json() as Envelope<{ retryAfterSeconds?: number }>;
  };
  const idOf = async (account: string) => {
    const [row] = await b.db.select({ id: users.id }).from(users).where(eq(users.account, account));
    if (!row) throw new Error(account);
    return row.id;
  };
  const audits = (action: string, target: string) =>
    b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, action), eq(auditRecords.target, target)));

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10, now: new Date('2026-05-02T08:00:05.000Z') });
    supplierToken = await b.sessionFor('supplier01');
    adminToken = await b.sessionFor('admin0001');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('refuses a 3,000-guess attack on the supplement after five tries, then the right code until the pause ends', async () => {
    const answers = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      const res = await supplement(String(100_000 + i));
      const key = res.msgId ?? String(res.code);
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    // Five guesses were looked at; every other one was refused before the code was.
    expect(answers.get('errors.googleCodeInvalid')).toBeLessThanOrEqual(constants.stepUpMaxFailures);
    expect(answers.get('errors.stepUpLocked')).toBeGreaterThanOrEqual(3000 - constants.stepUpMaxFailures);
    const right = await supplement(code());
    expect(right).toMatchObject({
      code: Code.tooManyAttempts,
      status: 429,
      msgId: 'errors.stepUpLocked',
      msgValues: { minutes: 1 },
    });
    // Staff were told once, in three languages, and the pause is audited.
    const [locked] = await audits('security.stepUpLocked', 'supplier01');
    expect(locked?.after).toMatchObject({ failures: constants.stepUpMaxFailures, pauseMinutes: 1 });
    const alerts = await b.db.select().from(messages).where(eq(messages.title, 'Verification paused: supplier01'));
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts[0]?.translations?.['zh-CN']?.title).toContain('supplier01');

    b.clock.advance(61_000);
    // The pause is over: the right code is taken (the order is unknown, which it then says).
    expect(await supplement(code())).toMatchObject({ msgId: 'errors.orderNotFound' });
    // Five more wrong ones: a second pause, twice as long.
    for (let i = 0; i < constants.stepUpMaxFailures; i++) await supplement(wrongCode());
    const again = await supplement(code());
    expect(again).toMatchObject({ msgId: 'errors.stepUpLocked', msgValues: { minutes: 2 } });
    b.clock.advance(121_000);
    expect((await supplement(code())).msgId).toBe('errors.orderNotFound');
  });

  it('counts wrong codes of one person across calls', async () => {
    const admin = await idOf('admin0001');
    const merchant = await idOf('merchant01');
    for (let i = 0; i < 3; i++)
      expect((await operate(adminToken, merchant, wrongCode())).msgId).toBe('errors.googleCodeInvalid');
    // Two more on another call that asks for the same person's code (supplement by staff).
    const staffSupplement = () =>
      b.call(
        'POST',
        '/v1.0/order/replenishmentOrder',
        { orderCode: 'NONE', utr: '123456789012', googleCode: wrongCode() },
        {
          token: adminToken,
        },
      );
    await staffSupplement();
    await staffSupplement();
    expect(await operate(adminToken, merchant, code())).toMatchObject({ msgId: 'errors.stepUpLocked' });
    // An operator lifts it, audited.
    const { token, token2 } = await b.staffSession('superadmin');
    const unlocked = await b.call('POST', '/v1.0/admin/unlockSignIn', { id: admin }, { token, token2 });
    expect(unlocked.code).toBe(Code.ok);
    expect(await audits('admin.unlockSignIn', 'admin0001')).toHaveLength(1);
    nextStep();
    expect((await operate(adminToken, merchant, code())).code).toBe(Code.ok);
  });

  it('a 20-address password spray locks nothing out but slows the account', async () => {
    let checked = 0;
    let slowed = 0;
    for (let n = 0; n < 100; n++) {
      const res = await login('merchant01', `Wrong-pass-${n}`, `10.77.0.${(n % 20) + 1}`);
      if (res.msgId === 'errors.loginFailed') checked++;
      else if (res.msgId === 'errors.tooManyAttempts') slowed++;
      else throw new Error(`unexpected ${res.msgId}`);
    }
    // Five were free, the rest had to wait: the spray tested five passwords, not a hundred.
    expect(checked).toBe(constants.loginFreeFailures);
    expect(slowed).toBe(100 - constants.loginFreeFailures);
    // Nothing is locked out: another account signs in from every sprayed address.
    for (let i = 1; i <= 20; i++) expect((await login('merchant02', 'Demo1234', `10.77.0.${i}`)).code).toBe(Code.ok);
    // The account is slowed: the right password from a 21st address waits its turn, then works.
    const waited = await login('merchant01', 'Demo1234', '10.77.0.21');
    expect(waited).toMatchObject({ code: Code.tooManyAttempts, data: { retryAfterSeconds: 15 } });
    b.clock.advance(15_000);
    expect((await login('merchant01', 'Demo1234', '10.77.0.21')).code).toBe(Code.ok);
  });

  it('slows one address that tries many accounts, and never the address the account last used', async () => {
    const ip = '10.78.0.1';
    for (let i = 0; i < constants.loginAddressMaxFailures; i++) await login(`nobody${i}`, 'Wrong-pass-1', ip);
    expect((await login('merchant03', 'Demo1234', ip)).msgId).toBe('errors.tooManyAttempts');
    expect((await login('merchant03', 'Demo1234', '10.78.0.2')).code).toBe(Code.ok);
    // merchant03 last signed in from 10.78.0.2: guesses elsewhere do not hold it up there.
    for (let i = 0; i < 8; i++) await login('merchant03', 'Wrong-pass-1', `10.79.0.${i + 1}`);
    expect((await login('merchant03', 'Demo1234', '10.79.0.99')).msgId).toBe('errors.tooManyAttempts');
    expect((await login('merchant03', 'Demo1234', '10.78.0.2')).code).toBe(Code.ok);
    b.clock.advance(constants.loginAddressWindowMs);
  });

  it('a recovery code works once, in place of a code, at sign-in too', async () => {
    nextStep();
    const made = await b.call<{ recoveryCodes: string[] }>(
      'POST',
      '/v1.0/user/newRecoveryCodes',
      { googleCode: code() },
      { token: adminToken },
    );
    expect(made.code).toBe(Code.ok);
    const list = made.data.recoveryCodes;
    expect(list).toHaveLength(constants.recoveryCodeCount);
    expect(list.every((c) => /^\d{10}$/.test(c))).toBe(true);
    // Stored as hashes only.
    const stored = await b.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, await idOf('admin0001')));
    expect(stored.map((r) => r.codeHash)).not.toContain(list[0]);
    const merchant = await idOf('merchant01');
    expect((await operate(adminToken, merchant, list[0])).code).toBe(Code.ok);
    expect(await operate(adminToken, merchant, list[0])).toMatchObject({ msgId: 'errors.googleCodeInvalid' });
    expect(await audits('security.recoveryCodeUsed', 'admin0001')).toHaveLength(1);
    // Sign-in's code step takes one as well (admin0001 binds no sign-in code; admin0002 does).
    const admin2 = await b.call<{ recoveryCodes: string[] }>(
      'POST',
      '/v1.0/user/newRecoveryCodes',
      { googleCode: code() },
      { token: await b.sessionFor('admin0002') },
    );
    const first = admin2.data.recoveryCodes[0] ?? '';
    expect((await login('admin0002', 'Demo1234', '10.80.0.1', first)).code).toBe(Code.ok);
    expect((await login('admin0002', 'Demo1234', '10.80.0.1', first)).msgId).toBe('errors.googleCodeInvalid');
    const profile = await b.call<{ google: { recoveryCodesLeft: number } }>(
      'GET',
      '/v1.0/user/getProfile',
      {},
      {
        token: adminToken,
      },
    );
    expect(profile.data.google.recoveryCodesLeft).toBe(constants.recoveryCodeCount - 1);
  });

  it('staff reset a second factor, audited; the next sign-in binds a new key', async () => {
    const { token, token2 } = await b.staffSession('superadmin');
    const target = await idOf('admin0002');
    const res = await b.call('POST', '/v1.0/admin/resetSecondFactor', { id: target }, { token, token2 });
    expect(res.code).toBe(Code.ok);
    const [record] = await audits('admin.resetSecondFactor', 'admin0002');
    expect(record).toMatchObject({ operatorAccount: 'superadmin', after: { confirmBind: false, googleKey: false } });
    expect(await b.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, target))).toEqual([]);
    const next = await login('admin0002', 'Demo1234', '10.80.0.2');
    expect(next).toMatchObject({ code: Code.googleCodeRequired, data: { needBind: true } });
  });
});
