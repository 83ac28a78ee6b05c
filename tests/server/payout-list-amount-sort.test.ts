import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CursorPage, PayoutRow } from '../../src/contract/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/**
 * The payout list by amount (the desk table's sort, decision 124): its own keyset on (amount, id),
 * every payout of the caller's scope once, in amount order across pages.
 */
type Query = Record<string, unknown>;

describe.each(backends)('payout list by amount (%s)', (kind) => {
  let b: TestBackend;
  const tokens: Record<string, string> = {};
  const list = (account: string, query: Query = {}) =>
    b.call<CursorPage<PayoutRow>>('GET', '/v1.0/payoutOrder/getList', query, { token: tokens[account] ?? '' });
  const rowsOf = async (q: ReturnType<typeof sql>) =>
    ((await b.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
  /** The ids the database orders by amount then id, all payouts or one merchant's. */
  async function ids(direction: 'asc' | 'desc', merchant?: string): Promise<number[]> {
    const order = direction === 'asc' ? sql`amount asc, id asc` : sql`amount desc, id desc`;
    const scope = merchant
      ? sql`where merchant_id = (select id from users where account = ${merchant})`
      : sql`where true`;
    return (await rowsOf(sql`select id from payout_orders ${scope} order by ${order}`)).map((r) => Number(r.id));
  }
  /** Follows nextCursor as amountCursor from the first page to the end; the amounts as read. */
  async function walk(account: string, query: Query) {
    const walked: PayoutRow[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 1000; pages += 1) {
      const res = await list(account, { ...query, ...(cursor ? { amountCursor: cursor } : {}) });
      expect(res.code).toBe(200);
      if (pages > 0) expect(res.data.total).toBe(res.data.list.length + (res.data.nextCursor ? 1 : 0));
      walked.push(...res.data.list);
      cursor = res.data.nextCursor;
      if (cursor === null) break;
    }
    return walked;
  }

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 50, now: new Date('2026-05-01T12:00:00.000Z') });
    for (const account of ['admin0001', 'merchant01']) tokens[account] = await b.sessionFor(account);
    // Payouts of one amount, some of merchant01's among them: the id must order them and the cursor
    // neither skip nor repeat them, nor another merchant's of that amount slip in.
    await b.db.execute(
      sql`update payout_orders set amount = 50000 where id in (select id from payout_orders order by id limit 12)`,
    );
    await b.db.execute(
      sql`update payout_orders set amount = 50000 where id in (select id from payout_orders where merchant_id = (select id from users where account = 'merchant01') order by id desc limit 4)`,
    );
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it.each([
    ['amountDesc', 'desc'],
    ['amountAsc', 'asc'],
  ] as const)('walks every payout once by %s for staff, ties by id, pages of 4', async (sort, direction) => {
    const expected = await ids(direction);
    expect(expected.length).toBeGreaterThan(12);
    const walked = await walk('admin0001', { sort, pageNum: 4 });
    expect(walked.map((p) => p.id)).toEqual(expected);
  });

  it.each([
    ['amountDesc', 'desc'],
    ['amountAsc', 'asc'],
  ] as const)('walks a merchant’s own payouts only by %s, in amount order across pages', async (sort, direction) => {
    const expected = await ids(direction, 'merchant01');
    const all = await ids(direction);
    expect(expected.length).toBeGreaterThan(6);
    expect(expected.length).toBeLessThan(all.length);
    const walked = await walk('merchant01', { sort, pageNum: 3 });
    expect(walked.map((p) => p.id)).toEqual(expected);
    const amounts = walked.map((p) => p.amount);
    expect(amounts).toEqual([...amounts].sort((x, y) => (direction === 'asc' ? x - y : y - x)));
  });

  it('counts the first page as the newest-first list does, in the scope', async () => {
    for (const account of ['admin0001', 'merchant01']) {
      const plain = await list(account, { pageNum: 5 });
      const sorted = await list(account, { pageNum: 5, sort: 'amountAsc' });
      expect(sorted.data.total).toBe(plain.data.total);
    }
  });

  it.each([
    [{ sort: 'amountDesc', cursor: '2026-04-30T10:00:00.123456Z_5' }, 'cursor'],
    [{ amountCursor: '100_5' }, 'amountCursor'],
    [{ sort: 'amountAsc', amountCursor: '100_5', pageIndex: 2 }, 'amountCursor'],
    [{ sort: 'amountDesc', amountCursor: '2026-04-30T10:00:00.123456Z_5' }, 'amountCursor'],
    [{ sort: 'amountDesc', amountCursor: '-1_5' }, 'amountCursor'],
    [{ sort: 'largest' }, 'sort'],
  ])('refuses %o with 400 on %s, never a database error', async (query, field) => {
    const res = await list('merchant01', query);
    expect([res.code, res.msgId, (res.data as unknown as { field: string }).field]).toEqual([
      400,
      'validation.pageCursor.invalid',
      field,
    ]);
  });
});
