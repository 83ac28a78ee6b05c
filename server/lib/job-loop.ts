import type { JobLog } from './logger.ts';
import { jobRuns } from './metrics.ts';

/** Stops a job: no new run starts, and the promise settles when the run in progress has ended. */
export type StopJob = () => Promise<void>;

/**
 * Runs `run` every `everyMs`, one run at a time. A failed run (the database away for a moment) is
 * logged and counted, and the next beat tries again: a job never stops over an error. Every
 * instance runs the jobs; their claims (SKIP LOCKED, leases) keep two runs from doing one thing twice.
 */
export function startJobLoop(job: string, everyMs: number, run: () => Promise<unknown>, log: JobLog): StopJob {
  let current: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (current) return;
    current = run()
      .then(
        () => void jobRuns.inc({ job, result: 'ok' }),
        (e: unknown) => log(e),
      )
      .finally(() => (current = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
