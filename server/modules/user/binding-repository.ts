import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userBindings, users } from '../../db/schema.ts';

// Every query on account bindings. Each function takes the database or the caller's transaction.

/** A binding between the two users, in either direction. */
const between = (a: number, b: number) =>
  or(
    and(eq(userBindings.ownerId, a), eq(userBindings.boundId, b)),
    and(eq(userBindings.ownerId, b), eq(userBindings.boundId, a)),
  );

export async function bindingBetween(db: DbOrTx, a: number, b: number) {
  const [existing] = await db.select({ id: userBindings.id }).from(userBindings).where(between(a, b));
  return existing;
}

export async function insertBinding(tx: DbOrTx, values: typeof userBindings.$inferInsert): Promise<void> {
  await tx.insert(userBindings).values(values);
}

/** The owner's unconfirmed binding of the bound user, locked (FOR UPDATE) for the caller's transaction. */
export async function lockPendingBinding(tx: DbOrTx, ownerId: number, boundId: number) {
  const pending = and(
    eq(userBindings.ownerId, ownerId),
    eq(userBindings.boundId, boundId),
    eq(userBindings.confirmed, false),
  );
  const [binding] = await tx.select().from(userBindings).where(pending).for('update');
  return binding;
}

export async function confirmBinding(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(userBindings).set({ confirmed: true, needToLogout: false }).where(eq(userBindings.id, id));
}

/** Deletes the binding between the two users; answers how many rows went. */
export async function deleteBindingBetween(db: DbOrTx, a: number, b: number): Promise<number> {
  const removed = await db.delete(userBindings).where(between(a, b)).returning({ id: userBindings.id });
  return removed.length;
}

/** The user's bindings both ways, each with the other account, by account. */
export function bindingsOf(db: DbOrTx, me: number) {
  return db
    .select({ b: userBindings, account: users.account, nickname: users.nickname })
    .from(userBindings)
    .innerJoin(
      users,
      or(
        and(eq(userBindings.ownerId, me), eq(users.id, userBindings.boundId)),
        and(eq(userBindings.boundId, me), eq(users.id, userBindings.ownerId)),
      ),
    )
    .orderBy(users.account);
}
