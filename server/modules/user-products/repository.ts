import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, userProducts, users } from '../../db/schema.ts';

export const rowFields = {
  userId: userProducts.userId,
  userAccount: users.account,
  userNickname: users.nickname,
  userRole: users.role,
  productId: userProducts.productId,
  productName: products.name,
  rate: userProducts.rate,
  fixedFee: userProducts.fixedFee,
  enabled: userProducts.enabled,
  updatedAt: userProducts.updatedAt,
};

function rows(db: DbOrTx) {
  return db
    .select(rowFields)
    .from(userProducts)
    .innerJoin(users, eq(users.id, userProducts.userId))
    .innerJoin(products, eq(products.id, userProducts.productId));
}

const oneSetting = (userId: number, productId: number) =>
  and(eq(userProducts.userId, userId), eq(userProducts.productId, productId));

/** One user's setting for one product with the names the list shows. */
export async function userProductRow(db: DbOrTx, userId: number, productId: number) {
  const [row] = await rows(db).where(oneSetting(userId, productId));
  return row;
}

/** One page by user account, then product id, and the total under the same condition. */
export async function pageUserProducts(db: DbOrTx, where: SQL | undefined, pageIndex: number, pageNum: number) {
  const [total] = await db.select({ n: count() }).from(userProducts).where(where);
  const page = await rows(db)
    .where(where)
    .orderBy(asc(users.account), asc(userProducts.userId), asc(userProducts.productId))
    .limit(pageNum)
    .offset((pageIndex - 1) * pageNum);
  return { rows: page, total: total?.n ?? 0 };
}

/** Locks the setting row (FOR UPDATE) for the caller's transaction; whether it exists. */
export async function lockUserProduct(tx: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const [locked] = await tx
    .select({ userId: userProducts.userId })
    .from(userProducts)
    .where(oneSetting(userId, productId))
    .for('update');
  return locked !== undefined;
}

export async function updateUserProductRow(
  tx: DbOrTx,
  userId: number,
  productId: number,
  set: Partial<typeof userProducts.$inferInsert>,
): Promise<void> {
  await tx.update(userProducts).set(set).where(oneSetting(userId, productId));
}
