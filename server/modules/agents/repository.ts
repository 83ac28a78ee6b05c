import { and, count, desc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { balances, orders, resources, sessions, users } from '../../db/schema.ts';

// Every query of the agents module; each takes the database or the caller's transaction.

/** Members (or sub-accounts) under a user, not deleted. */
export async function childCount(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.parentId, id), ne(users.status, 1)));
  return row?.n ?? 0;
}

/** One page of users with their balances, newest first, and the total under the same condition. */
export function pageUsersWithBalances(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  const query = db
    .select({ user: users, balance: balances.balance, frozen: balances.frozenBalance })
    .from(users)
    .leftJoin(balances, eq(balances.userId, users.id))
    .where(where)
    .orderBy(desc(users.id))
    .$dynamic();
  return listPage(db, query, users, where, page);
}

/** Of these users: who has an open session seen since `since`; their accounts by type and state; their open orders. */
export async function memberActivity(
  db: DbOrTx,
  ids: number[],
  now: Date,
  since: Date,
  openStatuses: readonly number[],
) {
  const [live, res, processing] = await Promise.all([
    db
      .selectDistinct({ userId: sessions.userId })
      .from(sessions)
      .where(
        and(
          inArray(sessions.userId, ids),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, since),
        ),
      ),
    db
      .select({ supplierId: resources.supplierId, type: resources.type, state: resources.state, n: count() })
      .from(resources)
      .where(and(inArray(resources.supplierId, ids), isNull(resources.deletedAt)))
      .groupBy(resources.supplierId, resources.type, resources.state),
    db
      .select({
        supplierId: orders.supplierId,
        n: count(),
        amount: sql<string>`coalesce(sum(${orders.amount}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(and(inArray(orders.supplierId, ids), inArray(orders.status, [...openStatuses])))
      .groupBy(orders.supplierId),
  ]);
  return { live, res, processing };
}
