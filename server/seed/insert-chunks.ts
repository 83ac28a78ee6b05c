import { getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/**
 * Inserts `rows` `size` at a time. When every row names the same columns (the seed's drafts do),
 * a chunk goes as ONE JSON parameter expanded by `json_populate_recordset`: building and binding
 * tens of thousands of parameters cost about two thirds of the demo seed, parsing one JSON text
 * costs little. Rows of differing shapes (a column left to its default in some) take drizzle's
 * multi-row insert, which writes DEFAULT for what a row leaves out.
 */
export async function insertInChunks<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: PgInsertValue<T>[],
  size: number,
): Promise<void> {
  const columns = getTableColumns(table);
  const keys = rows.length > 0 ? Object.keys(rows[0]!).filter((k) => k in columns) : [];
  const uniform = rows.every(
    (r) => Object.keys(r).length === keys.length && keys.every((k) => (r as Record<string, unknown>)[k] !== undefined),
  );
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    if (!uniform) {
      await db.insert(table).values(chunk);
      continue;
    }
    const json = chunk.map((r) => {
      const o: Record<string, unknown> = {};
      for (const k of keys) {
        const column = columns[k]!;
        const v = (r as Record<string, unknown>)[k];
        // A json column's driver value is its JSON text: inside the one JSON parameter it would
        // land as a JSON string, so the value goes in as it is and json_populate_recordset types it.
        const driver = v === null ? null : column.dataType === 'json' ? v : column.mapToDriverValue(v);
        o[column.name] = driver instanceof Date ? driver.toISOString() : driver;
      }
      return o;
    });
    const names = sql.join(
      keys.map((k) => sql.identifier(columns[k]!.name)),
      sql`, `,
    );
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(json)}::json)`,
    );
  }
}
