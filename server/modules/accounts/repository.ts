import { and, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AccountStatus } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { balances, sessions, userBindings, users } from '../../db/schema.ts';

// Every query of the accounts module. Each function takes the database or the caller's transaction
// (`db`/`tx`), so the domain files decide what runs in one transaction and what is locked.

const children = alias(users, 'children');

/**
 * One page of accounts with their balances, newest first and deleted ones after all the others
 * (decision 068: a list read on a phone starts with the accounts still in use); the merchant
 * key is never read, only whether there is one.
 */
export function pageAccounts(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  const query = db
    .select({
      user: {
        id: users.id,
        account: users.account,
        nickname: users.nickname,
        status: users.status,
        kycLowerLimit: users.kycLowerLimit,
        acceptOrders: users.acceptOrders,
        allowModify: users.allowModify,
        enableGoogleVerify: users.enableGoogleVerify,
        confirmBind: users.confirmBind,
        signType: users.signType,
        hasKey: sql<boolean>`${users.merchantKey} is not null`.mapWith(Boolean),
        parentId: users.parentId,
        lastLoginIp: users.lastLoginIp,
        lastLoginAt: users.lastLoginAt,
        createdAt: users.createdAt,
      },
      balance: balances.balance,
      frozen: balances.frozenBalance,
    })
    .from(users)
    .leftJoin(balances, eq(balances.userId, users.id))
    .where(where)
    .orderBy(sql`${users.status} = ${AccountStatus.deleted}`, desc(users.id))
    .$dynamic();
  return listPage(db, query, users, where, page);
}

/** How many sub-accounts (not deleted) each of these owners has; owners with none are absent. */
export async function subAccountCounts(db: DbOrTx, ownerIds: number[]) {
  if (!ownerIds.length) return [];
  return db
    .select({ parentId: children.parentId, n: count() })
    .from(children)
    .where(and(inArray(children.parentId, ownerIds), ne(children.status, 1)))
    .groupBy(children.parentId);
}

export async function userRole(db: DbOrTx, id: number) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row;
}

/** The owner's sub-accounts not deleted, oldest first. */
export function subAccountsOf(db: DbOrTx, ownerId: number) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.parentId, ownerId), ne(users.status, 1)))
    .orderBy(users.id);
}

/** How many of the user's sessions are still open. */
export async function openSessionCount(db: DbOrTx, userId: number): Promise<number> {
  const [open] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
  return open?.n ?? 0;
}

/** A confirmed binding between an owner's two accounts, as bindUser + confirmBind would leave. */
export async function insertConfirmedBinding(tx: DbOrTx, ownerId: number, boundId: number): Promise<void> {
  await tx.insert(userBindings).values({ ownerId, boundId, confirmed: true });
}

export async function setParent(tx: DbOrTx, id: number, parentId: number): Promise<void> {
  await tx.update(users).set({ parentId }).where(eq(users.id, id));
}

/** Every merchant holding a balance or a frozen part, by user id. */
export function merchantsHolding(tx: DbOrTx) {
  return tx
    .select({
      userId: balances.userId,
      account: users.account,
      balance: balances.balance,
      frozen: balances.frozenBalance,
    })
    .from(balances)
    .innerJoin(users, eq(users.id, balances.userId))
    .where(and(eq(users.role, 'merchant'), or(ne(balances.balance, 0), ne(balances.frozenBalance, 0))))
    .orderBy(balances.userId);
}

/** The user's balance, its row locked (FOR UPDATE) for the caller's transaction. */
export async function lockBalance(tx: DbOrTx, userId: number) {
  const [locked] = await tx
    .select({ balance: balances.balance })
    .from(balances)
    .where(eq(balances.userId, userId))
    .for('update');
  return locked;
}

export async function releaseFrozen(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  await tx.update(balances).set({ frozenBalance: 0, updatedAt: now }).where(eq(balances.userId, userId));
}
