import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

// Every query of the live module: three single-row reads, none on a heartbeat's path.

/** When the session expires; undefined when there is no such session. */
export async function sessionExpiry(db: DbOrTx, sessionId: number): Promise<Date | undefined> {
  const [row] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.expiresAt;
}

/** The token hashes of every session the user has had. */
export async function sessionTokenHashes(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((r) => r.tokenHash);
}

/** The user's parent (a supplier's agent); null when there is none or no such user. */
export async function parentOf(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ parentId: users.parentId }).from(users).where(eq(users.id, userId));
  return row?.parentId ?? null;
}
