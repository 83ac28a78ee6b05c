import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL connection pool', () => {
  it('survives the server ending an idle connection and answers the next query', async () => {
    const database = await openDatabase({ url: url!, poolSize: 2 });
    const crashes: unknown[] = [];
    const onCrash = (err: unknown) => crashes.push(err);
    process.on('uncaughtException', onCrash);
    try {
      const rowsOf = async <T>(q: ReturnType<typeof sql>) =>
        ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
      const [first] = await rowsOf<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [first!.pid]);
      await admin.end();
      await new Promise((r) => setTimeout(r, 200));
      expect(await rowsOf<{ one: number }>(sql`select 1 as one`)).toEqual([{ one: 1 }]);
      expect(crashes).toEqual([]);
    } finally {
      process.off('uncaughtException', onCrash);
      await database.close();
    }
  });
});
