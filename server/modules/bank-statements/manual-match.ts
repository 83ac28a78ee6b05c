import { eq } from 'drizzle-orm';
import { Code, StatementDirection, type CallParsed, type ManualMatchResult, type MessageId, type bankStatementCalls } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bankStatements, resources } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit/record.ts';
import { writeMonitorLog } from '../monitor-log/write.ts';
import { checkGoogle } from '../orders/actions/google-check.ts';
import { lockOrderByCode, type OrderRecord } from '../orders/order-records.ts';
import { markPaid } from '../orders/payment.ts';
import { matchableStatuses } from './matcher.ts';
import { markStatementMatched, type StatementRecord } from './repository.ts';

type MatchInput = CallParsed<typeof bankStatementCalls.manualMatch>;

const money = (minor: number) => (minor / 100).toFixed(2);

async function lockStatement(tx: DbOrTx, id: number): Promise<StatementRecord | null> {
  const [row] = await tx.select().from(bankStatements).where(eq(bankStatements.id, id)).for('update');
  return row ?? null;
}

async function cardNumberOf(tx: DbOrTx, resourceId: number): Promise<string> {
  const [row] = await tx.select({ cardNumber: resources.cardNumber }).from(resources).where(eq(resources.id, resourceId));
  return row?.cardNumber ?? '';
}

/** Why this record cannot pay this order, checked on the locked rows; null when it can. */
function refusal(order: OrderRecord, s: StatementRecord): ApiError | null {
  const conflict = (id: MessageId, values: Record<string, string | number>) => new ApiError(Code.conflict, id, values);
  if (s.direction !== StatementDirection.income) return conflict('errors.statementNotIncome', { id: s.id });
  if (s.matchedOrderCode !== null) return conflict('errors.statementAlreadyMatched', { id: s.id, orderCode: s.matchedOrderCode });
  if (order.resourceId !== s.resourceId) return conflict('errors.statementOtherAccount', { id: s.id, orderCode: order.orderCode });
  if (order.payableAmount !== s.amount) return conflict('errors.statementAmountDiffers', { id: s.id, orderCode: order.orderCode, payable: money(order.payableAmount), amount: money(s.amount) });
  if (!matchableStatuses.includes(order.status)) return conflict('errors.orderNotOpen', { orderCode: order.orderCode });
  return null;
}

/**
 * POST /v1.0/bankStatement/manualMatch: staff decide which order an unmatched income paid (the
 * matcher left it, e.g. two orders fitted or the order was not yet known). The order is locked
 * first, then the record, in the order query-status takes them, so the two never deadlock; a
 * concurrent second match finds the record matched or the order paid. Supplement status 1 (by
 * hand) with the record's UTR; the money moves once (markPaid).
 */
export async function matchStatementByHand(input: MatchInput, ctx: AuthedContext): Promise<ManualMatchResult> {
  await checkGoogle(ctx, input.googleCode);
  const now = ctx.clock.now();
  const me = ctx.auth.user;
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrderByCode(tx, input.orderCode);
    if (!order) throw new ApiError(Code.notFound, 'errors.orderNotFound');
    const statement = await lockStatement(tx, input.id);
    if (!statement) throw new ApiError(Code.notFound, 'errors.statementNotFound');
    const refused = refusal(order, statement);
    if (refused) throw refused;

    const paid = await markPaid(tx, order, { supplementStatus: 1, utr: statement.utr, operatorId: me.id, now, reason: `SMS record ${statement.id} matched by hand` });
    await markStatementMatched(tx, statement.id, order.orderCode, now, me.id);
    await writeMonitorLog(tx, {
      resourceId: statement.resourceId,
      cardNumber: await cardNumberOf(tx, statement.resourceId),
      logPhase: 'matched',
      orderCode: order.orderCode,
      content: `Income ${money(statement.amount)} (UTR ${statement.utr ?? '-'}) of SMS record ${statement.id} matched to order ${order.orderCode} by ${me.account}`,
      now,
    });
    await audit(
      tx,
      ctx,
      'bankStatement.manualMatch',
      order.orderCode,
      { status: order.status, utr: order.utr, statementId: statement.id, matchedOrderCode: null },
      { status: paid.status, utr: paid.utr, supplementStatus: 1, statementId: statement.id, matchedOrderCode: order.orderCode },
    );
    return { id: statement.id, orderCode: order.orderCode, status: paid.status };
  });
}
