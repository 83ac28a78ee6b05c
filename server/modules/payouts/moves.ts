import {
  Code,
  PayoutStatus,
  activeGatewayStates,
  isGatewayPayoutState,
  isStaff,
  type AuditAction,
  type CallParsed,
  type PayoutRow,
  type PayoutStatusId,
  type payoutCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { enqueueEvent } from '../callback-events/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { releasePayout, settleGatewayPayout, settlePayout } from './money.ts';
import { mustActOn, payoutRowFor } from './records.ts';
import { lockPayout, updatePayout, type PayoutChanges, type PayoutRecord } from './repository.ts';
import { checkPayoutMove, payoutEventOf } from './state-machine.ts';
import { requireGoogleCode } from '../user/index.ts';
import { payoutsFinished } from '../../lib/metrics.ts';

const P = PayoutStatus;

export interface MoveExtra {
  utr?: string;
  rejectReason?: string;
  /** The gateway's answer that makes this move (paid or rejected). */
  gatewayState?: 'paid' | 'rejected';
  /** A cancel the merchant or staff asked for (its callback says cancelled, not rejected). */
  cancelled?: boolean;
}

/** The payout with this code, locked in the caller's transaction, for a move decided elsewhere (risk control's held payouts). */
export function lockPayoutForMove(tx: DbOrTx, orderCode: string): Promise<PayoutRecord | undefined> {
  return lockPayout(tx, orderCode);
}

/** Who moves a payout: a signed-in person, or the gateway job (auth null: no operator). */
export interface MoveActor {
  clock: Clock;
  auth: { user: { id: number } } | null;
}

/** A payout the gateway may still pay (queued or sent): only the gateway's answer moves it. */
export const isAtGateway = (row: Pick<PayoutRecord, 'gatewayId' | 'gatewayState'>): boolean =>
  row.gatewayId !== null && isGatewayPayoutState(row.gatewayState) && activeGatewayStates.includes(row.gatewayState);

/**
 * The one way a payout changes status: checked by the state machine on the row the caller holds
 * locked, with the money of the target status in the same transaction:
 * - Payment Completed: needs a supplier; settles (settlePayout) and keeps the UTR.
 * - Payment Cancelled: releases the hold, keeps the reject reason.
 * - Awaiting Payment: back to the list: unassigned, out of its batch, claimable and exportable again.
 * Every other move changes the status only. A payout at its gateway (isAtGateway) is paid by the
 * gateway: it needs no supplier, and its completion debits the merchant only (settleGatewayPayout).
 */
export async function movePayout(
  tx: DbOrTx,
  ctx: MoveActor,
  row: PayoutRecord,
  to: PayoutStatusId,
  extra: MoveExtra = {},
): Promise<PayoutRecord> {
  checkPayoutMove(row, to);
  const now = ctx.clock.now();
  const me = ctx.auth?.user.id ?? null;
  const set: PayoutChanges = { status: to, updatedAt: now };
  const byGateway = row.supplierId === null && isAtGateway(row);
  if (row.test) {
    // A test payout (decision 130) moves no money and needs nobody paying it: the same statuses,
    // fields and callback as a live one, no fund record.
    if (to === P.paymentCompleted) set.completedAt = now;
    if (to === P.paymentCompleted && extra.utr) set.utr = extra.utr;
    if (to === P.paymentCancelled) set.rejectReason = extra.rejectReason ?? row.rejectReason;
  } else if (to === P.paymentCompleted && byGateway) {
    await settleGatewayPayout(tx, row, now, me);
    set.completedAt = now;
    if (extra.utr) set.utr = extra.utr;
  } else if (to === P.paymentCompleted) {
    if (row.supplierId === null)
      throw new ApiError(Code.conflict, 'errors.payoutNoSupplier', { orderCode: row.orderCode });
    await settlePayout(tx, row, row.supplierId, now, me);
    set.completedAt = now;
    if (extra.utr) set.utr = extra.utr;
  } else if (to === P.paymentCancelled) {
    await releasePayout(tx, row, now, me);
    set.rejectReason = extra.rejectReason ?? row.rejectReason;
  } else if (to === P.awaitingPayment) {
    Object.assign(set, { supplierId: null, claimedAt: null, batchId: null });
    if (extra.rejectReason) set.rejectReason = extra.rejectReason;
  } else if ((to === P.processingPayment || to === P.preparingPayment) && row.supplierId === null && !byGateway) {
    // Somebody must be paying it.
    throw new ApiError(Code.conflict, 'errors.payoutNoSupplier', { orderCode: row.orderCode });
  }
  if (extra.gatewayState) set.gatewayState = extra.gatewayState;
  const moved = await updatePayout(tx, row.id, set);
  if (!moved) throw new ApiError(Code.notFound, 'errors.payoutNotFound');
  // Counted inside the transaction: a rare rollback after this point is counted too.
  if (to === P.paymentCompleted || to === P.paymentCancelled)
    payoutsFinished.inc({
      product: String(row.productId),
      outcome: to === P.paymentCompleted ? 'completed' : 'cancelled',
    });
  await tellPayoutMove(tx, row, moved, extra, now);
  return moved;
}

/** The move's callback event (payoutEventOf), in the transaction of the move. */
async function tellPayoutMove(tx: DbOrTx, before: PayoutRecord, after: PayoutRecord, extra: MoveExtra, now: Date) {
  const eventType = payoutEventOf(before.status, after.status, extra);
  if (!eventType) return;
  await enqueueEvent(tx, {
    eventType,
    orderCode: after.orderCode,
    mchOrderNo: after.mchOrderNo,
    merchantId: after.merchantId,
    url: after.notifyUrl,
    test: after.test,
    data: {
      mchId: after.merchantId,
      mchOrderNo: after.mchOrderNo,
      orderCode: after.orderCode,
      productId: after.productId,
      amount: after.amount,
      fee: after.fee,
      status: after.status,
      utr: after.utr,
      rejectReason: after.rejectReason,
      completedAt: after.completedAt?.toISOString(),
    },
    now,
  });
}

const snapshot = (r: PayoutRecord) => ({
  status: r.status,
  supplierId: r.supplierId,
  batchId: r.batchId,
  utr: r.utr,
  rejectReason: r.rejectReason,
});

/** Locks, checks who acts, moves, audits; answers the payout as the caller sees it. */
async function act(
  ctx: AuthedContext,
  orderCode: string,
  action: AuditAction,
  decide: (row: PayoutRecord) => { to: PayoutStatusId; extra?: MoveExtra },
): Promise<PayoutRow> {
  const id = await ctx.db.transaction(async (tx) => {
    const row = mustActOn(ctx.auth.user, await lockPayout(tx, orderCode));
    // The gateway may pay it at any moment: a person's move now could pay it twice or lose it.
    if (isAtGateway(row)) throw new ApiError(Code.conflict, 'errors.payoutAtGateway', { orderCode: row.orderCode });
    const { to, extra } = decide(row);
    const moved = await movePayout(tx, ctx, row, to, extra);
    await audit(tx, ctx, action, row.orderCode, snapshot(row), snapshot(moved));
    return moved.id;
  });
  return payoutRowFor(ctx.db, id, ctx.auth.user.role);
}

/** The supplier starts paying (or staff record that it did). */
export function markPayoutProcessing(
  input: CallParsed<typeof payoutCalls.markProcessing>,
  ctx: AuthedContext,
): Promise<PayoutRow> {
  return act(ctx, input.orderCode, 'payout.markProcessing', () => ({ to: P.processingPayment }));
}

/** Paid, with the bank's UTR: money settles (movePayout). Google code per EnableGoogleVerifyForManualSupplement. */
export async function completePayout(
  input: CallParsed<typeof payoutCalls.complete>,
  ctx: AuthedContext,
): Promise<PayoutRow> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForManualSupplement', input.googleCode);
  return act(ctx, input.orderCode, 'payout.complete', () => ({ to: P.paymentCompleted, extra: { utr: input.utr } }));
}

