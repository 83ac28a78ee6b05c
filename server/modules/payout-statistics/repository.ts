import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { PayoutStatus, type PayoutFigures } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payoutOrders, users } from '../../db/schema.ts';

const completed = sql`${payoutOrders.status} = ${PayoutStatus.paymentCompleted}`;
const cancelled = sql`${payoutOrders.status} = ${PayoutStatus.paymentCancelled}`;
const open = sql`${payoutOrders.status} not in (${PayoutStatus.paymentCompleted}, ${PayoutStatus.paymentCancelled})`;
/** sum() of bigint is numeric, which the drivers hand over as text. */
const total = (expr: SQL) => sql`coalesce(${expr}, 0)`.mapWith(Number);
const filtered = (where: SQL) => sql`count(*) filter (where ${where})`.mapWith(Number);

/** One query's figures: counts and amounts by outcome, and the merchant fees of the completed payouts. */
const columns = {
  createdCount: count(),
  createdAmount: total(sql`sum(${payoutOrders.amount})`),
  completedCount: filtered(completed),
  completedAmount: total(sql`sum(${payoutOrders.amount}) filter (where ${completed})`),
  cancelledCount: filtered(cancelled),
  cancelledAmount: total(sql`sum(${payoutOrders.amount}) filter (where ${cancelled})`),
  openCount: filtered(open),
  openAmount: total(sql`sum(${payoutOrders.amount}) filter (where ${open})`),
  fee: total(sql`sum(${payoutOrders.fee}) filter (where ${completed})`),
};
/** The contract's figures as the database sums them: the fee is always counted (the contract hides it from suppliers). */
export type PayoutFigureRow = Omit<PayoutFigures, 'fee' | 'successRate'> & { fee: number };

/**
 * Figures per day of an IANA zone ('YYYY-MM-DD'), oldest first. The zone is a bound parameter,
 * so the grouping names the select's first column rather than repeating the expression.
 */
export function payoutFiguresByDay(db: DbOrTx, where: SQL | undefined, timeZone: string) {
  return db
    .select({ day: sql<string>`to_char(${payoutOrders.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`, ...columns })
    .from(payoutOrders)
    .where(where)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** Figures per merchant, largest amount first. */
export function payoutFiguresByMerchant(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      merchantId: payoutOrders.merchantId,
      merchantName: sql<string>`coalesce(${users.nickname}, '')`,
      ...columns,
    })
    .from(payoutOrders)
    .leftJoin(users, eq(users.id, payoutOrders.merchantId))
    .where(where)
    .groupBy(payoutOrders.merchantId, users.nickname)
    .orderBy(desc(sql`sum(${payoutOrders.amount})`), payoutOrders.merchantId);
}

/** Figures per supplier (null: payouts in the pool), largest amount first. */
export function payoutFiguresBySupplier(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      supplierId: payoutOrders.supplierId,
      supplierName: sql<string>`coalesce(${users.nickname}, '')`,
      ...columns,
    })
    .from(payoutOrders)
    .leftJoin(users, eq(users.id, payoutOrders.supplierId))
    .where(where)
    .groupBy(payoutOrders.supplierId, users.nickname)
    .orderBy(desc(sql`sum(${payoutOrders.amount})`), payoutOrders.supplierId);
}
