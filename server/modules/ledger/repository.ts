import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { balances, fundRecords, userProducts } from '../../db/schema.ts';

// Every query of the ledger. `tx` must be the caller's transaction where a lock is taken.

/** The user's balance row, locked (FOR UPDATE) until the caller's transaction ends. */
export async function lockBalanceRow(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ balance: balances.balance })
    .from(balances)
    .where(eq(balances.userId, userId))
    .for('update');
  return row;
}

/** Adds `amount` (signed) to the balance in the database, not from a value read before. */
export async function addToBalance(tx: DbOrTx, userId: number, amount: number, now: Date): Promise<void> {
  await tx
    .update(balances)
    .set({ balance: sql`${balances.balance} + ${amount}`, updatedAt: now })
    .where(eq(balances.userId, userId));
}

export async function insertFundRecord(tx: DbOrTx, values: typeof fundRecords.$inferInsert): Promise<number | null> {
  const [record] = await tx.insert(fundRecords).values(values).returning({ id: fundRecords.id });
  return record?.id ?? null;
}

/** The user's fee settings for the product (enabled or not); null when there are none. */
export async function userProductFees(db: DbOrTx, userId: number, productId: number) {
  const [row] = await db
    .select({ rate: userProducts.rate, fixedFee: userProducts.fixedFee, enabled: userProducts.enabled })
    .from(userProducts)
    .where(and(eq(userProducts.userId, userId), eq(userProducts.productId, productId)));
  return row ?? null;
}
