import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { callbackEvents } from '../../db/schema.ts';

export type EventRecord = typeof callbackEvents.$inferSelect;

/**
 * Claims up to `limit` due events in one short transaction, as the order callbacks are claimed
 * (server/modules/order-callbacks/repository.ts): locked with SKIP LOCKED and their due time moved
 * to `lease`, so no other run sends them until the lease runs out.
 */
export async function claimDueEvents(db: Db, now: Date, lease: Date, limit: number): Promise<EventRecord[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(callbackEvents)
      .where(and(isNotNull(callbackEvents.nextAt), lte(callbackEvents.nextAt, now)))
      .orderBy(callbackEvents.nextAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(callbackEvents)
      .set({ nextAt: lease })
      .where(
        inArray(
          callbackEvents.id,
          due.map((d) => d.id),
        ),
      );
    return due.map((d) => ({ ...d, nextAt: lease }));
  });
}

/** The newest event of this order or payout, of this type when given. */
export async function latestEvent(db: DbOrTx, orderCode: string, eventType?: string): Promise<EventRecord | null> {
  const [row] = await db
    .select()
    .from(callbackEvents)
    .where(
      and(eq(callbackEvents.orderCode, orderCode), eventType ? eq(callbackEvents.eventType, eventType) : undefined),
    )
    .orderBy(desc(callbackEvents.id))
    .limit(1);
  return row ?? null;
}

/** The event row locked, to record an attempt's outcome. */
export async function lockEvent(tx: DbOrTx, id: number): Promise<EventRecord | null> {
  const [row] = await tx.select().from(callbackEvents).where(eq(callbackEvents.id, id)).for('update');
  return row ?? null;
}

export async function updateEvent(
  tx: DbOrTx,
  id: number,
  set: Partial<Pick<EventRecord, 'nextAt' | 'delivered'>> & { countAttempt: boolean },
): Promise<void> {
  const { countAttempt, ...rest } = set;
  await tx
    .update(callbackEvents)
    .set({ ...rest, ...(countAttempt ? { attempts: sql`${callbackEvents.attempts} + 1` } : {}) })
    .where(eq(callbackEvents.id, id));
}
