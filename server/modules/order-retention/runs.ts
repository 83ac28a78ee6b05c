import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import {
  retentionTables,
  type RetentionCounts,
  type RetentionRun,
  type RetentionRunState,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { retentionRuns } from '../../db/schema.ts';

/** A run whose instance wrote nothing for this long has stopped (a batch takes well under a second). */
export const abandonedAfterMs = 10 * 60_000;

type RunRow = typeof retentionRuns.$inferSelect;

export const zeroCounts = (): RetentionCounts =>
  Object.fromEntries(retentionTables.map((t) => [t, 0])) as RetentionCounts;

export function toRetentionRun(r: RunRow): RetentionRun {
  return {
    id: r.id,
    cutoff: r.cutoff.toISOString(),
    startedBy: r.startedByAccount,
    scheduled: r.startedBy === null,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    durationMs: r.finishedAt ? r.finishedAt.getTime() - r.startedAt.getTime() : null,
    state: r.state as RetentionRunState,
    counts: { ...zeroCounts(), ...r.counts },
    batches: r.batches,
    longestBatchMs: r.longestBatchMs,
    error: r.error,
  };
}

export async function listRuns(db: DbOrTx): Promise<RetentionRun[]> {
  const rows = await db
    .select()
    .from(retentionRuns)
    .orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id))
    .limit(100);
  return rows.map(toRetentionRun);
}

export async function lastRunStart(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: retentionRuns.startedAt })
    .from(retentionRuns)
    .orderBy(desc(retentionRuns.startedAt))
    .limit(1);
  return row?.at ?? null;
}

/** Closes a run left open by an instance that stopped, so the next may start. */
export async function closeAbandoned(db: DbOrTx, now: Date): Promise<void> {
  await db
    .update(retentionRuns)
    .set({ finishedAt: now, state: 'abandoned' })
    .where(
      and(isNull(retentionRuns.finishedAt), lt(retentionRuns.heartbeatAt, new Date(now.getTime() - abandonedAfterMs))),
    );
}

/**
 * Opens a run. The partial unique index retention_runs_one_running_uq admits one unfinished run:
 * a second instance's insert fails (23505) and answers null, on PGlite and PostgreSQL alike,
 * without a session that must hold an advisory lock for minutes.
 */
export async function openRun(
  db: DbOrTx,
  run: { cutoff: Date; startedBy: number | null; startedByAccount: string; now: Date },
): Promise<RunRow | null> {
  try {
    const [row] = await db
      .insert(retentionRuns)
      .values({
        cutoff: run.cutoff,
        startedBy: run.startedBy,
        startedByAccount: run.startedByAccount,
        startedAt: run.now,
        heartbeatAt: run.now,
      })
      .returning();
    return row ?? null;
  } catch (e) {
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}

function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    if ((cur as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function writeProgress(
  db: DbOrTx,
  id: number,
  p: { counts: RetentionCounts; batches: number; longestBatchMs: number; now: Date },
): Promise<void> {
  await db
    .update(retentionRuns)
    .set({ counts: p.counts, batches: p.batches, longestBatchMs: p.longestBatchMs, heartbeatAt: p.now })
    .where(eq(retentionRuns.id, id));
}

export async function closeRun(
  db: DbOrTx,
  id: number,
  end: { state: RetentionRunState; now: Date; error?: string },
): Promise<RunRow> {
  const [row] = await db
    .update(retentionRuns)
    .set({ state: end.state, finishedAt: end.now, heartbeatAt: end.now, error: end.error ?? '' })
    .where(eq(retentionRuns.id, id))
    .returning();
  return row!;
}
