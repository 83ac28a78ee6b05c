import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CursorPage, FundRecordRow } from '../../src/contract/index.ts';
import { findUserByAccount } from '../../server/modules/user/repository.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/** Keyset pages of fundRecord/getList (decision 062): every record once, rows of one microsecond included, in the caller's scope. */
describe.each(backends)('fund records by cursor (%s)', (kind) => {
  let b: TestBackend;
  const list = (query: Record<string, unknown>, token: string) =>
    b.call<CursorPage<FundRecordRow>>('GET', '/v1.0/fundRecord/getList', query, { token });
  const idsOf = async (where: ReturnType<typeof sql>) =>
    (
      (await b.db.execute(
        sql`select id from fund_records where ${where} order by created_at desc, id desc`,
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((r) => Number(r.id));

  /** Walks the list by cursor, `pageNum` rows a page, checking each page's total; the ids in order. */
  async function walk(token: string, pageNum: number, firstTotal: number) {
    const walked: number[] = [];
    let cursor: string | null = null;
    for (let n = 0; n === 0 || (cursor !== null && n < 500); n++) {
      const res = await list({ pageNum, ...(cursor ? { cursor } : {}) }, token);
      expect(res.code).toBe(200);
      if (n === 0) expect(res.data.total).toBe(firstTotal);
      else expect(res.data.total).toBe(res.data.list.length + (res.data.nextCursor ? 1 : 0));
      walked.push(...res.data.list.map((r) => r.id));
      cursor = res.data.nextCursor;
    }
    return walked;
  }

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 40, now: new Date('2026-05-01T12:00:00.000Z') });
    // Records of one microsecond, told apart by their ids only.
    await b.db.execute(
      sql`update fund_records set created_at = '2026-04-30T10:00:00.123456Z' where id in (select id from fund_records order by id limit 5)`,
    );
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('reaches every record once, newest first, counting on the first page only', async () => {
    const expected = await idsOf(sql`true`);
    expect(expected.length).toBeGreaterThan(6);
    expect(await walk(await b.sessionFor('admin0001'), 3, expected.length)).toEqual(expected);
  });

  it("walks a merchant's own records only", async () => {
    const merchant = (await findUserByAccount(b.db, 'merchant01'))!.id;
    const expected = await idsOf(sql`user_id = ${merchant}`);
    expect(expected.length).toBeGreaterThan(2);
    expect(await walk(await b.sessionFor('merchant01'), 2, expected.length)).toEqual(expected);
  });

  it('refuses a malformed cursor, and a cursor past page 1, with 400 on the field', async () => {
    const token = await b.sessionFor('admin0001');
    const bad = await list({ cursor: '2026-04-31T10:00:00.000000Z_3' }, token);
    expect([bad.code, bad.msgId, (bad.data as unknown as { field: string }).field]).toEqual([
      400,
      'validation.pageCursor.invalid',
      'cursor',
    ]);
    const first = await list({ pageNum: 2 }, token);
    expect(first.data.nextCursor).not.toBeNull();
    const both = await list({ pageNum: 2, pageIndex: 2, cursor: first.data.nextCursor }, token);
    expect(both.code).toBe(400);
  });
});
