import type { CallParsed, UserProductRow, userProductCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { findUserProduct } from './list.ts';
import { lockUserProduct, updateUserProductRow } from './repository.ts';

const auditView = (r: UserProductRow) => ({
  userId: r.userId,
  productId: r.productId,
  rate: r.rate,
  fixedFee: r.fixedFee,
  enabled: r.enabled,
});

/**
 * Changes a user's rate, fixed fee and on/off for one product, with its audit record in the same
 * transaction. Orders keep the fees computed at their creation (server/modules/orders/create.ts),
 * so the change reaches new orders only. The row is locked so two admins' changes audit in order.
 */
export async function updateUserProduct(
  input: CallParsed<typeof userProductCalls.update>,
  ctx: AuthedContext,
): Promise<UserProductRow> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockUserProduct(tx, input.userId, input.productId);
    const before = locked ? await findUserProduct(tx, input.userId, input.productId) : null;
    if (!before) throw notFound('errors.userProductNotFound');
    await updateUserProductRow(tx, input.userId, input.productId, {
      rate: input.rate,
      fixedFee: input.fixedFee,
      enabled: input.enabled,
      updatedAt: ctx.clock.now(),
    });
    const after = await findUserProduct(tx, input.userId, input.productId);
    await audit(
      tx,
      ctx,
      'userProduct.update',
      `${before.userAccount}/${before.productId}`,
      auditView(before),
      auditView(after!),
    );
    return after!;
  });
}
