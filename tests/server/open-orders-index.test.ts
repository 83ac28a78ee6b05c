import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '../../src/contract/index.ts';
import { canTransition, timeoutableStatuses } from '../../server/modules/orders/state-machine.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';

/** The statuses migration 0037's partial index holds: the ones the timeout job claims. */
const indexed = [0, 1, 6, 11];

describe.each(backends)('the open-orders index of the timeout job (%s)', (kind) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30 });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('holds exactly the statuses the timeout job claims', () => {
    const claimed = timeoutableStatuses.filter((s) => canTransition(s, OrderStatus.timedOut));
    expect([...claimed].sort((x, y) => x - y)).toEqual(indexed);
  });

  it("serves the job's claim of the oldest expired open orders", async () => {
    const plan = await b.db.transaction(async (tx) => {
      // Thirty orders are too few for the planner to prefer an index on its own.
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(
        sql.raw(`explain select id from orders where status in (${indexed.join(', ')})
          and coalesce(expires_at, created_at + interval '15 minutes') <= now()
          order by created_at limit 200 for update skip locked`),
      );
      return (res as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('orders_open_created_idx');
  });
});
