import { and, eq } from 'drizzle-orm';
import {
  isRole,
  type CallParsed,
  type Page,
  type UserProductRow,
  type userProductCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { userProducts } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { pageUserProducts, userProductRow, type rowFields } from './repository.ts';

type Selected = { [K in keyof typeof rowFields]: (typeof rowFields)[K]['_']['data'] };

const toRow = (r: Selected): UserProductRow => ({
  ...r,
  userRole: isRole(r.userRole) ? r.userRole : 'merchant',
  updatedAt: r.updatedAt.toISOString(),
});

/** One user's setting for one product, with the names the list shows; null when it does not exist. */
export async function findUserProduct(db: DbOrTx, userId: number, productId: number): Promise<UserProductRow | null> {
  const row = await userProductRow(db, userId, productId);
  return row ? toRow(row) : null;
}

/** Settings by user account, then product id: a user's products stay together across pages. */
export async function listUserProducts(
  input: CallParsed<typeof userProductCalls.getList>,
  ctx: AuthedContext,
): Promise<Page<UserProductRow>> {
  const where = and(
    input.userId ? eq(userProducts.userId, input.userId) : undefined,
    input.productId ? eq(userProducts.productId, input.productId) : undefined,
  );
  const { rows: page, total } = await pageUserProducts(ctx.db, where, input.pageIndex, input.pageNum);
  return { list: page.map(toRow), total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}
