import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/**
 * Multi-row inserts of `size` rows: one statement per chunk is what makes the 24,000-order seed
 * fast, while staying under PostgreSQL's 65,535 bind parameters per statement.
 */
export async function insertInChunks<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: PgInsertValue<T>[],
  size: number,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}
