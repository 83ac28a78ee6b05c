import { Code, type CallParsed, type orderTestCalls, type TestProduct } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { enabledCollectionProductsOf, merchantForTest } from './repository.ts';

/**
 * The products the create call accepts for this merchant (server/modules/orders/create.ts refuses
 * the rest): collection products, enabled, and enabled in the merchant's user products.
 */
export function testableProducts(db: DbOrTx, merchantId: number): Promise<TestProduct[]> {
  return enabledCollectionProductsOf(db, merchantId);
}

/** A normal (not deleted, not frozen) merchant account, or 404. */
export async function activeMerchant(db: DbOrTx, id: number) {
  const row = await merchantForTest(db, id);
  if (!row || row.role !== 'merchant' || row.status !== 0) throw new ApiError(Code.notFound, 'errors.merchantUnknown');
  return row;
}

/** A merchant lists its own products (whatever id it sends); a superAdmin names the merchant. */
export async function listTestProducts(
  input: CallParsed<typeof orderTestCalls.products>,
  ctx: AuthedContext,
): Promise<TestProduct[]> {
  const me = ctx.auth.user;
  if (me.role === 'merchant') return testableProducts(ctx.db, me.id);
  if (input.merchantId === undefined) {
    throw new ApiError(
      Code.badRequest,
      'validation.required',
      {},
      { field: 'merchantId', issues: [{ field: 'merchantId', msgId: 'validation.required' }] },
    );
  }
  const merchant = await activeMerchant(ctx.db, input.merchantId);
  return testableProducts(ctx.db, merchant.id);
}
