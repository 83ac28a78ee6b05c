// What the PostgreSQL benches share: the server they make their databases on, a raw query's rows,
// a timed step, and a statement on the admin database (CREATE/DROP DATABASE).
import type { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../server/db/client.ts';

export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const rows = async <T>(db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

export async function timed<T>(label: string, f: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const r = await f();
  console.log(`${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return r;
}

export async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}
