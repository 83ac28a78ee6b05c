import { and, asc, desc, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { payoutBatches, payoutOrders, resources, users } from '../../db/schema.ts';
import type { PayoutRecord } from '../payouts/index.ts';

// Every query of the payout-batches module. Each function takes the database or the caller's
// transaction, so the batch steps decide what runs in one transaction and what is locked.

export type BatchRecord = typeof payoutBatches.$inferSelect;
export type ResourceRecord = typeof resources.$inferSelect;

export const batchFields = {
  b: payoutBatches,
  supplierName: users.nickname,
  r: {
    id: resources.id,
    bankName: resources.bankName,
    accountName: resources.accountName,
    cardNumber: resources.cardNumber,
    walletNickname: resources.walletNickname,
  },
};

/** Batches with their supplier's name and their resource's label fields. */
function batchQuery(db: DbOrTx) {
  return db
    .select(batchFields)
    .from(payoutBatches)
    .leftJoin(users, eq(users.id, payoutBatches.supplierId))
    .leftJoin(resources, eq(resources.id, payoutBatches.resourceId));
}

/** One page of joined batches, newest first, and the total under the same condition. */
export function pageBatches(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  const query = batchQuery(db).where(where).orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id)).$dynamic();
  return listPage(db, query, payoutBatches, where, page);
}

/** The first joined batch `where` selects. */
export async function joinedBatch(db: DbOrTx, where: SQL | undefined) {
  const [row] = await batchQuery(db).where(where);
  return row;
}

/** The batch row, locked (FOR UPDATE) for the caller's transaction. */
export async function lockBatchRow(tx: DbOrTx, id: number): Promise<BatchRecord | undefined> {
  const [row] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
  return row;
}

/** An enabled, not deleted resource of one of these types. */
export async function enabledResource(db: DbOrTx, id: number, types: string[]): Promise<ResourceRecord | undefined> {
  const [r] = await db
    .select()
    .from(resources)
    .where(
      and(eq(resources.id, id), isNull(resources.deletedAt), eq(resources.state, 0), inArray(resources.type, types)),
    );
  return r;
}

/** Enabled resources of these types (one supplier's, or everyone's) with the supplier's name, by id, at most 500. */
export function enabledResourcesWithSupplier(db: DbOrTx, types: string[], supplierId: number | undefined) {
  return db
    .select({ r: resources, supplierName: users.nickname })
    .from(resources)
    .leftJoin(users, eq(users.id, resources.supplierId))
    .where(
      and(
        isNull(resources.deletedAt),
        eq(resources.state, 0),
        inArray(resources.type, types),
        supplierId === undefined ? undefined : eq(resources.supplierId, supplierId),
      ),
    )
    .orderBy(asc(resources.id))
    .limit(500);
}

/** The batch's orders not in `finalStatuses`, locked in id order (one lock order for every batch step: no deadlocks). */
export function lockOpenOrders(tx: DbOrTx, batchId: number, finalStatuses: readonly number[]): Promise<PayoutRecord[]> {
  return tx
    .select()
    .from(payoutOrders)
    .where(and(eq(payoutOrders.batchId, batchId), notInArray(payoutOrders.status, [...finalStatuses])))
    .orderBy(asc(payoutOrders.id))
    .for('update');
}

/** The payouts with these codes, locked in id order. */
export function lockPayoutsByCodes(tx: DbOrTx, codes: string[]): Promise<PayoutRecord[]> {
  return tx
    .select()
    .from(payoutOrders)
    .where(inArray(payoutOrders.orderCode, codes))
    .orderBy(asc(payoutOrders.id))
    .for('update');
}

/** The ids of the payouts with these codes that `condition` also selects. */
export async function payoutIdsWhere(tx: DbOrTx, codes: string[], condition: SQL): Promise<Set<number>> {
  return new Set(
    (
      await tx
        .select({ id: payoutOrders.id })
        .from(payoutOrders)
        .where(and(inArray(payoutOrders.orderCode, codes), condition))
    ).map((o) => o.id),
  );
}

/** Up to `limit` payouts `where` selects, oldest first, locked; rows another transaction holds are skipped (SKIP LOCKED). */
export function lockOldestPayoutsSkipLocked(
  tx: DbOrTx,
  where: SQL | undefined,
  limit: number,
): Promise<PayoutRecord[]> {
  return tx
    .select()
    .from(payoutOrders)
    .where(where)
    .orderBy(asc(payoutOrders.createdAt), asc(payoutOrders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** One statement for many payouts (moves without money, checked by the caller). */
export async function updatePayoutsByIds(
  tx: DbOrTx,
  ids: number[],
  set: Partial<typeof payoutOrders.$inferInsert>,
): Promise<void> {
  await tx.update(payoutOrders).set(set).where(inArray(payoutOrders.id, ids));
}

/** Sets claimedAt on those of the payouts that have none. */
export async function setClaimedAtWhereUnset(tx: DbOrTx, ids: number[], now: Date): Promise<void> {
  await tx
    .update(payoutOrders)
    .set({ claimedAt: now })
    .where(and(inArray(payoutOrders.id, ids), isNull(payoutOrders.claimedAt)));
}

export async function insertBatch(tx: DbOrTx, values: typeof payoutBatches.$inferInsert): Promise<number> {
  const [batch] = await tx.insert(payoutBatches).values(values).returning({ id: payoutBatches.id });
  return batch!.id;
}

export async function updateBatch(
  tx: DbOrTx,
  id: number,
  set: Partial<typeof payoutBatches.$inferInsert>,
): Promise<void> {
  await tx.update(payoutBatches).set(set).where(eq(payoutBatches.id, id));
}
