import { Code, OrderStatus, type OrderStatusId, type OrderStatusName } from '../../../src/contract/index.ts';
import { ApiError } from '../../http/errors.ts';

const S = OrderStatus;

/**
 * Every move an order may make, and no other (spec 4 leaves the rules open; docs/decisions.md).
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
  [S.allocated]: [S.processing, S.toBeConfirmed, S.submitted, S.successful, S.timedOut, S.rejecting, S.rejected, S.failed],
  [S.processing]: [S.allocated, S.toBeConfirmed, S.submitted, S.successful, S.timedOut, S.rejecting, S.rejected, S.failed],
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

/** Orders still waiting for a payment on their account: they hold its float amount and a concurrency slot. */
export const openOrderStatuses: readonly OrderStatusId[] = [S.allocated, S.processing];
/**
 * Orders whose amount is reserved on their supplier's balance (issue 14 item 11): on an account and
 * not paid, and no final answer yet. Migration 0017 writes these ids in its triggers; a test checks
 * they agree. Timed out releases: a late supplement debits the supplier anyway (allowed below zero).
 */
export const reservingStatuses: readonly OrderStatusId[] = [S.allocated, S.processing, S.rejecting, S.toBeConfirmed, S.submitted];
/** Orders the timeout job ends: nobody paid within OrderTimeoutMinutes. */
export const timeoutableStatuses: readonly OrderStatusId[] = [S.created, S.creating, S.allocated, S.processing];

const names = Object.fromEntries(Object.entries(S).map(([name, id]) => [id, name])) as Record<number, OrderStatusName>;
export const statusName = (id: number): string => names[id] ?? String(id);

export function canTransition(from: number, to: number): boolean {
  return (allowedTransitions[from as OrderStatusId] ?? []).includes(to as OrderStatusId);
}

export interface Transition {
  orderCode: string;
  from: OrderStatusId;
  to: OrderStatusId;
  reason: string;
}

/**
 * Checks one move; callers apply it to the row they hold locked (FOR UPDATE), so the check and the
 * write see the same status. An illegal move is a 409 naming both statuses.
 */
export function transition(order: { orderCode: string; status: number }, to: OrderStatusId, reason: string): Transition {
  if (!canTransition(order.status, to)) {
    throw new ApiError(Code.conflict, 'errors.orderTransitionInvalid', { orderCode: order.orderCode, from: statusName(order.status), to: statusName(to) });
  }
  return { orderCode: order.orderCode, from: order.status as OrderStatusId, to, reason };
}

/**
 * An order may be (re-)allocated when it is Allocated already (it keeps its status and gets
 * another account, or is unlocked) or when it may move to Allocated; otherwise the same 409.
 */
export function checkReallocation(order: { orderCode: string; status: number }, reason: string): Transition {
  if (order.status === S.allocated) return { orderCode: order.orderCode, from: S.allocated, to: S.allocated, reason };
  return transition(order, S.allocated, reason);
}
