import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { balances, users } from '../../db/schema.ts';

// Every query of the admin module. Each function takes the database or the caller's transaction
// (`db`/`tx`), so the domain files decide what runs in one transaction.

export type NewUser = Pick<
  typeof users.$inferInsert,
  'account' | 'nickname' | 'passwordHash' | 'role' | 'merchantKey' | 'merchantTestKey'
>;

/** Inserts the user; the row as written. */
export async function insertUser(tx: DbOrTx, values: NewUser) {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

/** The user's balance row at zero; `ifAbsent` leaves an existing one as it is. */
export async function insertBalance(tx: DbOrTx, userId: number, opts: { ifAbsent?: boolean } = {}): Promise<void> {
  const insert = tx.insert(balances).values({ userId });
  await (opts.ifAbsent ? insert.onConflictDoNothing() : insert);
}

/** One page of users, newest first, and the total under the same condition. */
export function pageUsers(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  const query = db.select().from(users).where(where).orderBy(desc(users.id)).$dynamic();
  return listPage(db, query, users, where, page);
}

/** One page of supplier agents by account name, and the total under the same condition. */
export function pageAgents(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  const query = db.select().from(users).where(where).orderBy(users.account).$dynamic();
  return listPage(db, query, users, where, page);
}

/** The active members under these agents, by account name. */
export async function activeTeamMembers(db: DbOrTx, agentIds: number[]) {
  if (!agentIds.length) return [];
  return db
    .select({ id: users.id, nickname: users.nickname, account: users.account, parentId: users.parentId })
    .from(users)
    .where(and(inArray(users.parentId, agentIds), eq(users.status, 0)))
    .orderBy(users.account);
}
