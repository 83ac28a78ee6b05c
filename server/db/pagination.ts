import { and, count, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { pageCursorOf, type AmountCursor, type OrderSort, type PageCursor } from '../../src/contract/index.ts';
import type { DbOrTx } from './client.ts';

/** The page a list call asks for: pageIndex counts from 1, pageNum rows a page. */
export interface PageRequest {
  pageIndex: number;
  pageNum: number;
}

/**
 * One page of a list query (built with `.$dynamic()`, ordered) and the total under the same
 * condition, read in parallel: every paged list of the API counts and pages the same way.
 */
export async function listPage<Q extends PgSelect>(
  db: DbOrTx,
  query: Q,
  table: PgTable,
  where: SQL | undefined,
  page: PageRequest,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const [rows, [total]] = await Promise.all([
    query.limit(page.pageNum).offset((page.pageIndex - 1) * page.pageNum) as unknown as Promise<Awaited<Q>>,
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * created_at to the microsecond, UTC, as a page cursor carries it (decision 082): a JS Date
 * keeps milliseconds only, and rows of one millisecond must neither repeat nor vanish between pages.
 */
export const cursorTimeOf = (createdAt: PgColumn) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The rows after a cursor in a list read newest first by (created_at, id), written as a range on
 * created_at that every created_at index reads (alone or after a scope column), the id breaking
 * ties within the cursor's microsecond.
 */
export function afterCursor(createdAt: PgColumn, id: PgColumn, cursor: PageCursor): SQL {
  const time = sql`${cursor.time}::timestamptz`;
  return and(lte(createdAt, time), or(lt(createdAt, time), lt(id, cursor.id)))!;
}

/**
 * The rows after an amount cursor in a list read by (amount, id) (decision 124), written as a range
 * on amount that an (amount, id) index reads (alone or after a scope column), the id breaking ties
 * within the cursor's amount (as `afterCursor` does for created_at).
 */
export function afterAmount(amount: PgColumn, id: PgColumn, sort: OrderSort, cursor: AmountCursor): SQL {
  return sort === 'amountDesc'
    ? and(lte(amount, cursor.amount), or(lt(amount, cursor.amount), lt(id, cursor.id)))!
    : and(gte(amount, cursor.amount), or(gt(amount, cursor.amount), gt(id, cursor.id)))!;
}

/** A keyset page from `pageNum + 1` rows read: the page, whether more follow, and the cursor of the next. */
export function keysetPage<R extends { cursorTime: string }>(read: R[], pageNum: number, idOf: (row: R) => number) {
  const more = read.length > pageNum;
  const rows = read.slice(0, pageNum);
  const last = rows.at(-1);
  return { rows, more, nextCursor: more && last ? pageCursorOf({ time: last.cursorTime, id: idOf(last) }) : null };
}

/** A list read newest first by (created_at, id): by number on page 1 (or an export's numbered page), by cursor after. */
export interface NewestFirstRequest extends PageRequest {
  cursor?: PageCursor | undefined;
}

/**
 * One page of a newest-first keyset list (the payout list, fund records): `read` gets the condition
 * (with the cursor's range when there is one), the rows to read and the offset; a page by number is
 * counted in `table` as `listPage` counts, a cursor page counts nothing and its total is its rows
 * plus one when more follow.
 */
export async function newestFirstPage<R extends { cursorTime: string }>(
  db: DbOrTx,
  page: NewestFirstRequest,
  where: SQL | undefined,
  read: (where: SQL | undefined, limit: number, offset: number) => Promise<R[]>,
  keys: { table: PgTable; createdAt: PgColumn; id: PgColumn; idOf: (row: R) => number },
): Promise<{ rows: R[]; nextCursor: string | null; total: number }> {
  const { cursor } = page;
  const [found, counted] = await Promise.all([
    read(
      cursor ? and(where, afterCursor(keys.createdAt, keys.id, cursor)) : where,
      page.pageNum + 1,
      cursor ? 0 : (page.pageIndex - 1) * page.pageNum,
    ),
    cursor ? null : db.select({ n: count() }).from(keys.table).where(where),
  ]);
  const { rows, more, nextCursor } = keysetPage(found, page.pageNum, keys.idOf);
  return { rows, nextCursor, total: counted ? Number(counted[0]?.n ?? 0) : rows.length + (more ? 1 : 0) };
}
