import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { writeMonitorLog } from '../monitor-log/index.ts';
import { forgetExpiredNonces } from '../monitor-scripts/index.ts';
import { settingValue } from '../system-config/index.ts';
import { startJobLoop, type StopJob } from '../../lib/job-loop.ts';
import type { JobLog } from '../../lib/logger.ts';
import { markOfflineBefore } from './repository.ts';

/**
 * Marks Offline every monitoring device that has reported before but not within MonitorLiveTime
 * seconds; allocation skips an offline device's account (accountCheck). One UPDATE … RETURNING: a
 * row is changed once even when several instances run this at the same moment (the second sees it
 * offline already and its WHERE no longer matches). A device that never reported (no last-seen
 * time, e.g. the demo's simulated ones) is left as it is. Its next report sets its state again.
 * Answers the ids it marked.
 */
export async function markSilentMonitorsOffline(db: Db, clock: Clock): Promise<number[]> {
  const seconds = Math.max(1, Number(await settingValue(db, 'MonitorLiveTime')));
  const now = clock.now();
  const cutoff = new Date(now.getTime() - seconds * 1000);
  const marked = await markOfflineBefore(db, cutoff);
  for (const r of marked) {
    await writeMonitorLog(db, {
      resourceId: r.id,
      cardNumber: r.cardNumber,
      logPhase: 'state',
      content: `No report for over ${seconds} s: marked offline`,
      now,
    });
  }
  return marked.map((r) => r.id);
}

/** Started by server/main.ts on every instance (tests call markSilentMonitorsOffline with a ManualClock). */
export function startKeepAliveJob(db: Db, clock: Clock, log: JobLog, everyMs = 15_000): StopJob {
  return startJobLoop(
    'keepAlive',
    everyMs,
    // The same beat sweeps the signed device calls' nonces that left their window.
    () => markSilentMonitorsOffline(db, clock).then(() => forgetExpiredNonces(db, clock.now())),
    log,
  );
}
