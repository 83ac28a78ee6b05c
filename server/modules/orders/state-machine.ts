import {
  allowedTransitions,
  Code,
  OrderStatus,
  OrderType,
  type TestOutcome,
  type OrderStatusId,
  type OrderStatusName,
} from '../../../src/contract/index.ts';
import { ApiError } from '../../http/errors.ts';

const S = OrderStatus;

/**
 * The moves themselves are the contract's `allowedTransitions` (src/contract/order-transitions.ts),
 * so the status fix form offers only what this machine accepts; this module checks them.
 */
/** Orders still waiting for a payment on their account: they hold its float amount and a concurrency slot. */
export const openOrderStatuses: readonly OrderStatusId[] = [S.allocated, S.processing];
/**
 * Orders whose amount is reserved on their supplier's balance (decision 048): on an account and
 * not paid, and no final answer yet. Migration 0017 writes these ids in its triggers; a test checks
 * they agree. Timed out releases: a late supplement debits the supplier anyway (allowed below zero).
 */
export const reservingStatuses: readonly OrderStatusId[] = [
  S.allocated,
  S.processing,
  S.rejecting,
  S.toBeConfirmed,
  S.submitted,
];
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
export function transition(
  order: { orderCode: string; status: number },
  to: OrderStatusId,
  reason: string,
): Transition {
  if (!canTransition(order.status, to)) {
    throw new ApiError(Code.conflict, 'errors.orderTransitionInvalid', {
      orderCode: order.orderCode,
      from: statusName(order.status),
      to: statusName(to),
    });
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

/**
 * Test mode (decision 130): the status each outcome of the test drive moves a test order to. The
 * moves are the ones a live order makes (paid as a supplement, timed out as the job, rejected as
 * staff reject to the merchant), checked by the same table; only test orders may be driven.
 */
const testOrderMoves: Partial<Record<TestOutcome, OrderStatusId>> = {
  paid: S.successful,
  timedOut: S.timedOut,
  rejected: S.rejected,
};

export function testTransition(
  order: { orderCode: string; status: number; orderType: number },
  outcome: TestOutcome,
): Transition {
  if (order.orderType !== OrderType.test) throw new ApiError(Code.notFound, 'errors.orderNotFound');
  const to = testOrderMoves[outcome];
  if (to === undefined) throw new ApiError(Code.badRequest, 'validation.testOutcome.invalid', {}, { field: 'outcome' });
  return transition(order, to, `test mode: ${outcome}`);
}
