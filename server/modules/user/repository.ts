import { and, count, eq, gt, inArray, isNull, lt, max, min, ne, notInArray, sql, sum, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { balances, loginFailures, userBindings, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByAccount(db: DbOrTx, account: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.account, account));
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUser(db: DbOrTx, id: number, patch: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}

const optionColumns = { id: users.id, nickname: users.nickname, account: users.account };

/** Id, nickname and account of the users `where` selects, by account. */
export function userOptions(db: DbOrTx, where: SQL | undefined) {
  return db.select(optionColumns).from(users).where(where).orderBy(users.account);
}

/** The condition of a supplier agent's own account and its team. */
export const selfOrTeam = (me: number): SQL => sql`(${users.id} = ${me} or ${users.parentId} = ${me})`;

/** Active users (of the role, when given) but `me` that no account has bound yet, by account. */
export function unboundUserOptions(db: DbOrTx, role: string | undefined, me: number) {
  const bound = db.select({ id: userBindings.boundId }).from(userBindings);
  return db
    .select(optionColumns)
    .from(users)
    .where(
      and(role ? eq(users.role, role) : undefined, eq(users.status, 0), ne(users.id, me), notInArray(users.id, bound)),
    )
    .orderBy(users.account);
}

/** The sums of balance, frozen balance and reservation: of one user, or of every merchant and supplier not deleted. */
export async function balanceTotals(db: DbOrTx, userId: number | undefined) {
  const holders = db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ['merchant', 'supplier']), isNull(users.deletedAt)));
  const [row] = await db
    .select({ balance: sum(balances.balance), frozen: sum(balances.frozenBalance), reserved: sum(balances.reserved) })
    .from(balances)
    .where(userId !== undefined ? eq(balances.userId, userId) : inArray(balances.userId, holders));
  return row;
}

/** Whether `supplierId` is a supplier whose parent is the agent `agentId`. */
export async function isSupplierOfAgent(db: DbOrTx, agentId: number, supplierId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, supplierId), eq(users.role, 'supplier'), eq(users.parentId, agentId)));
  return row !== undefined;
}

/** Failed sign-ins of the account from any address after `since`: how many and the last one's time. */
export async function accountFailuresSince(db: DbOrTx, account: string, since: Date) {
  const [row] = await db
    .select({ n: count(), last: max(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, account), gt(loginFailures.at, since)));
  return row;
}

/** Failed sign-ins from the address, of any account, after `since`: how many and the first one's time. */
export async function addressFailuresSince(db: DbOrTx, ip: string, since: Date) {
  const [row] = await db
    .select({ n: count(), first: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  return row;
}

export async function deleteAccountFailures(db: DbOrTx, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
}

export async function insertLoginFailure(db: DbOrTx, account: string, ip: string, at: Date): Promise<void> {
  await db.insert(loginFailures).values({ account, ip, at });
}

export async function deleteLoginFailuresBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.at, before));
}

export async function deleteLoginFailures(db: DbOrTx, account: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.account, account), eq(loginFailures.ip, ip)));
}
