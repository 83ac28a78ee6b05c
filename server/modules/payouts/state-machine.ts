import {
  Code,
  PayoutStatus,
  type PayoutEventType,
  type PayoutStatusId,
  type PayoutStatusName,
  type TestOutcome,
} from '../../../src/contract/index.ts';
import { ApiError } from '../../http/errors.ts';

const P = PayoutStatus;

/**
 * Every move a payout order may make, and no other (product 4 names the statuses, not the rules;
 * docs/decisions/032-payout-order-rules.md).
 *
 *   awaitingPayment       -> preparingPayment | processingPayment | paymentCompleted | paymentCancelled
 *                            | waitingForProcessing | handleExceptions
 *   preparingPayment      -> awaitingPayment | processingPayment | paymentCompleted | paymentCancelled
 *                            | handleExceptions                 (awaiting: claim given back, reject to the list)
 *   processingPayment     -> awaitingPayment | paymentCompleted | paymentCancelled | processingException
 *   waitingForProcessing  -> awaitingPayment | readyToProcess | paymentCancelled   (put in a batch)
 *   readyToProcess        -> awaitingPayment | processingPayment | paymentCompleted | paymentCancelled
 *                            | handleExceptions                 (batch exported)
 *   processingException   -> awaitingPayment | handleExceptions | paymentCompleted | paymentCancelled
 *   handleExceptions      -> awaitingPayment | processingPayment | paymentCompleted | paymentCancelled
 *   paymentCompleted, paymentCancelled: final (the money has moved for good)
 *
 * Every status but the final ones may go back to Awaiting Payment: that is "reject back to the
 * list" (unassigned, out of its batch, claimable and exportable again). No status moves to itself.
 */
export const allowedPayoutTransitions: Readonly<Record<PayoutStatusId, readonly PayoutStatusId[]>> = {
  [P.awaitingPayment]: [
    P.preparingPayment,
    P.processingPayment,
    P.paymentCompleted,
    P.paymentCancelled,
    P.waitingForProcessing,
    P.handleExceptions,
  ],
  [P.preparingPayment]: [
    P.awaitingPayment,
    P.processingPayment,
    P.paymentCompleted,
    P.paymentCancelled,
    P.handleExceptions,
  ],
  [P.processingPayment]: [P.awaitingPayment, P.paymentCompleted, P.paymentCancelled, P.processingException],
  [P.waitingForProcessing]: [P.awaitingPayment, P.readyToProcess, P.paymentCancelled],
  [P.readyToProcess]: [
    P.awaitingPayment,
    P.processingPayment,
    P.paymentCompleted,
    P.paymentCancelled,
    P.handleExceptions,
  ],
  [P.processingException]: [P.awaitingPayment, P.handleExceptions, P.paymentCompleted, P.paymentCancelled],
  [P.handleExceptions]: [P.awaitingPayment, P.processingPayment, P.paymentCompleted, P.paymentCancelled],
  [P.paymentCompleted]: [],
  [P.paymentCancelled]: [],
};

export const finalPayoutStatuses: readonly PayoutStatusId[] = [P.paymentCompleted, P.paymentCancelled];

const names = Object.fromEntries(Object.entries(P).map(([name, id]) => [id, name])) as Record<number, PayoutStatusName>;
export const payoutStatusName = (id: number): string => names[id] ?? String(id);

export function canMovePayout(from: number, to: number): boolean {
  return (allowedPayoutTransitions[from as PayoutStatusId] ?? []).includes(to as PayoutStatusId);
}

/**
 * Checks one move of a row the caller holds locked (FOR UPDATE), so the check and the write see the
 * same status. An illegal move is a 409 naming the order and both statuses.
 */
export function checkPayoutMove(order: { orderCode: string; status: number }, to: PayoutStatusId): void {
  if (!canMovePayout(order.status, to)) {
    throw new ApiError(Code.conflict, 'errors.payoutTransitionInvalid', {
      orderCode: order.orderCode,
      from: payoutStatusName(order.status),
      to: payoutStatusName(to),
    });
  }
}

/**
 * The callback event a payout's move tells its merchant (docs/merchant-api.md "Callbacks"), or
 * null: only the final statuses are told. A cancel asked by the merchant or staff is `cancelled`,
 * a payout its gateway refused or sent back is `returned`, every other refusal `rejected`.
 */
export function payoutEventOf(
  from: number,
  to: number,
  how: { cancelled?: boolean; gatewayState?: string },
): PayoutEventType | null {
  if (from === to) return null;
  if (to === P.paymentCompleted) return 'payout.paid';
  if (to !== P.paymentCancelled) return null;
  if (how.gatewayState === 'rejected') return 'payout.returned';
  return how.cancelled ? 'payout.cancelled' : 'payout.rejected';
}

/**
 * Test mode (decision 130): the move each outcome of the test drive makes a test payout do, with
 * what tells its callback apart (cancelled rather than rejected). The moves are checked by the
 * table above as any other.
 */
const testPayoutMoves: Partial<
  Record<TestOutcome, { to: PayoutStatusId; utr?: boolean; rejectReason?: string; cancelled?: boolean }>
> = {
  paid: { to: P.paymentCompleted, utr: true },
  rejected: { to: P.paymentCancelled, rejectReason: 'bankUnavailable' },
  cancelled: { to: P.paymentCancelled, rejectReason: 'cancelled', cancelled: true },
};

export function testPayoutMove(
  payout: { orderCode: string; status: number; test: boolean },
  outcome: TestOutcome,
): { to: PayoutStatusId; utr?: boolean; rejectReason?: string; cancelled?: boolean } {
  if (!payout.test) throw new ApiError(Code.notFound, 'errors.payoutNotFound');
  const move = testPayoutMoves[outcome];
  if (!move) throw new ApiError(Code.badRequest, 'validation.testOutcome.invalid', {}, { field: 'outcome' });
  checkPayoutMove(payout, move.to);
  return move;
}
