import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MonitorLogRow, type Page } from '../../src/contract/index.ts';
import { auditRecords, monitorLogs } from '../../server/db/schema.ts';
import { deviceBody } from './support/device-fixtures.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { makeProduct, makeResource, makeSupplier, setSetting } from './support/order-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
const day = 86_400_000;

describe.each(backends)('monitor log (%s)', (kind) => {
  let b: TestBackend;
  let resourceId: number;
  let supplierAccount: string;
  const key = 'monitor-log-test-key';

  const list = async (account: string, filters: Record<string, unknown> = {}) =>
    b.call<Page<MonitorLogRow>>(
      'GET',
      '/v1.0/monitorLog/getList',
      { pageIndex: 1, pageSize: 50, monitorId: resourceId, ...filters },
      { token: await b.sessionFor(account) },
    );
  const clear = async (account: string) =>
    b.call<{ deleted: number; before: string }>(
      'POST',
      '/v1.0/monitorLog/clear',
      {},
      { token: await b.sessionFor(account) },
    );

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    const productId = await makeProduct(b);
    const supplier = await makeSupplier(b, productId);
    supplierAccount = supplier.account;
    resourceId = await makeResource(b, supplier.id, productId, {
      monitorKey: key,
      cardNumber: '50100999888777',
      monitorState: 3,
    });
    // An old line, from before the data clear cycle, and a report through the device's call.
    await b.db.insert(monitorLogs).values({
      resourceId,
      cardNumber: '50100999888777',
      logPhase: 'state',
      content: 'Monitor state 3 -> 1',
      createdAt: new Date(now.getTime() - 100 * day),
    });
    const body = {
      resourceId,
      state: 1,
      messages: [
        {
          deviceMessageId: 'log-1',
          direction: 0,
          amount: 4_321,
          utr: '123456789012',
          sender: 'SBIINB',
          content: 'credited',
          receivedAt: now.toISOString(),
        },
      ],
    };
    const res = await b.call('POST', '/v1.0/monitor/report', deviceBody(b, body, key));
    expect(res.code).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('lists the lines newest first with their account, and filters by phase, card, order and time', async () => {
    const all = await list('service001');
    expect(all.code).toBe(200);
    expect(all.data.list.map((l) => l.logPhase)).toEqual(['unmatched', 'report', 'state', 'state']);
    expect(all.data.list[0]).toMatchObject({
      monitorId: resourceId,
      cardNumber: '50100999888777',
      supplierName: supplierAccount,
    });
    expect((await list('techmaint1', { logPhase: 'report' })).data.list.map((l) => l.content)).toEqual([
      expect.stringContaining('income 43.21'),
    ]);
    expect((await list('admin0001', { cardNumber: '0000' })).data.total).toBe(0);
    expect((await list('admin0001', { orderCode: 'C-none' })).data.total).toBe(0);
    expect((await list('superadmin', { startTime: '2026-05-01', endTime: '2026-05-01 23:59:59' })).data.total).toBe(3);
    expect(await list('superadmin', { logPhase: 'nonsense' })).toMatchObject({
      code: 400,
      msgId: 'validation.logPhase.invalid',
    });
  });

  it('is not shown to suppliers and merchants', async () => {
    expect((await list(supplierAccount)).code).toBe(403);
    expect((await list('merchant01')).code).toBe(403);
  });

  it('clears the lines older than DataClearCycle days, for superAdmin only, with an audit record', async () => {
    expect((await clear('admin0001')).code).toBe(403);
    await setSetting(b, 'DataClearCycle', 30);
    const res = await clear('superadmin');
    expect(res.data).toEqual({ deleted: 1, before: new Date(now.getTime() - 30 * day).toISOString() });
    expect((await list('superadmin')).data.total).toBe(3);
    const [audit] = await b.db.select().from(auditRecords).where(eq(auditRecords.action, 'monitorLog.clear'));
    expect(audit).toMatchObject({ operatorAccount: 'superadmin', after: { deleted: 1 } });
    expect((await clear('superadmin')).data.deleted).toBe(0);
  });
});
