import { and, inArray, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { settingValue } from '../system-config/index.ts';
import { canTransition, timeoutableStatuses } from './state-machine.ts';

/**
 * Ends orders nobody paid before their expiry (OrderTimeoutMinutes after allocation). Each batch is claimed with
 * FOR UPDATE SKIP LOCKED in its own transaction, so several instances running the job at once
 * split the work and never time out one order twice; a supplement holding an order's row lock
 * makes the job skip it (and the job's lock makes the supplement wait, then see timedOut).
 * Answers how many orders it moved.
 */
export async function timeOutOrders(db: Db, clock: Clock, batchSize = 200): Promise<number> {
  const minutes = Number(await settingValue(db, 'OrderTimeoutMinutes'));
  const now = clock.now();
  const cutoff = new Date(now.getTime() - Math.max(1, minutes) * 60_000);
  // An order's own expiry counts (reselect and reject-to-list give it a new one); orders from
  // before expires_at existed fall back to their creation time plus the setting.
  const expired = sql`coalesce(${orders.expiresAt}, ${orders.createdAt} + (${now.getTime() - cutoff.getTime()} * interval '1 millisecond')) <= ${now}`;
  // Every status the job claims may move to timedOut (the state machine's table says so).
  const statuses = timeoutableStatuses.filter((s) => canTransition(s, OrderStatus.timedOut));
  let moved = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const claimed = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.status, statuses), expired))
        .orderBy(orders.createdAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return 0;
      const ids = claimed.map((r) => r.id);
      await tx
        .update(orders)
        .set({ status: OrderStatus.timedOut, updatedAt: now, remark: sql`case when ${orders.remark} = '' then 'Timed out' else ${orders.remark} end` })
        .where(and(inArray(orders.id, ids), inArray(orders.status, statuses)));
      return claimed.length;
    });
    moved += n;
    if (n < batchSize) return moved;
  }
}

/** Started by server/main.ts (never in tests: they call timeOutOrders with a ManualClock). */
export function startTimeoutJob(db: Db, clock: Clock, everyMs = 30_000, log: (e: unknown) => void = console.error): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    timeOutOrders(db, clock)
      .catch(log)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
