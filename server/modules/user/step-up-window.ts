import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stepUpGrants } from '../../db/schema.ts';

/** A verified step-up still covering its kind in one session (decision 107). */
export interface StepUpGrant {
  kind: string;
  method: string;
  verifiedAt: Date;
  until: Date;
}

export async function activeGrant(db: DbOrTx, sessionId: number, kind: string, now: Date): Promise<StepUpGrant | null> {
  const [row] = await db
    .select({
      kind: stepUpGrants.kind,
      method: stepUpGrants.method,
      verifiedAt: stepUpGrants.verifiedAt,
      until: stepUpGrants.until,
    })
    .from(stepUpGrants)
    .where(and(eq(stepUpGrants.sessionId, sessionId), eq(stepUpGrants.kind, kind), gt(stepUpGrants.until, now)));
  return row ?? null;
}

export async function activeGrants(db: DbOrTx, sessionId: number, now: Date): Promise<StepUpGrant[]> {
  return db
    .select({
      kind: stepUpGrants.kind,
      method: stepUpGrants.method,
      verifiedAt: stepUpGrants.verifiedAt,
      until: stepUpGrants.until,
    })
    .from(stepUpGrants)
    .where(and(eq(stepUpGrants.sessionId, sessionId), gt(stepUpGrants.until, now)));
}

/** A new verification of the kind starts a new window (the latest code counts); expired rows of the session go. */
export async function openGrant(db: DbOrTx, sessionId: number, grant: StepUpGrant): Promise<void> {
  await db.execute(sql`
    with pruned as (delete from step_up_grants where session_id = ${sessionId} and until <= ${grant.verifiedAt.toISOString()}::timestamptz)
    insert into step_up_grants (session_id, kind, method, verified_at, until)
    values (${sessionId}, ${grant.kind}, ${grant.method}, ${grant.verifiedAt.toISOString()}::timestamptz, ${grant.until.toISOString()}::timestamptz)
    on conflict (session_id, kind) do update set method = excluded.method, verified_at = excluded.verified_at, until = excluded.until`);
}

/** A reset second factor or an ended session: no window survives it. */
export async function dropUserGrants(db: DbOrTx, userId: number): Promise<void> {
  await db.execute(
    sql`delete from step_up_grants where session_id in (select id from sessions where user_id = ${userId})`,
  );
}
