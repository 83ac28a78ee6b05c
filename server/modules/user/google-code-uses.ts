import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { googleCodeStep, googleTimeStep } from './google.ts';

export type GoogleCodeOutcome = 'accepted' | 'wrong' | 'used';

/**
 * Checks a Google code and spends it (issue 14 item 6): the only way a code is accepted. The
 * code's time step is recorded for the user in google_code_uses, and the one statement that
 * records it decides: the primary key (user, step) with ON CONFLICT DO NOTHING lets exactly one of
 * any number of requests, on any instance sharing the database, spend a step. A step not newer
 * than one the user already spent is refused too: a code seen over the shoulder (or in a log) but
 * not yet typed stays usable for up to 90 s, and once the user has signed in with a later code it
 * must not be. Rows older than the ±1 step window cannot decide anything and are deleted by the
 * same statement, so the table holds at most a few rows per user who used a code in the last
 * two minutes.
 */
export async function consumeGoogleCode(db: DbOrTx, userId: number, secret: string, account: string, code: string, now: Date): Promise<GoogleCodeOutcome> {
  const step = googleCodeStep(secret, account, code, now);
  if (step === null) return 'wrong';
  const oldest = googleTimeStep(now) - 2;
  const result = (await db.execute(sql`
    with pruned as (delete from google_code_uses where time_step < ${oldest})
    insert into google_code_uses (user_id, time_step, used_at)
    select ${userId}, ${step}, ${now.toISOString()}::timestamptz
    where not exists (select 1 from google_code_uses where user_id = ${userId} and time_step >= ${step})
    on conflict do nothing
    returning time_step`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1 ? 'accepted' : 'used';
}
