import { eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resources, webRecords } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { matchDueStatements } from '../bank-statements/index.ts';
import { startJobLoop, type StopJob } from '../../lib/job-loop.ts';
import type { JobLog } from '../../lib/logger.ts';
import { matchRecord } from './report.ts';

/** The web messages and USDT transfers MessageDelay held whose time has come: as matchDueStatements does for SMS. */
export async function matchDueWebRecords(db: Db, now: Date): Promise<number> {
  let taken = 0;
  for (;;) {
    const took = await db.transaction(async (tx) => {
      const [record] = await tx
        .select()
        .from(webRecords)
        .where(lte(webRecords.matchAfter, now))
        .orderBy(webRecords.matchAfter)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!record) return false;
      await tx.update(webRecords).set({ matchAfter: null }).where(eq(webRecords.id, record.id));
      if (record.matchedOrderCode === null) {
        const [account] = await tx
          .select({ cardNumber: resources.cardNumber })
          .from(resources)
          .where(eq(resources.id, record.resourceId));
        await matchRecord(tx, record, account?.cardNumber ?? '', now);
      }
      return true;
    });
    if (!took) return taken;
    taken++;
  }
}

/** Every payment record MessageDelay held and whose time has come: SMS, web messages, USDT transfers. */
export async function matchDueRecords(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  return (await matchDueStatements(db, now)) + (await matchDueWebRecords(db, now));
}

/** Started by server/main.ts (tests call matchDueRecords with a ManualClock). Every instance may run it: the claims skip locked rows. */
export function startDelayedMatchJob(db: Db, clock: Clock, log: JobLog, everyMs = 5_000): StopJob {
  return startJobLoop('delayedMatch', everyMs, () => matchDueRecords(db, clock), log);
}
