import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { payoutOrders, riskBlacklist, riskDetections, users } from '../../db/schema.ts';
import { within } from '../../db/time-range.ts';

// Every query of risk control. `tx` must be the caller's transaction where a lock is taken.

export type BlacklistEntry = typeof riskBlacklist.$inferSelect;

/** LIKE wildcards typed by a person are meant literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Blacklist entries of the kind (any when absent) whose value contains `value` in any case, newest first. */
export function blacklistPage(
  db: DbOrTx,
  filter: { kind?: string | undefined; value?: string | undefined },
  page: PageRequest,
) {
  const where = and(
    filter.kind ? eq(riskBlacklist.kind, filter.kind) : undefined,
    filter.value ? ilike(riskBlacklist.value, containing(filter.value)) : undefined,
  );
  const query = db
    .select()
    .from(riskBlacklist)
    .where(where)
    .orderBy(desc(riskBlacklist.createdAt), desc(riskBlacklist.id))
    .$dynamic();
  return listPage(db, query, riskBlacklist, where, page);
}

/** The new entry, or null when its match key is listed already (the unique index decides). */
export async function insertBlacklistEntry(
  tx: DbOrTx,
  values: typeof riskBlacklist.$inferInsert,
): Promise<BlacklistEntry | null> {
  const [row] = await tx.insert(riskBlacklist).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The deleted entry, or null when there was none. */
export async function deleteBlacklistEntryById(tx: DbOrTx, id: number): Promise<BlacklistEntry | null> {
  const [gone] = await tx.delete(riskBlacklist).where(eq(riskBlacklist.id, id)).returning();
  return gone ?? null;
}

const fields = { d: riskDetections, p: payoutOrders, merchantName: users.nickname };

const joined = (db: DbOrTx) =>
  db
    .select(fields)
    .from(riskDetections)
    .innerJoin(payoutOrders, eq(payoutOrders.id, riskDetections.payoutId))
    .leftJoin(users, eq(users.id, riskDetections.merchantId));

export type DetectionJoined = Awaited<ReturnType<typeof joined>>[number];

export interface DetectionFilter {
  state?: number | undefined;
  merchantId?: number | undefined;
  orderCode?: string | undefined;
  startTime?: Date | undefined;
  endTime?: Date | undefined;
}

/** Detections with their payout and merchant name, newest first. */
export function detectionsPage(db: DbOrTx, filter: DetectionFilter, page: PageRequest) {
  const where: SQL | undefined = and(
    filter.state !== undefined ? eq(riskDetections.state, filter.state) : undefined,
    filter.merchantId ? eq(riskDetections.merchantId, filter.merchantId) : undefined,
    filter.orderCode ? eq(riskDetections.orderCode, filter.orderCode) : undefined,
    within(riskDetections.createdAt, filter.startTime, filter.endTime),
  );
  const query = joined(db).where(where).orderBy(desc(riskDetections.createdAt), desc(riskDetections.id)).$dynamic();
  return listPage(db, query, riskDetections, where, page);
}

export async function detectionById(db: DbOrTx, id: number): Promise<DetectionJoined | null> {
  const [row] = await joined(db).where(eq(riskDetections.id, id));
  return row ?? null;
}

/** The detection record, locked (FOR UPDATE) until the caller's transaction ends: one decision wins. */
export async function lockDetection(tx: DbOrTx, id: number) {
  const [d] = await tx.select().from(riskDetections).where(eq(riskDetections.id, id)).for('update');
  return d ?? null;
}

export async function setDetectionDecision(
  tx: DbOrTx,
  id: number,
  decision: Pick<
    typeof riskDetections.$inferInsert,
    'state' | 'decidedBy' | 'decidedByAccount' | 'decidedAt' | 'remark'
  >,
): Promise<void> {
  await tx.update(riskDetections).set(decision).where(eq(riskDetections.id, id));
}
