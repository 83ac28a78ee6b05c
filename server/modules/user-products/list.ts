import { and, asc, count, eq } from 'drizzle-orm';
import { isRole, type CallParsed, type Page, type UserProductRow, type userProductCalls } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { products, userProducts, users } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';

const rowFields = {
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

type Selected = { [K in keyof typeof rowFields]: (typeof rowFields)[K]['_']['data'] };

const toRow = (r: Selected): UserProductRow => ({
  ...r,
  userRole: isRole(r.userRole) ? r.userRole : 'merchant',
  updatedAt: r.updatedAt.toISOString(),
});

function rows(db: DbOrTx) {
  return db.select(rowFields).from(userProducts).innerJoin(users, eq(users.id, userProducts.userId)).innerJoin(products, eq(products.id, userProducts.productId));
}

/** One user's setting for one product, with the names the list shows; null when it does not exist. */
export async function findUserProduct(db: DbOrTx, userId: number, productId: number): Promise<UserProductRow | null> {
  const [row] = await rows(db).where(and(eq(userProducts.userId, userId), eq(userProducts.productId, productId)));
  return row ? toRow(row) : null;
}

/** Settings by user account, then product id: a user's products stay together across pages. */
export async function listUserProducts(input: CallParsed<typeof userProductCalls.getList>, ctx: AuthedContext): Promise<Page<UserProductRow>> {
  const where = and(
    input.userId ? eq(userProducts.userId, input.userId) : undefined,
    input.productId ? eq(userProducts.productId, input.productId) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(userProducts).where(where);
  const page = await rows(ctx.db)
    .where(where)
    .orderBy(asc(users.account), asc(userProducts.userId), asc(userProducts.productId))
    .limit(input.pageNum)
    .offset((input.pageIndex - 1) * input.pageNum);
  return { list: page.map(toRow), total: total?.n ?? 0, pageIndex: input.pageIndex, pageNum: input.pageNum };
}
