import { OrderStatus, type OrderStatusId } from './statuses.ts';
import type { OrderEventType } from './api/merchant-api.ts';

const S = OrderStatus;

/**
 * Every move an order may make, and no other (product 4 leaves the rules open; docs/decisions/011-collection-order-rules.md).
 *
 *   created, creating   -> allocated | allocationFailed | timedOut
 *   allocationFailed    -> allocated                     (reselect finds an account later)
 *   allocated           -> processing | toBeConfirmed | submitted | successful | timedOut
 *                          | rejecting | rejected | failed
 *   processing          -> allocated | toBeConfirmed | submitted | successful | timedOut | rejecting
 *                          | rejected | failed        (allocated: reselect, or reject back to the list)
 *   submitted           -> allocated | toBeConfirmed | successful | rejecting | rejected | failed
 *   toBeConfirmed       -> allocated | successful | rejecting | rejected | failed
 *   rejecting           -> rejected | allocated | failed (reject back to the list makes it Allocated again)
 *   timedOut            -> successful | allocated       (late supplement, when CanTimeoutSupplement;
 *                                                         reselect or a status fix gives a new wait)
 *   successful          -> callbackSuccessful | callbackFailed | failed   (failed: reversed)
 *   callbackFailed      -> callbackSuccessful | failed   (a re-sent callback got through; reversed)
 *   callbackSuccessful  -> failed                        (reversed: the money moves back)
 *   rejected, failed: final
 *
 * No status moves to itself: a second supplement of a paid order is refused, which is what makes
 * "paid exactly once" hold when the move is checked with the order row locked. An Allocated
 * order given another account (reselect) or unlocked (reject back to the list) stays Allocated:
 * that is a re-allocation, checked with checkReallocation, not a move.
 */
export const allowedTransitions: Readonly<Record<OrderStatusId, readonly OrderStatusId[]>> = {
  [S.created]: [S.allocated, S.allocationFailed, S.timedOut],
  [S.creating]: [S.allocated, S.allocationFailed, S.timedOut],
  [S.allocationFailed]: [S.allocated],
  [S.allocated]: [
    S.processing,
    S.toBeConfirmed,
    S.submitted,
    S.successful,
    S.timedOut,
    S.rejecting,
    S.rejected,
    S.failed,
  ],
  [S.processing]: [
    S.allocated,
    S.toBeConfirmed,
    S.submitted,
    S.successful,
    S.timedOut,
    S.rejecting,
    S.rejected,
    S.failed,
  ],
  [S.submitted]: [S.allocated, S.toBeConfirmed, S.successful, S.rejecting, S.rejected, S.failed],
  [S.toBeConfirmed]: [S.allocated, S.successful, S.rejecting, S.rejected, S.failed],
  [S.rejecting]: [S.rejected, S.allocated, S.failed],
  [S.timedOut]: [S.successful, S.allocated],
  [S.successful]: [S.callbackSuccessful, S.callbackFailed, S.failed],
  [S.callbackFailed]: [S.callbackSuccessful, S.failed],
  [S.callbackSuccessful]: [S.failed],
  [S.rejected]: [],
  [S.failed]: [],
};

const paidStatuses: readonly OrderStatusId[] = [S.successful, S.callbackSuccessful, S.callbackFailed];

/**
 * The callback event a move tells the merchant (docs/merchant-api.md "Callbacks"), or null for a
 * move the merchant is not told of (allocation, processing, a callback's own bookkeeping). Beside
 * the table of moves, so a new move is told or not by the same people who allow it.
 */
export function orderEventOf(from: number, to: number): OrderEventType | null {
  if (from === to) return null;
  if (to === S.successful) return paidStatuses.includes(from as OrderStatusId) ? null : 'order.paid';
  if (to === S.timedOut) return 'order.timedOut';
  if (to === S.rejected) return 'order.rejected';
  if (to === S.failed) return paidStatuses.includes(from as OrderStatusId) ? 'order.reversed' : 'order.failed';
  return null;
}
