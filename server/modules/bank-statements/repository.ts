import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type PageRequest } from '../../db/pagination.ts';
import { bankStatements, orders, resources, users } from '../../db/schema.ts';
import type { OrderRecord } from '../orders/index.ts';

export type StatementRecord = typeof bankStatements.$inferSelect;

export async function findMonitoredResource(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: resources.id,
      supplierId: resources.supplierId,
      cardNumber: resources.cardNumber,
      bankName: resources.bankName,
      monitorKey: resources.monitorKey,
      monitorState: resources.monitorState,
      version: resources.version,
      deletedAt: resources.deletedAt,
    })
    .from(resources)
    .where(eq(resources.id, id));
  return row && row.deletedAt === null ? row : null;
}

/** The card number of a receiving account, for the monitor log ('' when it has none). */
export async function cardNumberOf(tx: DbOrTx, resourceId: number): Promise<string> {
  const [row] = await tx
    .select({ cardNumber: resources.cardNumber })
    .from(resources)
    .where(eq(resources.id, resourceId));
  return row?.cardNumber ?? '';
}

export async function updateMonitorState(
  db: DbOrTx,
  id: number,
  set: { monitorState?: number; version?: string; monitorLastSeenAt: Date },
): Promise<void> {
  await db.update(resources).set(set).where(eq(resources.id, id));
}

/** Stores the message unless the device sent it before; the unique index decides, also between concurrent reports. */
export async function insertStatementIfNew(
  tx: DbOrTx,
  values: typeof bankStatements.$inferInsert,
): Promise<StatementRecord | null> {
  const [row] = await tx
    .insert(bankStatements)
    .values(values)
    .onConflictDoNothing({ target: [bankStatements.resourceId, bankStatements.deviceMessageId] })
    .returning();
  return row ?? null;
}

/**
 * Orders the income may pay, locked: on the account, of exactly this payable amount, and whose
 * waiting time (created .. expires) includes the moment the money arrived. Open orders, and orders
 * timed out only because the message came late. At most two: one is a match, two are ambiguous.
 */
export async function lockCandidateOrders(
  tx: DbOrTx,
  resourceId: number,
  amount: number,
  receivedAt: Date,
  statuses: readonly number[],
): Promise<OrderRecord[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.resourceId, resourceId),
        inArray(orders.status, [...statuses]),
        eq(orders.payableAmount, amount),
        lte(orders.createdAt, receivedAt),
        or(isNull(orders.expiresAt), gt(orders.expiresAt, receivedAt)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(2)
    .for('update');
}

/** The oldest unmatched income of the order's account that fits the order, locked. */
export async function lockFittingStatement(tx: DbOrTx, order: OrderRecord): Promise<StatementRecord | null> {
  if (order.resourceId === null) return null;
  const [row] = await tx
    .select()
    .from(bankStatements)
    .where(
      and(
        eq(bankStatements.resourceId, order.resourceId),
        eq(bankStatements.direction, 0),
        eq(bankStatements.unread, false),
        isNull(bankStatements.matchedOrderCode),
        eq(bankStatements.amount, order.payableAmount),
        gte(bankStatements.receivedAt, order.createdAt),
        order.expiresAt ? lt(bankStatements.receivedAt, order.expiresAt) : undefined,
      ),
    )
    .orderBy(asc(bankStatements.receivedAt), asc(bankStatements.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function lockStatement(tx: DbOrTx, id: number): Promise<StatementRecord | null> {
  const [row] = await tx.select().from(bankStatements).where(eq(bankStatements.id, id)).for('update');
  return row ?? null;
}

export async function markStatementMatched(
  tx: DbOrTx,
  id: number,
  orderCode: string,
  now: Date,
  by: number | null,
): Promise<void> {
  await tx
    .update(bankStatements)
    .set({ matchedOrderCode: orderCode, matchedAt: now, matchedBy: by })
    .where(eq(bankStatements.id, id));
}

export async function statementOfOrder(db: DbOrTx, orderCode: string): Promise<number | null> {
  const [row] = await db
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(eq(bankStatements.matchedOrderCode, orderCode))
    .limit(1);
  return row?.id ?? null;
}

const supplier = alias(users, 'supplier');
const matcher = alias(users, 'matcher');

/** One page of records with their supplier, account and matcher, newest received first, and the total. */
export function pageStatements(db: DbOrTx, where: SQL | undefined, page: PageRequest) {
  const query = db
    .select({
      s: bankStatements,
      supplierName: supplier.nickname,
      bankName: resources.bankName,
      accountCard: resources.cardNumber,
      matcherAccount: matcher.account,
    })
    .from(bankStatements)
    .leftJoin(resources, eq(resources.id, bankStatements.resourceId))
    .leftJoin(supplier, eq(supplier.id, bankStatements.supplierId))
    .leftJoin(matcher, eq(matcher.id, bankStatements.matchedBy))
    .where(where)
    .orderBy(desc(bankStatements.receivedAt), desc(bankStatements.id))
    .$dynamic();
  return listPage(db, query, bankStatements, where, page);
}

/** The first order `where` selects, locked (FOR UPDATE) for the caller's transaction. */
export async function lockOrderWhere(tx: DbOrTx, where: SQL | undefined): Promise<OrderRecord | null> {
  const [row] = await tx.select().from(orders).where(where).for('update');
  return row ?? null;
}
