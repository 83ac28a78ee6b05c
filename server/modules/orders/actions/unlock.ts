import type { CallParsed, UnlockResult, orderActionCalls } from '../../../../src/contract/index.ts';
import type { AuthedContext } from '../../../http/context.ts';
import { audit } from '../../audit-log/index.ts';
import { lockOrdersByCodes, updateOrder } from '../records-repository.ts';

/**
 * Product 7.5 unlockOrder: every listed order that is locked becomes unlocked, one audit record
 * each, in one transaction. Rows are locked in id order so two overlapping unlocks never wait
 * on each other crosswise.
 */
export async function unlockOrders(
  input: CallParsed<typeof orderActionCalls.unlockOrder>,
  ctx: AuthedContext,
): Promise<UnlockResult> {
  const codes = [...new Set(input.orderCodes)];
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const found = await lockOrdersByCodes(tx, codes);
    const unlocked: string[] = [];
    for (const o of found.filter((f) => f.locked)) {
      await updateOrder(tx, o.id, { locked: false, updatedAt: now });
      await audit(tx, ctx, 'order.unlock', o.orderCode, { locked: true }, { locked: false });
      unlocked.push(o.orderCode);
    }
    const known = new Set(found.map((f) => f.orderCode));
    return { unlocked, notFound: codes.filter((c) => !known.has(c)) };
  });
}