/**
 * Product 4 reject, two modes: `merchant` cancels the payout (the hold goes back, the reason is kept);
 * `list` sends it back unassigned to Awaiting Payment, claimable and exportable again, the hold kept.
 */
export async function rejectPayout(
  input: CallParsed<typeof payoutCalls.reject>,
  ctx: AuthedContext,
): Promise<PayoutRow> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForManualSupplement', input.googleCode);
  const reason = input.reason === 'other' ? input.otherReason.trim() : input.reason;
  return act(
    ctx,
    input.orderCode,
    input.mode === 'merchant' ? 'payout.rejectToMerchant' : 'payout.rejectToList',
    () => ({
      to: input.mode === 'merchant' ? P.paymentCancelled : P.awaitingPayment,
      extra: { rejectReason: reason },
    }),
  );
}

/**
 * Cancel: staff any open payout (Google code as reject); a merchant its own only while nobody
 * has claimed it and it is still awaiting payment.
 */
export async function cancelPayout(
  input: CallParsed<typeof payoutCalls.cancel>,
  ctx: AuthedContext,
): Promise<PayoutRow> {
  const merchant = ctx.auth.user.role === 'merchant';
  if (!merchant) await requireGoogleCode(ctx, 'EnableGoogleVerifyForManualSupplement', input.googleCode);
  return act(ctx, input.orderCode, 'payout.cancel', (row) => {
    if (merchant && (row.supplierId !== null || row.status !== P.awaitingPayment)) {
      throw new ApiError(Code.conflict, 'errors.payoutNotCancellable', { orderCode: row.orderCode });
    }
    return {
      to: P.paymentCancelled,
      extra: { rejectReason: merchant ? 'merchantRequest' : 'cancelled', cancelled: true },
    };
  });
}

/** Staff status fix: any move the state machine allows, made with its money. */
export async function fixPayoutStatus(
  input: CallParsed<typeof payoutCalls.updateStatus>,
  ctx: AuthedContext,
): Promise<PayoutRow> {
  if (!isStaff(ctx.auth.user.role)) throw new ApiError(Code.forbidden, 'errors.forbidden');
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForManualSupplement', input.googleCode);
  return act(ctx, input.orderCode, 'payout.updateStatus', () => ({
    to: input.status as PayoutStatusId,
    extra: { utr: input.utr || undefined, rejectReason: input.reason },
  }));
}
