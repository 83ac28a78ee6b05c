import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listViewLimits, serverMessages, type ListViewRow } from '../../src/contract/index.ts';
import { auditRecords } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
const page = 'orders';
const path = '/order/list';

describe.each(backends)('saved list views and the export audit (%s)', (kind) => {
  let b: TestBackend;
  let admin: string;
  let merchant: string;
  let otherMerchant: string;
  let service: string;

  const views = (token: string, p = page) =>
    b.call<ListViewRow[]>('GET', '/v1.0/listView/list', { page: p }, { token });
  const save = (token: string, input: Record<string, unknown>) =>
    b.call<ListViewRow>('POST', '/v1.0/listView/save', { page, ...input }, { token });

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10, now });
    admin = await b.sessionFor('admin0001');
    merchant = await b.sessionFor('merchant01');
    otherMerchant = await b.sessionFor('merchant02');
    service = await b.sessionFor('service001');
  });
  afterAll(() => b.close());

  it('keeps a person’s views to themselves, and saving a name again replaces its filters', async () => {
    const first = await save(merchant, { name: 'Paid', filters: { orderStatusId: '2' } });
    expect(first.code).toBe(200);
    const again = await save(merchant, { name: 'Paid', filters: { orderStatusId: '2,3' } });
    expect(again.data.id).toBe(first.data.id);
    expect((await views(merchant)).data).toEqual([
      { id: first.data.id, page, name: 'Paid', filters: { orderStatusId: '2,3' }, sharedRole: null, editable: true },
    ]);
    expect((await views(otherMerchant)).data).toEqual([]);
    expect((await views(merchant, 'payouts')).data).toEqual([]);
  });

  it('renames and deletes only the person’s own views', async () => {
    const made = await save(merchant, { name: 'Mine', filters: { orderNumber: 'A1' } });
    const stranger = await b.call(
      'POST',
      '/v1.0/listView/update',
      { id: made.data.id, name: 'Stolen' },
      { token: otherMerchant },
    );
    expect(stranger.code).toBe(404);
    expect((await b.call('POST', '/v1.0/listView/delete', { id: made.data.id }, { token: otherMerchant })).code).toBe(
      404,
    );
    const renamed = await b.call<ListViewRow>(
      'POST',
      '/v1.0/listView/update',
      { id: made.data.id, name: 'Renamed' },
      { token: merchant },
    );
    expect(renamed.data.name).toBe('Renamed');
    expect(
      (await b.call('POST', '/v1.0/listView/update', { id: made.data.id, name: 'Paid' }, { token: merchant })).code,
    ).toBe(400);
    expect((await b.call('POST', '/v1.0/listView/delete', { id: made.data.id }, { token: merchant })).code).toBe(200);
    expect((await views(merchant)).data.map((v) => v.name)).toEqual(['Paid']);
  });

  it('lets only admins publish a view for a role, which that role’s users see but cannot change', async () => {
    expect((await save(merchant, { name: 'For all', filters: {}, sharedRole: 'merchant' })).code).toBe(403);
    const published = await save(admin, {
      name: 'Waiting',
      filters: { orderStatusId: '1' },
      sharedRole: 'customerService',
    });
    expect(published.code).toBe(200);
    const seen = (await views(service)).data;
    expect(seen).toEqual([
      expect.objectContaining({ name: 'Waiting', sharedRole: 'customerService', editable: false }),
    ]);
    expect((await views(merchant)).data.map((v) => v.name)).toEqual(['Paid']);
    expect((await b.call('POST', '/v1.0/listView/delete', { id: published.data.id }, { token: service })).code).toBe(
      404,
    );
    const logged = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, 'listView.publish'), eq(auditRecords.operatorAccount, 'admin0001')));
    expect(logged).toHaveLength(1);
  });

  it('refuses filters past the contract’s limits and views past the page’s limit', async () => {
    const long = await save(merchant, {
      name: 'Long',
      filters: { orderNumber: 'x'.repeat(listViewLimits.valueMax + 1) },
    });
    expect(long.code).toBe(400);
    const many = Object.fromEntries(Array.from({ length: listViewLimits.keysMax + 1 }, (_, i) => [`k${i}`, 'v']));
    expect((await save(merchant, { name: 'Many', filters: many })).code).toBe(400);
    expect((await save(merchant, { name: 'Nested', filters: { a: { b: 1 } } })).code).toBe(400);
    const p = 'fundRecords';
    for (let i = 0; i < listViewLimits.perPage; i++)
      expect(
        (await b.call('POST', '/v1.0/listView/save', { page: p, name: `v${i}`, filters: {} }, { token: merchant }))
          .code,
      ).toBe(200);
    const over = await b.call(
      'POST',
      '/v1.0/listView/save',
      { page: p, name: 'one more', filters: {} },
      { token: merchant },
    );
    expect(over).toMatchObject({ code: 400, msg: serverMessages['errors.listViewLimit'] });
  });

  it('records each export with the list, its filters and the format', async () => {
    const res = await b.call(
      'POST',
      '/v1.0/listView/auditExport',
      { path, list: 'orders', format: 'xlsx', filters: { orderStatusId: '2' } },
      { token: merchant },
    );
    expect(res.code).toBe(200);
    const [record] = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, 'list.export'), eq(auditRecords.operatorAccount, 'merchant01')));
    expect(record).toMatchObject({ targetType: 'list', targetId: 'orders' });
    expect(record!.after).toMatchObject({ path, format: 'xlsx', filters: { orderStatusId: '2' } });
    expect(
      (await b.call('GET', '/v1.0/listView/auditExport', { path, list: 'orders', format: 'csv' }, { token: merchant }))
        .code,
    ).not.toBe(200);
  });
});
