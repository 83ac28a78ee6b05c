import {
  retentionTables,
  type RetentionCounts,
  type RetentionPreview,
  type RetentionRun,
} from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ApiError } from '../../http/errors.ts';
import { countEligible, retentionCutoff } from './eligible.ts';
import { moveBatch } from './move.ts';
import { closeAbandoned, closeRun, openRun, toRetentionRun, writeProgress, zeroCounts } from './runs.ts';

export interface RunOptions {
  /** null: the scheduled job. */
  startedBy: { id: number; account: string } | null;
  /** Orders per batch transaction: the rows a batch holds locked, and for how long. */
  batchSize?: number;
  /** Called between batches (tests hold a run open with it; the bench samples locks). */
  afterBatch?: (batch: number) => Promise<void>;
}

export async function previewRetention(db: Db, clock: Clock): Promise<RetentionPreview> {
  const { cutoff, days } = await retentionCutoff(db, clock.now());
  return { cutoff: cutoff.toISOString(), days, counts: await countEligible(db, cutoff) };
}

const add = (a: RetentionCounts, b: RetentionCounts): RetentionCounts =>
  Object.fromEntries(retentionTables.map((t) => [t, a[t] + b[t]])) as RetentionCounts;

/**
 * One run: batches until none is left, each its own short transaction, so an order payment or a
 * list query never waits long on the run. The cut-off is fixed at the start: an order created or
 * changed during the run is newer than it and stays. Throws 409 while another run is open.
 */
export async function runRetention(db: Db, clock: Clock, options: RunOptions): Promise<RetentionRun> {
  const now = clock.now();
  await closeAbandoned(db, now);
  const { cutoff } = await retentionCutoff(db, now);
  const run = await openRun(db, {
    cutoff,
    startedBy: options.startedBy?.id ?? null,
    startedByAccount: options.startedBy?.account ?? '',
    now,
  });
  if (!run) throw new ApiError(409, 'errors.retentionRunning');
  const batchSize = options.batchSize ?? 2_000;
  let counts = zeroCounts();
  let batches = 0;
  let longestBatchMs = 0;
  try {
    for (;;) {
      const started = performance.now();
      const moved = await db.transaction((tx) => moveBatch(tx, cutoff, batchSize));
      longestBatchMs = Math.max(longestBatchMs, Math.ceil(performance.now() - started));
      if (moved.orders === 0) break;
      batches++;
      counts = add(counts, moved);
      await writeProgress(db, run.id, { counts, batches, longestBatchMs, now: clock.now() });
      await options.afterBatch?.(batches);
      if (moved.orders < batchSize) break;
    }
  } catch (e) {
    await writeProgress(db, run.id, { counts, batches, longestBatchMs, now: clock.now() });
    await closeRun(db, run.id, {
      state: 'failed',
      now: clock.now(),
      error: e instanceof Error ? e.message.slice(0, 500) : String(e),
    });
    throw e;
  }
  await writeProgress(db, run.id, { counts, batches, longestBatchMs, now: clock.now() });
  return toRetentionRun(await closeRun(db, run.id, { state: 'done', now: clock.now() }));
}
