import {
  Code,
  StatementDirection,
  type CallParsed,
  type ManualMatchResult,
  type bankStatementCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { matchByHand } from './match-by-hand.ts';
import { confirmWithStatement, money } from './matcher.ts';
import { lockStatement, type StatementRecord } from './repository.ts';

/** POST /v1.0/bankStatement/manualMatch: an unmatched income (SMS record) matched to an order by staff. */
export async function matchStatementByHand(
  input: CallParsed<typeof bankStatementCalls.manualMatch>,
  ctx: AuthedContext,
): Promise<ManualMatchResult> {
  return matchByHand<StatementRecord>(input, ctx, {
    action: 'bankStatement.manualMatch',
    lock: lockStatement,
    messages: {
      notFound: 'errors.statementNotFound',
      alreadyMatched: 'errors.statementAlreadyMatched',
      otherAccount: 'errors.statementOtherAccount',
      amountDiffers: 'errors.statementAmountDiffers',
    },
    refuseFirst: (s) =>
      s.unread || s.direction !== StatementDirection.income
        ? new ApiError(Code.conflict, 'errors.statementNotIncome', { id: s.id })
        : null,
    expected: (order) => ({ amount: order.payableAmount, text: money }),
    confirm: confirmWithStatement,
    auditFields: (s) => ({ statementId: s.id }),
  });
}
