import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, FundReason, type StepUpWindow } from '../../src/contract/index.ts';
import { auditRecords, users } from '../../server/db/schema.ts';
import { googleCodeAt } from '../../server/modules/user/google.ts';
import { demoGoogleSecret } from '../../server/seed/demo.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { setSetting } from './support/order-fixtures.ts';

// Decision 107: a verified code covers the next actions of its switch in the same session for
// StepUpWindowMinutes, and the audit record says what proved each action.
describe.each(backends)('step-up window (%s)', (kind) => {
  let b: TestBackend;
  let token: string;
  let merchantId: number;

  const code = () => googleCodeAt(demoGoogleSecret, b.clock.now());
  const operate = (googleCode?: string, session = token) =>
    b.call(
      'POST',
      '/v1.0/fundRecord/balanceOperation',
      {
        userId: merchantId,
        reason: FundReason.addBalance,
        amount: 100,
        remark: 'window',
        ...(googleCode ? { googleCode } : {}),
      },
      { token: session },
    );
  const lastVerification = async () => {
    const [row] = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.operatorAccount, 'admin0001'), eq(auditRecords.action, 'balance.operation')))
      .orderBy(desc(auditRecords.id))
      .limit(1);
    return (row?.after as { verification?: Record<string, unknown> } | null)?.verification;
  };

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10, now: new Date('2026-05-02T08:00:05.000Z') });
    token = await b.sessionFor('admin0001');
    const [m] = await b.db.select({ id: users.id }).from(users).where(eq(users.account, 'merchant01'));
    merchantId = m?.id ?? 0;
    await setSetting(b, 'EnableGoogleVerifyForBalanceOperation', true);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('covers the next actions of the same kind in the same session until the window ends', async () => {
    expect((await operate()).code).toBe(Code.googleCodeRequired);
    expect((await operate(code())).code).toBe(Code.ok);
    const first = await lastVerification();
    expect(first).toMatchObject({ method: 'googleCode', until: '2026-05-02T08:05:05.000Z' });

    b.clock.advance(60_000);
    expect((await operate()).code).toBe(Code.ok);
    expect(await lastVerification()).toMatchObject({
      method: 'window',
      provedBy: 'googleCode',
      verifiedAt: '2026-05-02T08:00:05.000Z',
      until: '2026-05-02T08:05:05.000Z',
    });
    const open = await b.call<{ windows: StepUpWindow[] }>('GET', '/v1.0/user/getStepUps', {}, { token });
    expect(open.data.windows).toEqual([
      { kind: 'EnableGoogleVerifyForBalanceOperation', until: '2026-05-02T08:05:05.000Z' },
    ]);

    // Another kind still asks; so does another session of the same person.
    const supplement = await b.call(
      'POST',
      '/v1.0/order/replenishmentOrder',
      { orderCode: 'NONE', utr: '123456789012' },
      { token },
    );
    expect(supplement.code).toBe(Code.googleCodeRequired);
    expect((await operate(undefined, await b.sessionFor('admin0001'))).code).toBe(Code.googleCodeRequired);

    b.clock.advance(4 * 60_000);
    expect((await operate()).code).toBe(Code.googleCodeRequired);
  });

  it('asks every time when the operator sets 0', async () => {
    await setSetting(b, 'StepUpWindowMinutes', 0);
    b.clock.advance(60_000);
    expect((await operate(code())).code).toBe(Code.ok);
    expect(await lastVerification()).toEqual({ method: 'googleCode', verifiedAt: b.clock.now().toISOString() });
    expect((await operate()).code).toBe(Code.googleCodeRequired);
    // A window opened before the operator turned them off is not honoured either.
    await setSetting(b, 'StepUpWindowMinutes', 5);
    b.clock.advance(60_000);
    expect((await operate(code())).code).toBe(Code.ok);
    await setSetting(b, 'StepUpWindowMinutes', 0);
    expect((await operate()).code).toBe(Code.googleCodeRequired);
    const open = await b.call<{ windows: StepUpWindow[] }>('GET', '/v1.0/user/getStepUps', {}, { token });
    expect(open.data.windows).toEqual([]);
    await setSetting(b, 'StepUpWindowMinutes', 5);
  });
});
