import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Code, FundReason } from '../../src/contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { configFromEnv } from '../../server/config.ts';
import { createEvents } from '../../server/lib/events.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';
import { balanceOf, makeMerchant, makeProduct, setSetting } from './support/order-fixtures.ts';

// Decision 048: a Google code works once, for sign-in and for every action that asks for one,
// on every instance sharing the database.
describe.each(backends)('a Google code works once (%s)', (kind) => {
  let b: TestBackend;
  let second: FastifyInstance;
  let productId: number;
  let adminToken: string;

  const code = (offsetMs = 0) => googleCodeAt(demoGoogleSecret, new Date(b.clock.now().getTime() + offsetMs));
  /** Two steps on: the codes earlier tests spent (one may be a step ahead) stay behind. */
  const nextStep = () => b.clock.advance(60_000);

  const signIn = async (googleCode: string, app: FastifyInstance = b.app, ip = '10.9.0.1') => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1.0/user/login',
      payload: { userName: 'admin0002', password: 'Demo1234', googleCode },
      remoteAddress: ip,
    });
    return res.json() as Envelope;
  };
  const operate = async (userId: number, googleCode: string, app: FastifyInstance = b.app) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1.0/fundRecord/balanceOperation',
      headers: { token: adminToken },
      payload: { userId, reason: FundReason.addBalance, amount: 100, remark: 'once', googleCode },
    });
    return res.json() as Envelope;
  };

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10, now: new Date('2026-05-02T08:00:05.000Z') });
    second = await buildApp({
      config: { ...configFromEnv({}), staticDir: '/nonexistent', seedDemo: false },
      db: b.db,
      clock: b.clock,
      events: createEvents(),
    });
    await second.ready();
    productId = await makeProduct(b);
    adminToken = await b.sessionFor('admin0001');
    await setSetting(b, 'EnableGoogleVerifyForBalanceOperation', true);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await b?.close();
  });

  it('refuses a sign-in code the second time it is used', async () => {
    nextStep();
    const c = code();
    expect((await signIn(c)).code).toBe(Code.ok);
    expect(await signIn(c)).toMatchObject({
      code: Code.googleCodeInvalid,
      msgId: 'errors.googleCodeUsed',
      msg: 'This Google code was already used; wait for the next one',
    });
  });

  it('refuses a balance operation code the second time it is used, and moves the money once', async () => {
    nextStep();
    const m = await makeMerchant(b, productId);
    const c = code();
    expect((await operate(m.id, c)).code).toBe(Code.ok);
    expect(await operate(m.id, c)).toMatchObject({ code: Code.googleCodeInvalid, msgId: 'errors.googleCodeUsed' });
    expect(await balanceOf(b, m.id)).toBe(100);
  });

  it('refuses a replayed Google code on a second instance sharing the database', async () => {
    nextStep();
    const m = await makeMerchant(b, productId);
    const c = code();
    expect((await signIn(c, b.app)).code).toBe(Code.ok);
    expect(await signIn(c, second)).toMatchObject({ code: Code.googleCodeInvalid, msgId: 'errors.googleCodeUsed' });
    nextStep();
    const d = code();
    expect((await operate(m.id, d, second)).code).toBe(Code.ok);
    expect(await operate(m.id, d, b.app)).toMatchObject({
      code: Code.googleCodeInvalid,
      msgId: 'errors.googleCodeUsed',
    });
    expect(await balanceOf(b, m.id)).toBe(100);
  });

  it('accepts exactly one of 10 concurrent uses of one code, on two instances', async () => {
    nextStep();
    const m = await makeMerchant(b, productId);
    const c = code();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => operate(m.id, c, i % 2 === 0 ? b.app : second)),
    );
    expect(answers.filter((a) => a.code === Code.ok)).toHaveLength(1);
    expect(answers.filter((a) => a.msgId === 'errors.googleCodeUsed')).toHaveLength(9);
    expect(await balanceOf(b, m.id)).toBe(100);
  });

  it("accepts the next time step's code after a spent one", async () => {
    nextStep();
    const m = await makeMerchant(b, productId);
    expect((await operate(m.id, code())).code).toBe(Code.ok);
    b.clock.advance(30_000);
    expect((await operate(m.id, code())).code).toBe(Code.ok);
    expect(await balanceOf(b, m.id)).toBe(200);
  });

  it('spends each step of the drift window once, in either order', async () => {
    nextStep();
    // A phone 30 s ahead: the next step's code is accepted, then the current one, each once.
    expect((await signIn(code(30_000))).code).toBe(Code.ok);
    expect((await signIn(code())).code).toBe(Code.ok);
    expect(await signIn(code(30_000))).toMatchObject({ code: Code.googleCodeInvalid, msgId: 'errors.googleCodeUsed' });
    b.clock.advance(30_000);
    expect(await signIn(code())).toMatchObject({ code: Code.googleCodeInvalid, msgId: 'errors.googleCodeUsed' });
  });

  it('still answers a wrong code as wrong, and counts it as a failed sign-in', async () => {
    nextStep();
    const c = code();
    const wrong = String((Number(c) + 1) % 1_000_000).padStart(6, '0');
    expect(await signIn(wrong, b.app, '10.9.0.2')).toMatchObject({
      code: Code.googleCodeInvalid,
      msgId: 'errors.googleCodeInvalid',
    });
    expect((await signIn(c, b.app, '10.9.0.2')).code).toBe(Code.ok);
  });
});
