import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema.ts';
import { pageOrders } from '../../server/modules/orders/repository.ts';
import { startBackend, type TestBackend } from './support/backend.ts';
import { until } from './support/until.ts';

/**
 * Decision 138: the first page's capped count is asked beside the page's rows, on a connection of
 * its own, not after them, so the page waits for the slower of the two only; the count itself is
 * still the exact one up to the cap. PostgreSQL only: PGlite has one connection, where the two
 * queries take turns as before.
 */
const admin = process.env.TEST_DATABASE_URL;

describe.skipIf(!admin)('the first page of the order list and its count (PostgreSQL)', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startBackend('postgres', { orderCount: 300 });
  });
  afterAll(async () => {
    await b?.close();
  });

  it('counts the first page while its rows are still being read, and the count is exact', async () => {
    const [{ name } = { name: '' }] = (
      (await b.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
    ).rows;
    const url = new URL(admin!);
    url.pathname = `/${name}`;
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    try {
      // The rows join products, the count reads orders alone: with products locked the rows wait,
      // and only a count sent beside them (not after them) can end meanwhile.
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
      // A condition no other query has, to find this page's two queries in pg_stat_activity.
      const where = sql`${orders.status} <> 10 and 7919 = 7919`;
      const page = pageOrders(b.db, where, { pageIndex: 1, pageNum: 5 }, 10_000).then(
        (r) => r,
        (e: unknown) => e,
      );
      // The two queries as PostgreSQL sees them; the activity view is read afresh each time, as the
      // locker's open transaction would otherwise keep showing its first snapshot of it.
      const activity = async () => {
        await locker.query('select pg_stat_clear_snapshot()');
        return (
          await locker.query<{ state: string; wait: string | null; query: string }>(
            `select state, wait_event_type as wait, query from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and query like '%7919 = 7919%'`,
          )
        ).rows;
      };
      const seen = await until(
        activity,
        (rows) =>
          rows.some((r) => r.state === 'idle' && /count\(/i.test(r.query)) && rows.some((r) => r.wait === 'Lock'),
        30_000,
      );
      expect(seen.find((r) => r.wait === 'Lock')?.query).toMatch(/join "products"/);
      await locker.query('COMMIT');
      const result = await page;
      const [{ n } = { n: -1 }] = (
        (await b.db.execute(sql`select count(*)::int as n from orders where status <> 10`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(result).toMatchObject({ total: n, totalCapped: false });
      expect((result as { rows: unknown[] }).rows).toHaveLength(5);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
  });
});
