import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousEvents, auditRecords, errorLogs, monitorLogs, payGateways } from '../../server/db/schema.ts';
import { summariseAnonymous } from '../../server/modules/audit-log/index.ts';
import { anonymousReportsKept } from '../../server/modules/error-log/error-log.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { makeProduct, makeResource, makeSupplier } from './support/order-fixtures.ts';

const summaries = (b: TestBackend, action: string, target: string) =>
  b.db
    .select()
    .from(auditRecords)
    .where(and(eq(auditRecords.action, action), eq(auditRecords.target, target)));

interface Summary {
  count: number;
  addresses: string[];
  from: string;
  to: string;
}

/**
 * Decision 110: anonymous callers wrote a record each (40 forged webhooks, 41 audit records). What
 * they set off is now counted per source, target and 10-minute window, and a closed window becomes
 * one audit record with the count: the records grow with time, never with the requests.
 */
describe.each(backends)('anonymous input is counted, not stored one by one (%s)', (kind) => {
  let b: TestBackend;
  let resourceId: number;
  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 5, now: new Date('2026-11-29T10:00:30Z') });
    const product = await makeProduct(b);
    const supplier = await makeSupplier(b, product);
    resourceId = await makeResource(b, supplier.id, product);
  }, 120_000);
  afterAll(() => b?.close());

  it('leaves one summary record for 40 forged gateway webhooks, with their count and addresses', async () => {
    const [g] = await b.db
      .insert(payGateways)
      .values({
        name: 'Forged target',
        kind: 'razorpayx',
        baseUrl: 'https://gateway.example',
        accountNumber: '1',
        keyIdEnc: '',
        keySecretEnc: '',
        webhookSecretEnc: '',
      })
      .returning({ id: payGateways.id });
    const target = `payGateway:${g!.id}`;
    for (let i = 0; i < 40; i++) {
      const res = await b.app.inject({
        method: 'POST',
        url: `/v1.0/payGateway/webhook/${g!.id}`,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': `forged${i}` },
        payload: JSON.stringify({ event: 'payout.processed', n: i }),
        remoteAddress: i % 2 ? '198.51.100.9' : '203.0.113.7',
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await summaries(b, 'payGateway.webhookRefused', target)).toEqual([]);
    // The window still open is not summarised; once it has closed, one record says it all.
    expect(await summariseAnonymous(b.db, b.clock)).toBe(0);
    b.clock.advance(10 * 60_000);
    await summariseAnonymous(b.db, b.clock);
    await summariseAnonymous(b.db, b.clock);
    const [only, ...more] = await summaries(b, 'payGateway.webhookRefused', target);
    expect(more).toEqual([]);
    expect(only).toMatchObject({ operatorId: null, operatorAccount: '', operatorRole: '', ip: '203.0.113.7' });
    expect(only!.after).toEqual({
      count: 40,
      addresses: ['203.0.113.7', '198.51.100.9'],
      from: '2026-11-29T10:00:00.000Z',
      to: '2026-11-29T10:10:00.000Z',
      lastAt: expect.any(String),
    });
    // What the senders claimed (bodies, signatures) is nowhere in the record.
    expect(JSON.stringify(only)).not.toContain('forged');
    expect(await b.db.select().from(anonymousEvents)).toEqual([]);
  });

  it('stores at most the first reports of a window from callers without a session, and counts them all', async () => {
    const before = (await b.db.select().from(errorLogs)).length;
    for (let i = 0; i < anonymousReportsKept + 15; i++) {
      const res = await b.app.inject({
        method: 'POST',
        url: '/v1.0/save_error_logger',
        payload: { type: 'js', code: '1', mes: `boom ${i}`, url: '/login' },
        remoteAddress: `192.0.2.${i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await b.db.select().from(errorLogs)).length - before).toBe(anonymousReportsKept);
    // A signed-in user's report is always kept.
    const token = await b.sessionFor('merchant01');
    await b.call('POST', '/v1.0/save_error_logger', { type: 'js', code: '1', mes: 'mine', url: '/x' }, { token });
    expect((await b.db.select().from(errorLogs)).length - before).toBe(anonymousReportsKept + 1);
    b.clock.advance(10 * 60_000);
    await summariseAnonymous(b.db, b.clock);
    const [only, ...more] = await summaries(b, 'errorLog.anonymousReports', 'errorLog');
    expect(more).toEqual([]);
    const after = only!.after as Summary;
    expect(after.count).toBe(anonymousReportsKept + 15);
    expect(after.addresses).toHaveLength(10);
  });

  it('logs the first wrong binding code of a window for the supplier and summarises the rest', async () => {
    const refusedLines = async () =>
      (await b.db.select().from(monitorLogs).where(eq(monitorLogs.resourceId, resourceId))).filter(
        (l) => l.logPhase === 'refused',
      ).length;
    const linesBefore = await refusedLines();
    for (let i = 0; i < 12; i++) {
      const res = await b.app.inject({
        method: 'POST',
        url: '/v1.0/monitor/bind',
        payload: {
          resourceId,
          bindCode: `ABCDEFGH${'JK'[i % 2]}${'23456789ABCD'[i]}`,
          deviceName: `claimed device ${i}`,
        },
        remoteAddress: `10.9.0.${i}`,
      });
      expect(res.json()).toMatchObject({ code: 400, msgId: 'errors.bindCodeInvalid' });
    }
    expect((await refusedLines()) - linesBefore).toBe(1);
    b.clock.advance(10 * 60_000);
    await summariseAnonymous(b.db, b.clock);
    const [only, ...more] = await summaries(b, 'resource.bindRefused', `resource:${resourceId}`);
    expect(more).toEqual([]);
    expect((only!.after as Summary).count).toBe(12);
    expect(JSON.stringify(only)).not.toContain('claimed device');
  });
});
