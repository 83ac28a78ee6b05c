import { describe, expect, it } from 'vitest';
import { allowedTransitions, Code, OrderStatus, orderStatusIds } from '../../src/contract/index.ts';
import { ApiError } from '../../server/http/errors.ts';
import { canTransition, statusName, transition } from '../../server/modules/orders/state-machine.ts';

const S = OrderStatus;
/** The table of docs/decisions/011-collection-order-rules.md written out once more, as pairs, so a change to either shows. */
const expected = new Set(
  [
    [S.created, S.allocated],
    [S.created, S.allocationFailed],
    [S.created, S.timedOut],
    [S.creating, S.allocated],
    [S.creating, S.allocationFailed],
    [S.creating, S.timedOut],
    [S.allocationFailed, S.allocated],
    ...[S.processing, S.toBeConfirmed, S.submitted, S.successful, S.timedOut, S.rejecting, S.rejected, S.failed].map(
      (t) => [S.allocated, t],
    ),
    ...[S.toBeConfirmed, S.submitted, S.successful, S.timedOut, S.rejecting, S.rejected, S.failed].map((t) => [
      S.processing,
      t,
    ]),
    ...[S.toBeConfirmed, S.successful, S.rejecting, S.rejected, S.failed].map((t) => [S.submitted, t]),
    ...[S.successful, S.rejecting, S.rejected, S.failed].map((t) => [S.toBeConfirmed, t]),
    [S.rejecting, S.rejected],
    [S.rejecting, S.allocated],
    [S.rejecting, S.failed],
    [S.timedOut, S.successful],
    [S.successful, S.callbackSuccessful],
    [S.successful, S.callbackFailed],
    [S.callbackFailed, S.callbackSuccessful],
    // Back to the list (reject to list, reselect, status fix) and reversal of a paid order.
    [S.processing, S.allocated],
    [S.submitted, S.allocated],
    [S.toBeConfirmed, S.allocated],
    [S.timedOut, S.allocated],
    [S.successful, S.failed],
    [S.callbackFailed, S.failed],
    [S.callbackSuccessful, S.failed],
  ].map(([a, b]) => `${a}>${b}`),
);

describe('order state machine', () => {
  it('has a row for every status', () => {
    expect(
      Object.keys(allowedTransitions)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...orderStatusIds].sort((a, b) => a - b));
  });

  const pairs = orderStatusIds.flatMap((from) => orderStatusIds.map((to) => [from, to] as const));
  it.each(pairs)('%i -> %i is allowed exactly when the table says so', (from, to) => {
    const allowed = expected.has(`${from}>${to}`);
    expect(canTransition(from, to)).toBe(allowed);
    const order = { orderCode: 'C1', status: from };
    if (allowed) {
      expect(transition(order, to, 'test')).toEqual({ orderCode: 'C1', from, to, reason: 'test' });
    } else {
      let error: unknown;
      try {
        transition(order, to, 'test');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        code: Code.conflict,
        msgId: 'errors.orderTransitionInvalid',
        values: { from: statusName(from), to: statusName(to) },
      });
    }
  });

  it('never lets a status move to itself and ends in the final statuses', () => {
    for (const s of orderStatusIds) expect(canTransition(s, s)).toBe(false);
    for (const s of [S.rejected, S.failed]) expect(allowedTransitions[s]).toEqual([]);
  });

  it('names both statuses in the message', () => {
    expect(() => transition({ orderCode: 'C9', status: S.rejected }, S.successful, 'x')).toThrow(
      'Order C9 cannot move from rejected to successful',
    );
  });
});
