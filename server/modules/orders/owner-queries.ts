import { and, eq, gte, lt, or } from 'drizzle-orm';
import type { OrderRow } from '../../../src/contract/index.ts';
import { orders } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthUser } from '../../http/context.ts';
import { typeCondition } from './figures.ts';
import { toOrderRow } from './order-columns.ts';
import { archivedOrderRows, orderFigures, pageOrders } from './repository.ts';
import { orderScope } from './scope.ts';

/**
 * Reads for callers outside the app (the Telegram bot) acting for one user: the same scope, the
 * same row shape and the same hidden fields as the order list and statistics, so a merchant's
 * group never learns more than the merchant's own pages show.
 */

/** The order with this code or merchant order number that `user` may see, archived ones included. */
export async function findOrderAs(
  db: DbOrTx,
  user: AuthUser,
  key: string,
): Promise<(OrderRow & { archived?: boolean }) | null> {
  const where = and(orderScope(user), or(eq(orders.orderCode, key), eq(orders.mchOrderNo, key)));
  const { rows } = await pageOrders(db, where, { pageIndex: 1, pageNum: 1 }, null);
  if (rows[0]) return toOrderRow(rows[0], user.role);
  const [archived] = await archivedOrderRows(db, where);
  return archived ? { ...toOrderRow(archived, user.role), archived: true } : null;
}

/** Counts and sums of the orders `user` may see created in [from, to), test orders left out. */
export async function figuresAs(
  db: DbOrTx,
  user: AuthUser,
  from: Date,
  to: Date,
): Promise<{ orderCount: number; successCount: number; amount: number; successAmount: number }> {
  const where = and(orderScope(user), typeCondition(undefined), gte(orders.createdAt, from), lt(orders.createdAt, to));
  const f = await orderFigures(db, where);
  return { orderCount: f.orderCount, successCount: f.successCount, amount: f.amount, successAmount: f.successAmount };
}

/**
 * The supplier holding an order found with `findOrderAs` (by its id), for the relay bot to pick the
 * supplier's group. Internal: the merchant's row hides the supplier and the bot never shows it.
 */
export async function supplierOfOrder(db: DbOrTx, orderId: number): Promise<number | null> {
  const [row] = await db.select({ supplierId: orders.supplierId }).from(orders).where(eq(orders.id, orderId));
  return row?.supplierId ?? null;
}
