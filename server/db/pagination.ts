import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
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
export async function listPage<Q extends PgSelect>(db: DbOrTx, query: Q, table: PgTable, where: SQL | undefined, page: PageRequest): Promise<{ rows: Awaited<Q>; total: number }> {
  const [rows, [total]] = await Promise.all([
    query.limit(page.pageNum).offset((page.pageIndex - 1) * page.pageNum) as unknown as Promise<Awaited<Q>>,
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
