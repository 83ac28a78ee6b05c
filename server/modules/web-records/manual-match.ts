import { eq } from 'drizzle-orm';
import { Code, type CallParsed, type ManualMatchResult, type MessageId, type webRecordCalls } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resources } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit/record.ts';
import { checkGoogle } from '../orders/actions/google-check.ts';
import { lockOrderByCode, type OrderRecord } from '../orders/order-records.ts';
import { amountText, confirmWithRecord, expectedAmount, matchableStatuses } from './matcher.ts';
import { lockRecord, type WebRecord } from './repository.ts';

type MatchInput = CallParsed<typeof webRecordCalls.manualMatch>;

async function cardNumberOf(tx: DbOrTx, resourceId: number): Promise<string> {
  const [row] = await tx.select({ cardNumber: resources.cardNumber }).from(resources).where(eq(resources.id, resourceId));
  return row?.cardNumber ?? '';
}

/** Why this record cannot pay this order, checked on the locked rows; null when it can. */
function refusal(order: OrderRecord, r: WebRecord): ApiError | null {
  const conflict = (id: MessageId, values: Record<string, string | number>) => new ApiError(Code.conflict, id, values);
  if (r.matchedOrderCode !== null) return conflict('errors.webRecordAlreadyMatched', { id: r.id, orderCode: r.matchedOrderCode });
  if (order.resourceId !== r.resourceId) return conflict('errors.webRecordOtherAccount', { id: r.id, orderCode: order.orderCode });
  const expected = expectedAmount(order, r.kind);
  if (expected !== r.amount) {
    const payable = expected === null ? '-' : amountText(r.kind, expected);
    return conflict('errors.webRecordAmountDiffers', { id: r.id, orderCode: order.orderCode, payable, amount: amountText(r.kind, r.amount) });
  }
  if (!matchableStatuses.includes(order.status)) return conflict('errors.orderNotOpen', { orderCode: order.orderCode });
  return null;
}

/**
 * POST /v1.0/webRecord/manualMatch: staff decide which order an unmatched web message or USDT
 * transfer paid. Google code first; the order is locked before the record, as in the SMS manual
 * match, so the two never deadlock and a second match finds the record matched or the order paid.
 */
export async function matchRecordByHand(input: MatchInput, ctx: AuthedContext): Promise<ManualMatchResult> {
  await checkGoogle(ctx, input.googleCode);
  const now = ctx.clock.now();
  const me = ctx.auth.user;
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrderByCode(tx, input.orderCode);
    if (!order) throw new ApiError(Code.notFound, 'errors.orderNotFound');
    const record = await lockRecord(tx, input.id);
    if (!record) throw new ApiError(Code.notFound, 'errors.webRecordNotFound');
    const refused = refusal(order, record);
    if (refused) throw refused;
    const paid = await confirmWithRecord(tx, order, record, { now, by: me.id, byAccount: me.account, cardNumber: await cardNumberOf(tx, record.resourceId) });
    await audit(
      tx,
      ctx,
      'webRecord.manualMatch',
      order.orderCode,
      { status: order.status, utr: order.utr, recordId: record.id, kind: record.kind, matchedOrderCode: null },
      { status: paid.status, utr: paid.utr, supplementStatus: 1, recordId: record.id, kind: record.kind, matchedOrderCode: order.orderCode },
    );
    return { id: record.id, orderCode: order.orderCode, status: paid.status };
  });
}
