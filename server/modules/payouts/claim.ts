import {
  Code,
  PayoutStatus,
  isStaff,
  type CallParsed,
  type PayoutClaimResult,
  type orderActionCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { claimIfUnassigned, lockPayoutById, payoutById, updatePayout } from './repository.ts';
import { checkPayoutMove } from './state-machine.ts';

type ClaimInput = CallParsed<typeof orderActionCalls.claimPayout>;
const P = PayoutStatus;
/** A claim may be given back while nobody has started paying: the order is still waiting. */
const cancellable = [P.awaitingPayment, P.preparingPayment];

const answer = (r: {
  id: number;
  orderCode: string;
  supplierId: number | null;
  claimedAt: Date | null;
}): PayoutClaimResult => ({
  orderId: r.id,
  orderCode: r.orderCode,
  supplierId: r.supplierId,
  claimedAt: r.claimedAt?.toISOString() ?? null,
});

/**
 * Product 7.5 claimOrder: a supplier takes an unassigned payout order awaiting payment. One
 * conditional UPDATE decides, so of any number of concurrent claims exactly one finds the row
 * still unassigned; the others learn why they lost.
 */
export async function claimPayout(input: ClaimInput, ctx: AuthedContext): Promise<PayoutClaimResult> {
  const me = ctx.auth.user.id;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const won = await claimIfUnassigned(tx, input.orderId, me, now);
    if (!won) {
      const row = await payoutById(tx, input.orderId);
      if (!row) throw new ApiError(Code.notFound, 'errors.payoutNotFound');
      // Another supplier's order: say it is gone without naming it (decision 041).
      if (row.supplierId !== null) throw new ApiError(Code.conflict, 'errors.payoutAlreadyClaimed');
      throw new ApiError(Code.conflict, 'errors.payoutNotClaimable', { orderCode: row.orderCode });
    }
    await audit(
      tx,
      ctx,
      'payout.claim',
      won.orderCode,
      { supplierId: null },
      { supplierId: me, claimedAt: now.toISOString() },
    );
    return answer(won);
  });
}

/**
 * Product 7.5 cancelClaim: the claiming supplier, or superAdmin/admin for anyone's claim, gives the
 * order back to the pool (unassigned, awaiting payment) while no payment has started. Another
 * supplier's claim answers as an unknown order: it is not theirs to learn about.
 */
export async function cancelPayoutClaim(input: ClaimInput, ctx: AuthedContext): Promise<PayoutClaimResult> {
  const me = ctx.auth.user;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockPayoutById(tx, input.orderId);
    if (!row || (!isStaff(me.role) && row.supplierId !== me.id))
      throw new ApiError(Code.notFound, 'errors.payoutNotFound');
    if (row.supplierId === null)
      throw new ApiError(Code.conflict, 'errors.payoutNotClaimed', { orderCode: row.orderCode });
    if (!(cancellable as number[]).includes(row.status))
      throw new ApiError(Code.conflict, 'errors.payoutClaimNotCancellable', { orderCode: row.orderCode });
    // Preparing Payment goes back to Awaiting through the state machine; an Awaiting claim only loses its supplier.
    if (row.status !== P.awaitingPayment) checkPayoutMove(row, P.awaitingPayment);
    const freed = await updatePayout(tx, row.id, {
      supplierId: null,
      claimedAt: null,
      status: P.awaitingPayment,
      updatedAt: now,
    });
    if (!freed) throw new ApiError(Code.notFound, 'errors.payoutNotFound');
    await audit(
      tx,
      ctx,
      'payout.cancelClaim',
      row.orderCode,
      { supplierId: row.supplierId, status: row.status, claimedAt: row.claimedAt?.toISOString() ?? null },
      { supplierId: null, status: P.awaitingPayment, claimedAt: null },
    );
    return answer(freed);
  });
}
