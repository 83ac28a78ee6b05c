import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ApiError } from '../../http/errors.ts';
import { runRetention } from './run.ts';
import { startJobLoop, type StopJob } from '../../lib/job-loop.ts';
import type { JobLog } from '../../lib/logger.ts';
import { lastRunStart } from './runs.ts';

const day = 86_400_000;

/**
 * The scheduled run: at most one a day. Every instance may try; the one-open-run index lets one
 * start and the others' tries answer 409, which is not an error here.
 */
export async function runScheduledRetention(db: Db, clock: Clock): Promise<boolean> {
  const last = await lastRunStart(db);
  if (last && clock.now().getTime() - last.getTime() < day) return false;
  try {
    await runRetention(db, clock, { startedBy: null });
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.code === 409) return false;
    throw e;
  }
}

/** Started by server/main.ts. The first look is an interval after start, so a fresh demo is left alone while it is shown. */
export function startRetentionJob(db: Db, clock: Clock, log: JobLog, everyMs = 3_600_000): StopJob {
  return startJobLoop('retention', everyMs, () => runScheduledRetention(db, clock), log);
}
