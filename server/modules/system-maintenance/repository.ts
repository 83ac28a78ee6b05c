import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { MonitorState, OrderStatus } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { balances, orders, resources, users } from '../../db/schema.ts';
import { reservingStatuses } from '../orders/index.ts';

/** What staff recognise an account by: the first of its numbers it has. */
const accountNumber = sql<string>`coalesce(nullif(${resources.cardNumber}, ''), nullif(${resources.walletAddress}, ''), nullif(${resources.upi}, ''), ${resources.bankingAccount})`;

// The trigger's list (migration 0017) spelled from the state machine's: integers, never input.
const reserving = sql.raw(`(${reservingStatuses.map((s) => Number(s)).join(',')})`);
/** A supplier's reservation counted again from its orders, as bo_recount_reservations does. */
const recount = sql<string>`coalesce((select sum(o.amount) from orders o where o.supplier_id = ${balances.userId} and o.status in ${reserving}), 0)`;

export interface ReservationDrift {
  userId: number;
  account: string;
  reserved: number;
  recount: number;
}

/** Balance rows whose reservation differs from the recount; with `userIds`, only theirs (under their locks). */
export async function reservationDrift(db: DbOrTx, userIds?: readonly number[]): Promise<ReservationDrift[]> {
  const rows = await db
    .select({ userId: balances.userId, account: users.account, reserved: balances.reserved, recount })
    .from(balances)
    .leftJoin(users, eq(users.id, balances.userId))
    .where(and(sql`${balances.reserved} <> ${recount}`, userIds ? inArray(balances.userId, [...userIds]) : undefined))
    .orderBy(asc(balances.userId));
  return rows.map((r) => ({
    userId: r.userId,
    account: r.account ?? '',
    reserved: r.reserved,
    recount: Number(r.recount),
  }));
}

export async function writeReserved(tx: DbOrTx, userId: number, reserved: number): Promise<void> {
  await tx.update(balances).set({ reserved }).where(eq(balances.userId, userId));
}

/** The supplier balance rows, in id order, locked as bo_allocate locks one (FOR NO KEY UPDATE). */
export async function lockBalances(tx: DbOrTx, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .select({ id: balances.userId })
    .from(balances)
    .where(inArray(balances.userId, [...userIds]))
    .orderBy(asc(balances.userId))
    .for('no key update');
}

/** Every live account of these suppliers, in id order, locked as allocation locks the one it takes. */
export async function lockSupplierAccounts(tx: DbOrTx, supplierIds: readonly number[]): Promise<void> {
  if (supplierIds.length === 0) return;
  await tx
    .select({ id: resources.id })
    .from(resources)
    .where(inArray(resources.supplierId, [...supplierIds]))
    .orderBy(asc(resources.id))
    .for('update');
}

export interface StaleOrderLock {
  orderId: number;
  orderCode: string;
  resourceId: number | null;
  accountName: string;
  accountNumber: string;
  supplierId: number;
  supplierAccount: string;
}

/**
 * Orders still flagged locked outside Rejecting: the flag holds an order for the reject that a
 * supplier started, and every way out of Rejecting clears it, so anywhere else it is left over.
 * With `forUpdate`, the order rows are locked (id order) and the condition read again on them.
 */
export async function staleOrderLocks(db: DbOrTx, forUpdate = false): Promise<StaleOrderLock[]> {
  const q = db
    .select({
      orderId: orders.id,
      orderCode: orders.orderCode,
      resourceId: orders.resourceId,
      accountName: resources.accountName,
      accountNumber,
      supplierId: orders.supplierId,
      supplierAccount: users.account,
    })
    .from(orders)
    .leftJoin(resources, eq(resources.id, orders.resourceId))
    .leftJoin(users, eq(users.id, orders.supplierId))
    .where(and(eq(orders.locked, true), ne(orders.status, OrderStatus.rejecting)))
    .orderBy(asc(orders.id));
  const rows = forUpdate ? await q.for('update', { of: orders }) : await q;
  return rows.map((r) => ({
    ...r,
    accountName: r.accountName ?? '',
    accountNumber: r.accountNumber ?? '',
    supplierId: r.supplierId ?? 0,
    supplierAccount: r.supplierAccount ?? '',
  }));
}

export async function unlockOrders(tx: DbOrTx, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(orders)
    .set({ locked: false, updatedAt: now })
    .where(inArray(orders.id, [...ids]));
}

export interface PoolStateRow {
  id: number;
  accountName: string;
  accountNumber: string;
  supplierId: number;
  supplierAccount: string;
  state: number;
  monitorState: number;
  monitorKey: string;
  monitorLastSeenAt: Date | null;
  lastAllocatedAt: Date | null;
  deletedAt: Date | null;
}

/** The conditions reset looks for; pool.ts decides, row by row, what each one changes. */
export function poolStateSuspects(now: Date, silentBefore: Date): SQL | undefined {
  return or(
    // Marked as given an order in the future: the least-recently-used turn puts it last until then.
    and(isNull(resources.deletedAt), gt(resources.lastAllocatedAt, now)),
    // Deleted but still enabled: delete disables (receiving-accounts/edit.ts), so this row escaped it.
    and(isNotNull(resources.deletedAt), eq(resources.state, 0)),
    // A silent device not marked Offline: what the keep-alive job does, had an instance run it.
    and(
      isNull(resources.deletedAt),
      ne(resources.monitorState, MonitorState.offline),
      isNotNull(resources.monitorLastSeenAt),
      lt(resources.monitorLastSeenAt, silentBefore),
      ne(resources.monitorKey, ''),
    ),
  );
}

/** Accounts matching `where`, id order; with `forUpdate`, locked as allocation locks them. */
export async function poolStateRows(db: DbOrTx, where: SQL | undefined, forUpdate = false): Promise<PoolStateRow[]> {
  const q = db
    .select({
      id: resources.id,
      accountName: resources.accountName,
      accountNumber,
      supplierId: resources.supplierId,
      supplierAccount: users.account,
      state: resources.state,
      monitorState: resources.monitorState,
      monitorKey: resources.monitorKey,
      monitorLastSeenAt: resources.monitorLastSeenAt,
      lastAllocatedAt: resources.lastAllocatedAt,
      deletedAt: resources.deletedAt,
    })
    .from(resources)
    .leftJoin(users, eq(users.id, resources.supplierId))
    .where(where)
    .orderBy(asc(resources.id));
  const rows = forUpdate ? await q.for('update', { of: resources }) : await q;
  return rows.map((r) => ({ ...r, supplierAccount: r.supplierAccount ?? '' }));
}

export async function setAccountColumns(
  tx: DbOrTx,
  id: number,
  set: Partial<Pick<typeof resources.$inferInsert, 'state' | 'monitorState' | 'lastAllocatedAt'>>,
): Promise<void> {
  await tx.update(resources).set(set).where(eq(resources.id, id));
}
