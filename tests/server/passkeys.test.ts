import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, FundReason, type PasskeyRow } from '../../src/contract/index.ts';
import { auditRecords, stepUpGuards, users } from '../../server/db/schema.ts';
import { demoPassword } from '../../server/seed/demo.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { setSetting } from './support/order-fixtures.ts';
import { softwarePasskey, type SoftwarePasskey } from './support/software-passkey.ts';

// Decisions 133 and 134: passkeys sign in without a password and stand in for the Google code of a
// step-up, bound to the configured public address, with single-use challenges and a counter that
// only moves forward.
const rp = { id: 'pay.example.com', origin: 'https://pay.example.com' };

describe.each(backends)('passkeys (%s)', (kind) => {
  let b: TestBackend;

  const auditOf = async (action: string, account: string) => {
    const [row] = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, action), eq(auditRecords.targetId, account)))
      .orderBy(desc(auditRecords.id))
      .limit(1);
    return row;
  };

  /** Adds a software passkey for `token`'s user through the real calls; the answer of addPasskey. */
  const addKey = async (token: string, key: SoftwarePasskey, over?: { origin?: string; rpId?: string }) => {
    const start = await b.call<{ challenge: string; rp: { id: string } }>(
      'POST',
      '/v1.0/user/startPasskeyAdd',
      {},
      { token, host: 'evil.example' },
    );
    expect(start.code).toBe(Code.ok);
    // The Host header names nothing: the RP ID is the configured public address's.
    expect(start.data.rp.id).toBe(rp.id);
    return b.call<PasskeyRow>(
      'POST',
      '/v1.0/user/addPasskey',
      { name: 'Work phone', password: demoPassword, response: key.register(start.data.challenge, over) },
      { token },
    );
  };

  const signInWith = async (answer: (challenge: string) => unknown) => {
    const start = await b.call<{ attempt: string; options: { challenge: string } }>(
      'POST',
      '/v1.0/user/startPasskeySignIn',
      {},
    );
    expect(start.code).toBe(Code.ok);
    const body = { attempt: start.data.attempt, response: answer(start.data.options.challenge) };
    return { body, result: await b.call<{ token: string }>('POST', '/v1.0/user/passkeySignIn', body) };
  };

  const stepUpChallenge = async (token: string, stepUpKind: string) => {
    const start = await b.call<{ challenge: string }>(
      'POST',
      '/v1.0/user/startPasskeyStepUp',
      { kind: stepUpKind },
      { token },
    );
    expect(start.code).toBe(Code.ok);
    return start.data.challenge;
  };

  beforeAll(async () => {
    b = await startBackend(kind, {
      orderCount: 10,
      now: new Date('2026-05-02T08:00:05.000Z'),
      config: { publicUrl: rp.origin },
    });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('registers a passkey, lists it, and signs in with it without a password', async () => {
    const token = await b.sessionFor('supplier01');
    const key = softwarePasskey(rp);
    const added = await addKey(token, key);
    expect(added.code).toBe(Code.ok);
    expect(added.data.name).toBe('Work phone');
    const list = await b.call<{ passkeys: PasskeyRow[] }>('GET', '/v1.0/user/getPasskeys', {}, { token });
    expect(list.data.passkeys.map((p) => p.name)).toEqual(['Work phone']);
    expect(await auditOf('profile.addPasskey', 'supplier01')).toBeTruthy();

    const { result } = await signInWith((challenge) => key.assert(challenge));
    expect(result.code).toBe(Code.ok);
    const info = await b.call<{ account: string }>('POST', '/v1.0/user/getInfo', {}, { token: result.data.token });
    expect(info.data.account).toBe('supplier01');
    expect((await auditOf('security.passkeySignIn', 'supplier01'))?.operatorAccount).toBe('supplier01');
  });

  it('refuses a passkey made for another origin or another RP ID', async () => {
    const token = await b.sessionFor('supplier02');
    const wrongOrigin = await addKey(token, softwarePasskey(rp), { origin: 'https://evil.example' });
    expect(wrongOrigin.code).toBe(Code.badRequest);
    expect(wrongOrigin.msgId).toBe('errors.passkeyFailed');
    const wrongRpId = await addKey(token, softwarePasskey(rp), { rpId: 'evil.example' });
    expect(wrongRpId.msgId).toBe('errors.passkeyFailed');
    const none = await b.call<{ passkeys: PasskeyRow[] }>('GET', '/v1.0/user/getPasskeys', {}, { token });
    expect(none.data.passkeys).toEqual([]);

    // A good key, then sign-in answers signed for another origin or RP ID.
    const key = softwarePasskey(rp);
    expect((await addKey(token, key)).code).toBe(Code.ok);
    const elsewhere = await signInWith((challenge) => key.assert(challenge, { origin: 'https://evil.example' }));
    expect(elsewhere.result.code).toBe(Code.loginFailed);
    const otherRp = await signInWith((challenge) => key.assert(challenge, { rpId: 'evil.example' }));
    expect(otherRp.result.code).toBe(Code.loginFailed);
    expect((await signInWith((challenge) => key.assert(challenge))).result.code).toBe(Code.ok);
  });

  it('refuses a replayed challenge and a counter that goes back', async () => {
    const token = await b.sessionFor('supplier03');
    const key = softwarePasskey(rp);
    expect((await addKey(token, key)).code).toBe(Code.ok);
    const first = await signInWith((challenge) => key.assert(challenge));
    expect(first.result.code).toBe(Code.ok);
    // The same answer again: its challenge was spent by the first.
    const replay = await b.call('POST', '/v1.0/user/passkeySignIn', first.body);
    expect(replay.code).toBe(Code.loginFailed);
    expect(replay.msgId).toBe('errors.passkeyExpired');

    // A fresh challenge signed with a counter below the stored one: a cloned key.
    const cloned = await signInWith((challenge) => key.assert(challenge, { counter: 1 }));
    expect(cloned.result.code).toBe(Code.loginFailed);
    // A challenge older than two minutes is refused too.
    const start = await b.call<{ attempt: string; options: { challenge: string } }>(
      'POST',
      '/v1.0/user/startPasskeySignIn',
      {},
    );
    b.clock.advance(3 * 60_000);
    const late = await b.call('POST', '/v1.0/user/passkeySignIn', {
      attempt: start.data.attempt,
      response: key.assert(start.data.options.challenge),
    });
    expect(late.code).toBe(Code.loginFailed);
  });

  it('refuses a disabled account as the password sign-in does', async () => {
    const token = await b.sessionFor('supplier04');
    const key = softwarePasskey(rp);
    expect((await addKey(token, key)).code).toBe(Code.ok);
    await b.db.update(users).set({ status: 1 }).where(eq(users.account, 'supplier04'));
    const { result } = await signInWith((challenge) => key.assert(challenge));
    expect(result.code).toBe(Code.loginFailed);
    await b.db.update(users).set({ status: 0 }).where(eq(users.account, 'supplier04'));
  });

  it('proves a step-up in place of the Google code, opens its window and counts refusals', async () => {
    await setSetting(b, 'EnableGoogleVerifyForBalanceOperation', true);
    const token = await b.sessionFor('admin0001');
    const key = softwarePasskey(rp);
    expect((await addKey(token, key)).code).toBe(Code.ok);
    const [merchant] = await b.db.select({ id: users.id }).from(users).where(eq(users.account, 'merchant01'));
    const operate = (googleCode?: unknown) =>
      b.call(
        'POST',
        '/v1.0/fundRecord/balanceOperation',
        {
          userId: merchant?.id,
          reason: FundReason.addBalance,
          amount: 100,
          remark: 'passkey',
          ...(googleCode ? { googleCode } : {}),
        },
        { token },
      );
    const admin = await b.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin0001'));
    const failures = async () =>
      (
        await b.db
          .select()
          .from(stepUpGuards)
          .where(eq(stepUpGuards.userId, admin[0]?.id ?? 0))
      )[0]?.failures ?? 0;

    // A challenge asked for another kind of action proves nothing here, and counts as a failure.
    const otherKind = await stepUpChallenge(token, 'EnableGoogleVerifyForManualSupplement');
    const refused = await operate(key.assert(otherKind));
    expect(refused.code).toBe(Code.googleCodeInvalid);
    expect(await failures()).toBe(1);

    const challenge = await stepUpChallenge(token, 'EnableGoogleVerifyForBalanceOperation');
    const answer = key.assert(challenge);
    expect((await operate(answer)).code).toBe(Code.ok);
    const [record] = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.operatorAccount, 'admin0001'), eq(auditRecords.action, 'balance.operation')))
      .orderBy(desc(auditRecords.id))
      .limit(1);
    expect((record?.after as { verification?: unknown }).verification).toMatchObject({ method: 'passkey' });
    expect(await auditOf('security.passkeyStepUp', 'admin0001')).toBeTruthy();
    // The same answer again: its challenge is spent.
    expect((await operate(answer)).code).toBe(Code.googleCodeInvalid);
    // The window the passkey opened covers the next operation without any proof.
    expect((await operate()).code).toBe(Code.ok);
  });

  it('removes a passkey behind a step-up and audits it', async () => {
    const token = await b.sessionFor('supplier05');
    const key = softwarePasskey(rp);
    const added = await addKey(token, key);
    expect(added.code).toBe(Code.ok);
    const without = await b.call('POST', '/v1.0/user/removePasskey', { id: added.data.id }, { token });
    expect(without.code).toBe(Code.googleCodeRequired);
    const challenge = await stepUpChallenge(token, 'always');
    const removed = await b.call(
      'POST',
      '/v1.0/user/removePasskey',
      { id: added.data.id, googleCode: key.assert(challenge) },
      { token },
    );
    expect(removed.code).toBe(Code.ok);
    const list = await b.call<{ passkeys: PasskeyRow[] }>('GET', '/v1.0/user/getPasskeys', {}, { token });
    expect(list.data.passkeys).toEqual([]);
    expect(await auditOf('profile.removePasskey', 'supplier05')).toBeTruthy();
    // A removed passkey signs in no more.
    expect((await signInWith((c) => key.assert(c))).result.code).toBe(Code.loginFailed);
  });
});
