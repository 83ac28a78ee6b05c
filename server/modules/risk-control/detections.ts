import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  Code,
  PayoutStatus,
  RiskDetectionState,
  type CallParsed,
  type Page,
  type RiskDetectionRow,
  type RiskDetectionStateId,
  type RiskMatch,
  type riskControlCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payoutOrders, riskDetections, users } from '../../db/schema.ts';
import { within } from '../../db/time-range.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit/index.ts';
import { lockPayoutForMove, movePayout } from '../payouts/index.ts';
import { requireGoogleCode } from '../user/index.ts';
import { listPage } from '../../db/pagination.ts';

type ListInput = CallParsed<typeof riskControlCalls.detections>;
type DecisionInput = CallParsed<typeof riskControlCalls.release>;
const S = RiskDetectionState;

const fields = { d: riskDetections, p: payoutOrders, merchantName: users.nickname };

function toRow({ d, p, merchantName }: { d: typeof riskDetections.$inferSelect; p: typeof payoutOrders.$inferSelect; merchantName: string | null }): RiskDetectionRow {
  return {
    id: d.id,
    orderCode: d.orderCode,
    mchOrderNo: p.mchOrderNo,
    merchantId: d.merchantId,
    merchantName: merchantName ?? '',
    productId: p.productId,
    amount: p.amount,
    fee: p.fee,
    name: p.name,
    cardNumber: p.cardNumber,
    upi: p.upi,
    walletAddress: p.walletAddress,
    payoutStatus: p.status,
    matches: d.matches as RiskMatch[],
    state: d.state as RiskDetectionStateId,
    decidedBy: d.decidedByAccount,
    decidedTime: d.decidedAt?.toISOString() ?? null,
    remark: d.remark,
    createTime: d.createdAt.toISOString(),
  };
}

const joined = (db: DbOrTx) =>
  db.select(fields).from(riskDetections).innerJoin(payoutOrders, eq(payoutOrders.id, riskDetections.payoutId)).leftJoin(users, eq(users.id, riskDetections.merchantId));

/** GET /v1.0/riskControl/detection/list: held payouts, newest first. */
export async function listDetections(input: ListInput, ctx: AuthedContext): Promise<Page<RiskDetectionRow>> {
  const where: SQL | undefined = and(
    input.state !== undefined ? eq(riskDetections.state, input.state) : undefined,
    input.merchantId ? eq(riskDetections.merchantId, input.merchantId) : undefined,
    input.orderCode ? eq(riskDetections.orderCode, input.orderCode) : undefined,
    within(riskDetections.createdAt, input.startTime, input.endTime),
  );
  const query = joined(ctx.db)
    .where(where)
    .orderBy(desc(riskDetections.createdAt), desc(riskDetections.id))
    .$dynamic();
  const { rows, total } = await listPage(ctx.db, query, riskDetections, where, input);
  return { list: rows.map(toRow), total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

/**
 * One decision on a held payout, made once: the record is locked first, so of two concurrent
 * decisions the second finds it decided. The payout moves through movePayout (state machine and
 * money): released to Awaiting Payment (unassigned, claimable, the hold kept), rejected to Payment
 * Cancelled (the hold returned). A payout someone moved by hand out of Handle exceptions is left alone.
 */
async function decide(input: DecisionInput, ctx: AuthedContext, state: typeof S.released | typeof S.rejected): Promise<RiskDetectionRow> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForManualSupplement', input.googleCode);
  const id = await ctx.db.transaction(async (tx) => {
    const [d] = await tx.select().from(riskDetections).where(eq(riskDetections.id, input.id)).for('update');
    if (!d) throw new ApiError(Code.notFound, 'errors.riskDetectionNotFound');
    if (d.state !== S.pending) throw new ApiError(Code.conflict, 'errors.riskDetectionDecided', { id: d.id });
    const row = await lockPayoutForMove(tx, d.orderCode);
    if (!row) throw new ApiError(Code.notFound, 'errors.payoutNotFound');
    if (row.status !== PayoutStatus.handleExceptions) throw new ApiError(Code.conflict, 'errors.riskPayoutNotHeld', { orderCode: row.orderCode });
    const released = state === S.released;
    const moved = await movePayout(tx, ctx, row, released ? PayoutStatus.awaitingPayment : PayoutStatus.paymentCancelled, released ? {} : { rejectReason: 'riskControl' });
    const now = ctx.clock.now();
    await tx
      .update(riskDetections)
      .set({ state, decidedBy: ctx.auth.user.id, decidedByAccount: ctx.auth.user.account, decidedAt: now, remark: input.remark })
      .where(eq(riskDetections.id, d.id));
    await audit(
      tx,
      ctx,
      released ? 'riskControl.release' : 'riskControl.reject',
      row.orderCode,
      { detectionState: d.state, payoutStatus: row.status },
      { detectionState: state, payoutStatus: moved.status, remark: input.remark },
    );
    return d.id;
  });
  const [row] = await joined(ctx.db).where(eq(riskDetections.id, id));
  if (!row) throw new ApiError(Code.notFound, 'errors.riskDetectionNotFound');
  return toRow(row);
}

/** POST /v1.0/riskControl/detection/release */
export const releaseDetection = (input: DecisionInput, ctx: AuthedContext) => decide(input, ctx, S.released);
/** POST /v1.0/riskControl/detection/reject */
export const rejectDetection = (input: DecisionInput, ctx: AuthedContext) => decide(input, ctx, S.rejected);
