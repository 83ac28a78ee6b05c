import {
  Code,
  OrderStatus,
  isStaff,
  type CallParsed,
  type SupplementResult,
  type orderCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { settingValue } from '../system-config/index.ts';
import { markPaid } from './payment.ts';
import { lockOrderByCode, parentOf, type OrderRecord } from './records-repository.ts';
import { requireGoogleCode } from '../user/index.ts';

type SupplementInput = CallParsed<typeof orderCalls.replenishmentOrder>;

/** Reads through `tx`: PGlite has one connection, and a query outside the open transaction would wait for it. Staff act on every order; a supplier on the orders of its accounts, an agent on its team's too. */
async function mayAct(tx: DbOrTx, ctx: AuthedContext, order: OrderRecord): Promise<boolean> {
  const me = ctx.auth.user;
  if (isStaff(me.role)) return true;
  if (me.role !== 'supplier' || order.supplierId === null) return false;
  if (order.supplierId === me.id) return true;
  return me.isAgent && (await parentOf(tx, order.supplierId)) === me.id;
}

/**
 * Product 7.5 replenishmentOrder: marks the order paid with the payer's UTR (supplement status
 * manual) and moves the money, all in one transaction with the order row locked, so concurrent
 * supplements of one order give one success; the others get the state machine's 409.
 */
export async function supplementOrder(input: SupplementInput, ctx: AuthedContext): Promise<SupplementResult> {
  // The offset supplement (paying one order with another's money) is a later item of the issue.
  if (input.isOffsetReplenishmentOrder) throw new ApiError(Code.badRequest, 'errors.notImplemented');
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForManualSupplement', input.googleCode);
  const lateAllowed = Boolean(await settingValue(ctx.db, 'CanTimeoutSupplement'));
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrderByCode(tx, input.orderCode);
    // Another supplier's order answers as an unknown one: its existence is not theirs to learn.
    if (!order || !(await mayAct(tx, ctx, order))) throw new ApiError(Code.notFound, 'errors.orderNotFound');
    if (order.status === OrderStatus.timedOut && !lateAllowed)
      throw new ApiError(Code.conflict, 'errors.lateSupplementOff');
    const paid = await markPaid(tx, order, {
      supplementStatus: 1,
      utr: input.utr,
      operatorId: ctx.auth.user.id,
      now,
      reason: 'Manual supplement',
    });
    await audit(
      tx,
      ctx,
      'order.supplement',
      order.orderCode,
      { status: order.status, utr: order.utr },
      { status: paid.status, utr: paid.utr, supplementStatus: 1 },
    );
    return { orderCode: paid.orderCode, status: paid.status, supplementStatus: 1, utr: input.utr };
  });
}
