import { and, eq } from 'drizzle-orm';
import { Code, type CallParsed, type OrderQueryResult, type monitorCalls } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { writeMonitorLog } from '../monitor-log/index.ts';
import { settingValue } from '../system-config/index.ts';
import { type OrderRecord, orderScope } from '../orders/index.ts';
import { confirmWithStatement, matchableStatuses } from './matcher.ts';
import { cardNumberOf, lockFittingStatement, lockOrderWhere, statementOfOrder } from './repository.ts';

type QueryInput = CallParsed<typeof monitorCalls.queryStatus>;

/** The order row locked, if the caller may see it: a supplier only its own (and its team's). */
async function lockVisibleOrder(tx: DbOrTx, ctx: AuthedContext, id: number): Promise<OrderRecord | null> {
  return lockOrderWhere(tx, and(eq(orders.id, id), orderScope(ctx.auth.user)));
}

/**
 * Product 7.5 order-query/{id}/query-status, staff and supplier forms: for an order still waiting or
 * timed out, looks among its account's unmatched income records for the payment (same payable
 * amount, arrived within the order's time) and confirms the order with it, like the report does.
 * Another supplier's order answers as an unknown one.
 */
export async function queryOrderStatus(input: QueryInput, ctx: AuthedContext): Promise<OrderQueryResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const order = await lockVisibleOrder(tx, ctx, input.id);
    if (!order) throw new ApiError(Code.notFound, 'errors.orderNotFound');
    // CompleteCheckOrderTime: a completed order may be checked again for that many minutes after
    // its completion, then its check is closed (it is settled; a dispute goes through a reversal).
    if (order.completedAt !== null) {
      const minutes = Number(await settingValue(tx, 'CompleteCheckOrderTime'));
      if (now.getTime() - order.completedAt.getTime() > minutes * 60_000) {
        throw new ApiError(Code.conflict, 'errors.orderCheckClosed', { orderCode: order.orderCode, minutes });
      }
    }
    const unchanged = async (): Promise<OrderQueryResult> => ({
      orderCode: order.orderCode,
      status: order.status,
      matched: false,
      statementId: await statementOfOrder(tx, order.orderCode),
    });
    if (!matchableStatuses.includes(order.status) || order.resourceId === null) return unchanged();

    const cardNumber = await cardNumberOf(tx, order.resourceId);
    const statement = await lockFittingStatement(tx, order);
    if (!statement) {
      await writeMonitorLog(tx, {
        resourceId: order.resourceId,
        cardNumber,
        logPhase: 'query',
        orderCode: order.orderCode,
        content: `Queried by ${ctx.auth.user.account}: no fitting SMS record`,
        now,
      });
      return unchanged();
    }
    const paid = await confirmWithStatement(tx, order, statement, { now, by: ctx.auth.user.id, cardNumber });
    await audit(
      tx,
      ctx,
      'order.queryStatus',
      order.orderCode,
      { status: order.status },
      { status: paid.status, statementId: statement.id, utr: paid.utr },
    );
    return { orderCode: order.orderCode, status: paid.status, matched: true, statementId: statement.id };
  });
}
