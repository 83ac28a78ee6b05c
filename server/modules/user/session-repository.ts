import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

// Every query on sessions. Each function takes the database or the caller's transaction.

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert): Promise<number> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

function openSessionStatement(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.endedAt)))
    .prepare('open_session_by_token_hash');
}
/**
 * Built once per database handle (a named statement on each connection): every signed-in call
 * reads its session, and drizzle building this select of two whole tables cost about 0.3 ms of
 * CPU a call (docs/performance.md).
 */
const openSessionPrepared = new WeakMap<Db, ReturnType<typeof openSessionStatement>>();

/** The open (not ended) session with this token hash, with its user. */
export async function openSessionByTokenHash(db: Db, tokenHash: string) {
  let statement = openSessionPrepared.get(db);
  if (!statement) {
    statement = openSessionStatement(db);
    openSessionPrepared.set(db, statement);
  }
  const [row] = await statement.execute({ tokenHash });
  return row;
}

export async function updateSession(db: DbOrTx, id: number, set: Partial<typeof sessions.$inferInsert>): Promise<void> {
  await db.update(sessions).set(set).where(eq(sessions.id, id));
}

/** Ends the session unless it has ended already. */
export async function endOpenSession(db: DbOrTx, sessionId: number, now: Date, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Ends every open session of the user. */
export async function endOpenSessionsOf(db: DbOrTx, userId: number, now: Date, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

/** Ends every open session of the user but `keepSessionId`; answers the ids ended. */
export function endOtherOpenSessionsOf(db: DbOrTx, userId: number, keepSessionId: number, now: Date, reason: string) {
  return db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
}

/** Open, unexpired sessions with their users, most recently seen first; all users' or one user's. */
export function openSessions(db: DbOrTx, now: Date, userId: number | undefined) {
  return db
    .select({ s: sessions, u: { account: users.account, nickname: users.nickname, role: users.role } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
        userId === undefined ? undefined : eq(sessions.userId, userId),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(2000);
}

export async function sessionByPublicId(db: DbOrTx, publicId: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      endedAt: sessions.endedAt,
      role: users.role,
      account: users.account,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.publicId, publicId));
  return row;
}
