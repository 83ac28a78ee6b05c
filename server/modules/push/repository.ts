import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, systemConfig, users } from '../../db/schema.ts';

// Every query of the push module: the stored VAPID pair, the subscriptions and their claims.

/** The system_config value under that key; undefined when there is none. */
export async function configValue(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: systemConfig.value }).from(systemConfig).where(eq(systemConfig.key, key));
  return row?.value;
}

/** Stores the value under that key unless one is there already (the first writer wins). */
export async function insertConfigIfAbsent(db: Db, key: string, value: unknown): Promise<void> {
  await db.insert(systemConfig).values({ key, value }).onConflictDoNothing();
}

export interface SubscriptionRow {
  userId: number;
  sessionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Inserts the subscription, or moves an existing one of that endpoint to this row (its claim cleared). */
export async function upsertSubscription(db: Db, row: SubscriptionRow, createdAt: Date): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ ...row, createdAt })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, lastOrderCode: null } });
}

export async function deleteUserEndpoint(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

export async function endpointsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((r) => r.endpoint);
}

export async function deleteSessionSubscriptions(db: Db, sessionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

export async function deleteUserSubscriptions(db: Db, userId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

function buildSubscriptionsStatement(db: Db) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      user: users,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(users.status, 0))
    .prepare('push_subscriptions_of_active_users');
}
/** Runs on every order create: built once per database handle, not by drizzle on each create. */
const subscriptionsPrepared = new WeakMap<Db, ReturnType<typeof buildSubscriptionsStatement>>();
function subscriptionsStatement(db: Db) {
  let statement = subscriptionsPrepared.get(db);
  if (!statement) {
    statement = buildSubscriptionsStatement(db);
    subscriptionsPrepared.set(db, statement);
  }
  return statement;
}

/** Every subscription of an active user, with the user (the prepared statement). */
export function activeUserSubscriptions(db: Db) {
  return subscriptionsStatement(db).execute();
}

/**
 * Claims these subscriptions for the order by setting their last_order_code; only those not
 * claimed for it yet come back, so of instances hearing the same event one sends each push.
 */
export function claimSubscriptions(db: Db, ids: number[], orderCode: string) {
  return db
    .update(pushSubscriptions)
    .set({ lastOrderCode: orderCode })
    .where(
      and(
        inArray(pushSubscriptions.id, ids),
        or(isNull(pushSubscriptions.lastOrderCode), ne(pushSubscriptions.lastOrderCode, orderCode)),
      ),
    )
    .returning({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    });
}

/** Deletes the subscription if it still has that endpoint (a re-subscribe may have reused the row). */
export async function deleteSubscription(db: Db, id: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
}
