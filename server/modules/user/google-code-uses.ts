import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { googleCodeStep, googleTimeStep } from './google.ts';

export type GoogleCodeOutcome = 'accepted' | 'wrong' | 'used';

/**
 * Checks a Google code and spends it (decision 048): the only way a code is accepted. The
 * code's time step is recorded for the user in google_code_uses, and the one statement that
 * records it decides: the primary key (user, step) with ON CONFLICT DO NOTHING lets exactly one of
 * any number of requests, on any instance sharing the database, spend a step. An older step than
 * one already spent is still accepted within the ±1 window: two tabs or a drifting phone can send
 * neighbouring codes in either order, and refusing by arrival order would turn that into random
 * failures for the gain of shortening an unused code's life by at most 60 s. Rows older than the
 * window cannot decide anything and are deleted by the same statement, so the table holds at most
 * a few rows per user who used a code in the last two minutes.
 */
export async function consumeGoogleCode(
  db: DbOrTx,
  userId: number,
  secret: string,
  account: string,
  code: string,
  now: Date,
): Promise<GoogleCodeOutcome> {
  const step = googleCodeStep(secret, account, code, now);
  if (step === null) return 'wrong';
  const oldest = googleTimeStep(now) - 2;
  const result = (await db.execute(sql`
    with pruned as (delete from google_code_uses where time_step < ${oldest})
    insert into google_code_uses (user_id, time_step, used_at)
    values (${userId}, ${step}, ${now.toISOString()}::timestamptz)
    on conflict do nothing
    returning time_step`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1 ? 'accepted' : 'used';
}
