import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { balances, users } from '../../db/schema.ts';

// Every query of balance operations; each takes the caller's transaction.

export async function operationTarget(tx: DbOrTx, userId: number) {
  const [target] = await tx
    .select({ id: users.id, role: users.role, account: users.account })
    .from(users)
    .where(eq(users.id, userId));
  return target;
}

/** The user's balance, frozen balance, deposit and reservation, locked (FOR UPDATE) before anything is checked. */
export async function lockHeldBalances(tx: DbOrTx, userId: number) {
  const [held] = await tx
    .select({
      balance: balances.balance,
      frozenBalance: balances.frozenBalance,
      deposit: balances.deposit,
      reserved: balances.reserved,
    })
    .from(balances)
    .where(eq(balances.userId, userId))
    .for('update');
  return held;
}

/** Adds `amount` (signed) to the deposit in the database. */
export async function addToDeposit(tx: DbOrTx, userId: number, amount: number): Promise<void> {
  await tx
    .update(balances)
    .set({ deposit: sql`${balances.deposit} + ${amount}` })
    .where(eq(balances.userId, userId));
}
