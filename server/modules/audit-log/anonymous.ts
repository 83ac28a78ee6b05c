import { and, lte, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../src/contract/index.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { anonymousEvents } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { startJobLoop, type StopJob } from '../../lib/job-loop.ts';
import type { JobLog } from '../../lib/logger.ts';
import { anonymousEventsCounted } from '../../lib/metrics.ts';
import { audit } from './record.ts';

/** One summary a source and target per 10 minutes (decision 110). */
export const anonymousWindowMs = 10 * 60_000;
/** Addresses kept with a summary: enough to see a spread, bounded whatever the sender does. */
const addressesKept = 10;

const windowOf = (now: Date) => new Date(Math.floor(now.getTime() / anonymousWindowMs) * anonymousWindowMs);

/**
 * Counts one thing an anonymous caller set off (decision 110): a row per source, target and
 * window, never a row per request, so a sender cannot grow the audit log or any table. Answers the
 * count so far in the window: a caller keeps a detailed record only for the first (count 1).
 */
export async function countAnonymous(
  db: DbOrTx,
  event: { source: AuditAction; target: string; ip: string; now: Date },
): Promise<number> {
  anonymousEventsCounted.inc({ source: event.source });
  const [row] = await db
    .insert(anonymousEvents)
    .values({
      source: event.source,
      target: event.target,
      windowStart: windowOf(event.now),
      count: 1,
      addresses: [event.ip],
      lastAt: event.now,
    })
    .onConflictDoUpdate({
      target: [anonymousEvents.source, anonymousEvents.target, anonymousEvents.windowStart],
      set: {
        count: sql`${anonymousEvents.count} + 1`,
        lastAt: event.now,
        addresses: sql`case when ${event.ip} = any(${anonymousEvents.addresses})
          or cardinality(${anonymousEvents.addresses}) >= ${addressesKept}
          then ${anonymousEvents.addresses} else array_append(${anonymousEvents.addresses}, ${event.ip}::text) end`,
      },
    })
    .returning({ count: anonymousEvents.count });
  return row?.count ?? 1;
}

/**
 * Turns every closed window into one audit record: who is "anonymous" (no operator), what is the
 * source, and the count, the first addresses and the window; nothing the senders claimed. Claimed
 * with SKIP LOCKED and deleted in the same transaction, so instances running it together write
 * each summary once.
 */
export async function summariseAnonymous(db: Db, clock: Clock): Promise<number> {
  // A window is closed once the current one has begun.
  const lastClosed = new Date(windowOf(clock.now()).getTime() - anonymousWindowMs);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(anonymousEvents)
      .where(lte(anonymousEvents.windowStart, lastClosed))
      .limit(500)
      .for('update', { skipLocked: true });
    for (const r of rows) {
      await audit(tx, { auth: null, ip: r.addresses[0] ?? '', clock }, r.source as AuditAction, r.target, null, {
        count: r.count,
        addresses: r.addresses,
        from: r.windowStart.toISOString(),
        to: new Date(r.windowStart.getTime() + anonymousWindowMs).toISOString(),
        lastAt: r.lastAt.toISOString(),
      });
      await tx
        .delete(anonymousEvents)
        .where(
          and(
            sql`${anonymousEvents.source} = ${r.source}`,
            sql`${anonymousEvents.target} = ${r.target}`,
            sql`${anonymousEvents.windowStart} = ${r.windowStart}`,
          ),
        );
    }
    return rows.length;
  });
}

/** Every minute: closed windows become their summaries. */
export function startAnonymousSummaryJob(db: Db, clock: Clock, log: JobLog, everyMs = 60_000): StopJob {
  return startJobLoop('anonymousSummaries', everyMs, () => summariseAnonymous(db, clock), log);
}
