import { OrderStatus } from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { settingValue } from '../system-config/index.ts';
import { expiredAt, timeOutExpiredBatch } from './records-repository.ts';
import { startJobLoop, type StopJob } from '../../lib/job-loop.ts';
import type { JobLog } from '../../lib/logger.ts';
import { tellOrderMove } from './outcome-events.ts';
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
  const expired = expiredAt(now, now.getTime() - cutoff.getTime());
  // Every status the job claims may move to timedOut (the state machine's table says so).
  const statuses = timeoutableStatuses.filter((s) => canTransition(s, OrderStatus.timedOut));
  let moved = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const timedOut = await timeOutExpiredBatch(tx, statuses, expired, OrderStatus.timedOut, now, batchSize);
      // Each timed-out order's callback event, in the transaction that moved it; the status before
      // was one of the timeoutable ones, none of them told.
      for (const o of timedOut) await tellOrderMove(tx, { status: OrderStatus.allocated }, o, now);
      return timedOut.length;
    });
    moved += n;
    if (n < batchSize) return moved;
  }
}

/** Started by server/main.ts (never in tests: they call timeOutOrders with a ManualClock). */
export function startTimeoutJob(db: Db, clock: Clock, log: JobLog, everyMs = 30_000): StopJob {
  return startJobLoop('orderTimeouts', everyMs, () => timeOutOrders(db, clock), log);
}
