import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { startJobLoop, type StopJob } from '../../lib/job-loop.ts';
import type { JobLog } from '../../lib/logger.ts';
import { runCallbackFailureAnnouncements } from './callback-announcements.ts';
import { runDailyFundRecords } from './daily-fund-records.ts';
import type { BotMessenger } from './messenger.ts';
import { runSupplementReminders } from './reminders.ts';

/**
 * One run of the three bot jobs; each checks its own setting, so a change acts at the next run. A
 * job that fails (the database away for a moment) is logged and does not keep the others from running.
 */
export async function runBotJobs(db: Db, clock: Clock, messenger: BotMessenger, log: JobLog) {
  const guarded = (job: typeof runSupplementReminders) =>
    job(db, clock, messenger, log).catch((e: unknown) => (log(e), 0));
  const reminders = await guarded(runSupplementReminders);
  const digests = await guarded(runDailyFundRecords);
  const callbacks = await guarded(runCallbackFailureAnnouncements);
  return { reminders, digests, callbacks };
}

/**
 * Started with the bot (the coordinator wires the running bot's messenger in). Every instance may
 * run it: the claims (reminder upsert, sent marks) keep two runs from sending one message twice.
 */
export function startBotJobs(db: Db, clock: Clock, messenger: BotMessenger, log: JobLog, everyMs = 60_000): StopJob {
  return startJobLoop('botMessages', everyMs, () => runBotJobs(db, clock, messenger, log), log);
}
