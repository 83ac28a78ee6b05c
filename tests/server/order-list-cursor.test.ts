import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderPage } from '../../src/contract/index.ts';
import { orders } from '../../server/db/schema.ts';
import { pageOrders } from '../../server/modules/orders/repository.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/** Keyset pages of the order list (decision 082): every row once, however deep, whatever the clock's precision. */
const now = new Date('2026-05-01T12:00:00.000Z');
type Query = Record<string, unknown>;

describe.each(backends)('order list by cursor (%s)', (kind) => {
  let b: TestBackend;
  let token = '';
  const list = (query: Query = {}) => b.call<OrderPage>('GET', '/v1.0/order/getList', query, { token });
  async function ids(where: SQL): Promise<number[]> {
    const res = (await b.db.execute(
      sql`select id from orders where ${where} order by created_at desc, id desc`,
    )) as unknown as { rows: { id: number }[] };
    return res.rows.map((r) => Number(r.id));
  }
  /** Follows nextCursor from the first page to the end; every page read by the API. */
  async function walk(query: Query): Promise<{ ids: number[]; pages: OrderPage[] }> {
    const pages: OrderPage[] = [];
    let cursor: string | null = null;
    do {
      const res = await list({ ...query, ...(cursor ? { cursor } : {}) });
      expect(res.code).toBe(200);
      pages.push(res.data);
      cursor = res.data.nextCursor;
    } while (cursor !== null && pages.length < 1000);
    return { ids: pages.flatMap((p) => p.list.map((o) => o.id)), pages };
  }

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 400, now });
    token = await b.sessionFor('admin0001');
    // Rows that share a creation time to the microsecond, and rows apart by microseconds within one
    // millisecond (what a JS Date cannot tell apart): the cursor must neither skip nor repeat them.
    await b.db.execute(
      sql`update orders set created_at = '2026-04-30T10:00:00.123456Z' where id in (select id from orders where status <> 10 order by id limit 9)`,
    );
    await b.db
      .execute(sql`update orders set created_at = timestamptz '2026-04-30T10:00:00.123Z' + (id % 7) * interval '1 microsecond'
      where id in (select id from orders where status <> 10 order by id offset 9 limit 14)`);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('reaches every row of the list once, in the order of the offset pages, and ends with a null cursor', async () => {
    const { ids: walked, pages } = await walk({ pageNum: 7 });
    expect(walked).toEqual(await ids(sql`status <> 10`));
    expect(new Set(walked).size).toBe(walked.length);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const offsetPage3 = await list({ pageIndex: 3, pageNum: 7 });
    expect(pages[2]!.list.map((o) => o.id)).toEqual(offsetPage3.data.list.map((o) => o.id));
  });

  it('neither skips nor repeats rows sharing a creation time, to the millisecond or the microsecond', async () => {
    const second = sql`created_at >= '2026-04-30T10:00:00Z' and created_at < '2026-04-30T10:00:01Z'`;
    const expected = await ids(sql`status <> 10 and ${second}`);
    expect(expected.length).toBeGreaterThanOrEqual(23);
    for (const pageNum of [1, 2, 3, 5]) {
      const { ids: walked } = await walk({ pageNum, startTime: '2026-04-30 10:00:00', endTime: '2026-04-30 10:00:00' });
      expect(walked).toEqual(expected);
    }
  });

  it('counts on the first page only: a cursor page says only whether more follow', async () => {
    const first = await list({ pageNum: 50 });
    expect([first.data.total, first.data.totalCapped]).toEqual([(await ids(sql`status <> 10`)).length, false]);
    const second = await list({ pageNum: 50, cursor: first.data.nextCursor });
    expect([second.data.total, second.data.totalCapped, second.data.list.length]).toEqual([51, true, 50]);
  });

  it('goes past the count cap: the cap bounds the count, never the rows', async () => {
    const where = sql`${orders.status} <> 10`;
    const first = await pageOrders(b.db, where, { pageIndex: 1, pageNum: 40 }, 50);
    expect([first.total, first.totalCapped]).toEqual([50, true]);
    const all = first.rows.map((r) => r.id);
    let next = first.nextCursor;
    while (next !== null) {
      const [time, id] = next.split('_');
      const page = await pageOrders(
        b.db,
        where,
        { pageIndex: 1, pageNum: 40, cursor: { time: time!, id: Number(id) } },
        50,
      );
      all.push(...page.rows.map((r) => r.id));
      next = page.nextCursor;
    }
    expect(all).toEqual(await ids(sql`status <> 10`));
  });

  it.each([
    ['not a cursor'],
    ['2026-02-30T10:00:00.000000Z_5'],
    ['2026-04-30T10:00:00.123Z_5'],
    ['2026-04-30T10:00:00.123456Z_0'],
    ['2026-04-30T10:00:00.123456Z_99999999999999999'],
    [`2026-04-30T10:00:00.123456Z_${'1'.repeat(40)}`],
  ])('refuses the cursor %s with 400, never a database error', async (cursor) => {
    const res = await list({ cursor });
    expect([res.code, res.msgId, (res.data as unknown as { field: string }).field]).toEqual([
      400,
      'validation.pageCursor.invalid',
      'cursor',
    ]);
  });

  it('refuses a cursor with a page index past 1: the cursor says where the page starts', async () => {
    const first = await list({ pageNum: 5 });
    const res = await list({ pageNum: 5, pageIndex: 2, cursor: first.data.nextCursor });
    expect([res.code, res.msgId]).toEqual([400, 'validation.pageCursor.invalid']);
  });
});
