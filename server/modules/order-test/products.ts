import { and, asc, eq } from 'drizzle-orm';
import { Code, type CallParsed, type orderTestCalls, type TestProduct } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { products, userProducts, users } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * The products the create call accepts for this merchant (server/modules/orders/create.ts refuses
 * the rest): collection products, enabled, and enabled in the merchant's user products.
 */
export async function testableProducts(db: DbOrTx, merchantId: number): Promise<TestProduct[]> {
  return db
    .select({ productId: products.id, name: products.name, resourceType: products.resourceType, currency: products.currency })
    .from(userProducts)
    .innerJoin(products, eq(products.id, userProducts.productId))
    .where(and(eq(userProducts.userId, merchantId), eq(userProducts.enabled, true), eq(products.enabled, true), eq(products.kind, 'collection')))
    .orderBy(asc(products.id));
}

/** A normal (not deleted, not frozen) merchant account, or 404. */
export async function activeMerchant(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, account: users.account, role: users.role, status: users.status, merchantKey: users.merchantKey, signType: users.signType })
    .from(users)
    .where(eq(users.id, id));
  if (!row || row.role !== 'merchant' || row.status !== 0) throw new ApiError(Code.notFound, 'errors.merchantUnknown');
  return row;
}

/** A merchant lists its own products (whatever id it sends); a superAdmin names the merchant. */
export async function listTestProducts(input: CallParsed<typeof orderTestCalls.products>, ctx: AuthedContext): Promise<TestProduct[]> {
  const me = ctx.auth.user;
  if (me.role === 'merchant') return testableProducts(ctx.db, me.id);
  if (input.merchantId === undefined) {
    throw new ApiError(Code.badRequest, 'validation.required', {}, { field: 'merchantId', issues: [{ field: 'merchantId', msgId: 'validation.required' }] });
  }
  const merchant = await activeMerchant(ctx.db, input.merchantId);
  return testableProducts(ctx.db, merchant.id);
}
