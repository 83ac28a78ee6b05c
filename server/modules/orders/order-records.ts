import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, products, users } from '../../db/schema.ts';

export type OrderRecord = typeof orders.$inferSelect;

/** The merchant the API names by mchId, with what signing and the IP check need. */
export async function findApiMerchant(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, status: users.status, merchantKey: users.merchantKey, signType: users.signType, ipWhitelist: users.ipWhitelist })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function findProduct(db: DbOrTx, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ?? null;
}

export async function findOrderByMchNo(db: DbOrTx, merchantId: number, mchOrderNo: string): Promise<OrderRecord | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.mchOrderNo, mchOrderNo)));
  return row ?? null;
}

export async function updateOrder(tx: DbOrTx, id: number, set: Partial<typeof orders.$inferInsert>): Promise<void> {
  await tx.update(orders).set(set).where(eq(orders.id, id));
}

export async function findOrderByCode(db: DbOrTx, orderCode: string): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderCode, orderCode));
  return row ?? null;
}

/** The order row locked for the rest of the transaction: status checks and writes see one state. */
export async function lockOrderByCode(tx: DbOrTx, orderCode: string): Promise<OrderRecord | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderCode, orderCode)).for('update');
  return row ?? null;
}

/** The supplier's agent, if any: an agent acts for its team's orders. */
export async function parentOf(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ parentId: users.parentId }).from(users).where(eq(users.id, userId));
  return row?.parentId ?? null;
}

export async function googleOf(db: DbOrTx, userId: number) {
  const [row] = await db.select({ secret: users.googleSecret, account: users.account }).from(users).where(eq(users.id, userId));
  return row ?? null;
}
