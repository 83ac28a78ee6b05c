import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderPage } from '../../src/contract/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/** The desk table's sort by amount (decision 124): its own keyset on (amount, id), every row once. */
const now = new Date('2026-05-01T12:00:00.000Z');
type Query = Record<string, unknown>;

describe.each(backends)('order list by amount (%s)', (kind) => {
  let b: TestBackend;
  let token = '';
  const list = (query: Query = {}) => b.call<OrderPage>('GET', '/v1.0/order/getList', query, { token });
  async function ids(direction: 'asc' | 'desc'): Promise<number[]> {
    const order = direction === 'asc' ? sql`amount asc, id asc` : sql`amount desc, id desc`;
    const res = (await b.db.execute(sql`select id from orders where status <> 10 order by ${order}`)) as unknown as {
      rows: { id: number }[];
    };
    return res.rows.map((r) => Number(r.id));
  }
  /** Follows nextCursor as amountCursor from the first page to the end. */
  async function walk(query: Query): Promise<number[]> {
    const walked: number[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 1000; pages += 1) {
      const res = await list({ ...query, ...(cursor ? { amountCursor: cursor } : {}) });
      expect(res.code).toBe(200);
      walked.push(...res.data.list.map((o) => o.id));
      cursor = res.data.nextCursor;
      if (cursor === null) break;
    }
    return walked;
  }

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 200, now });
    token = await b.sessionFor('admin0001');
    // Many orders of one amount: the id must order them and the cursor neither skip nor repeat them.
    await b.db.execute(sql`update orders set amount = 50000 where id in (select id from orders order by id limit 30)`);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it.each([
    ['amountDesc', 'desc'],
    ['amountAsc', 'asc'],
  ] as const)('walks every row once by %s, ties by id, pages of 7', async (sort, direction) => {
    const walked = await walk({ sort, pageNum: 7 });
    expect(walked).toEqual(await ids(direction));
  });

  it('counts the first page as the newest-first list does', async () => {
    const plain = await list({ pageNum: 5 });
    const sorted = await list({ pageNum: 5, sort: 'amountDesc' });
    expect(sorted.data.total).toBe(plain.data.total);
  });

  it.each([
    [{ sort: 'amountDesc', cursor: '2026-04-30T10:00:00.123456Z_5' }, 'cursor'],
    [{ amountCursor: '100_5' }, 'amountCursor'],
    [{ sort: 'amountDesc', amountCursor: '100_5', pageIndex: 2 }, 'amountCursor'],
    [{ sort: 'amountDesc', amountCursor: '2026-04-30T10:00:00.123456Z_5' }, 'amountCursor'],
    [{ sort: 'amountDesc', amountCursor: '-1_5' }, 'amountCursor'],
    [{ sort: 'largest' }, 'sort'],
  ])('refuses %o with 400 on %s, never a database error', async (query, field) => {
    const res = await list(query);
    expect([res.code, res.msgId, (res.data as unknown as { field: string }).field]).toEqual([
      400,
      'validation.pageCursor.invalid',
      field,
    ]);
  });
});
