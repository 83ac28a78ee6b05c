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
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { lockPayoutForMove, movePayout } from '../payouts/index.ts';
import { requireGoogleCode } from '../user/index.ts';
import {
  detectionById,
  detectionsPage,
  lockDetection,
  setDetectionDecision,
  type DetectionJoined,
} from './repository.ts';

type ListInput = CallParsed<typeof riskControlCalls.detections>;
type DecisionInput = CallParsed<typeof riskControlCalls.release>;
const S = RiskDetectionState;

function toRow({ d, p, merchantName }: DetectionJoined): RiskDetectionRow {
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

/** GET /v1.0/riskControl/detection/list: held payouts, newest first. */
export async function listDetections(input: ListInput, ctx: AuthedContext): Promise<Page<RiskDetectionRow>> {
  const { rows, total } = await detectionsPage(
    ctx.db,
    {
      state: input.state,
      merchantId: input.merchantId,
      orderCode: input.orderCode,
      startTime: input.startTime,
      endTime: input.endTime,
    },
    input,
  );
  return { list: rows.map(toRow), total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

/**
 * One decision on a held payout, made once: the record is locked first, so of two concurrent
 * decisions the second finds it decided. The payout moves through movePayout (state machine and
 * money): released to Awaiting Payment (unassigned, claimable, the hold kept), rejected to Payment
 * Cancelled (the hold returned). A payout someone moved by hand out of Handle exceptions is left alone.
 */
async function decide(
  input: DecisionInput,
  ctx: AuthedContext,
  state: typeof S.released | typeof S.rejected,
): Promise<RiskDetectionRow> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForManualSupplement', input.googleCode);
  const id = await ctx.db.transaction(async (tx) => {
    const d = await lockDetection(tx, input.id);
    if (!d) throw new ApiError(Code.notFound, 'errors.riskDetectionNotFound');
    if (d.state !== S.pending) throw new ApiError(Code.conflict, 'errors.riskDetectionDecided', { id: d.id });
    const row = await lockPayoutForMove(tx, d.orderCode);
    if (!row) throw new ApiError(Code.notFound, 'errors.payoutNotFound');
    if (row.status !== PayoutStatus.handleExceptions)
      throw new ApiError(Code.conflict, 'errors.riskPayoutNotHeld', { orderCode: row.orderCode });
    const released = state === S.released;
    const moved = await movePayout(
      tx,
      ctx,
      row,
      released ? PayoutStatus.awaitingPayment : PayoutStatus.paymentCancelled,
      released ? {} : { rejectReason: 'riskControl' },
    );
    const now = ctx.clock.now();
    await setDetectionDecision(tx, d.id, {
      state,
      decidedBy: ctx.auth.user.id,
      decidedByAccount: ctx.auth.user.account,
      decidedAt: now,
      remark: input.remark,
    });
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
  const row = await detectionById(ctx.db, id);
  if (!row) throw new ApiError(Code.notFound, 'errors.riskDetectionNotFound');
  return toRow(row);
}

/** POST /v1.0/riskControl/detection/release */
export const releaseDetection = (input: DecisionInput, ctx: AuthedContext) => decide(input, ctx, S.released);
/** POST /v1.0/riskControl/detection/reject */
export const rejectDetection = (input: DecisionInput, ctx: AuthedContext) => decide(input, ctx, S.rejected);
