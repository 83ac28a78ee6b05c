import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CursorPage, PayoutRow } from '../../src/contract/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/** Keyset pages of payoutOrder/getList (decision 082): every payout once, rows of one microsecond included. */
describe.each(backends)('payout list by cursor (%s)', (kind) => {
  let b: TestBackend;
  let token = '';
  const list = (query: Record<string, unknown>) =>
    b.call<CursorPage<PayoutRow>>('GET', '/v1.0/payoutOrder/getList', query, { token });

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 50, now: new Date('2026-05-01T12:00:00.000Z') });
    token = await b.sessionFor('admin0001');
    // A few payouts of one microsecond, told apart by their ids only.
    await b.db.execute(
      sql`update payout_orders set created_at = '2026-04-30T10:00:00.123456Z' where id in (select id from payout_orders order by id limit 5)`,
    );
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('reaches every payout once, newest first, counting on the first page only', async () => {
    const expected = (
      (await b.db.execute(sql`select id from payout_orders order by created_at desc, id desc`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((r) => Number(r.id));
    expect(expected.length).toBeGreaterThan(6);
    const walked: number[] = [];
    let cursor: string | null = null;
    for (let n = 0; n === 0 || (cursor !== null && n < 500); n++) {
      const res = await list({ pageNum: 3, ...(cursor ? { cursor } : {}) });
      expect(res.code).toBe(200);
      if (n === 0) expect(res.data.total).toBe(expected.length);
      else expect(res.data.total).toBe(res.data.list.length + (res.data.nextCursor ? 1 : 0));
      walked.push(...res.data.list.map((p) => p.id));
      cursor = res.data.nextCursor;
    }
    expect(walked).toEqual(expected);
  });

  it('refuses a malformed cursor with 400 on the field', async () => {
    const res = await list({ cursor: '2026-04-31T10:00:00.000000Z_3' });
    expect([res.code, res.msgId, (res.data as unknown as { field: string }).field]).toEqual([
      400,
      'validation.pageCursor.invalid',
      'cursor',
    ]);
  });
});
