import type { CallParsed, ManualMatchResult, webRecordCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { matchByHand } from '../bank-statements/index.ts';
import { amountText, confirmWithRecord, expectedAmount } from './matcher.ts';
import { lockRecord, type WebRecord } from './repository.ts';

/**
 * POST /v1.0/webRecord/manualMatch: staff decide which order an unmatched web message or USDT
 * transfer paid, exactly as the SMS manual match (bank-statements matchByHand); a USDT record is
 * compared in its own unit (the order's USDT count).
 */
export async function matchRecordByHand(
  input: CallParsed<typeof webRecordCalls.manualMatch>,
  ctx: AuthedContext,
): Promise<ManualMatchResult> {
  return matchByHand<WebRecord>(input, ctx, {
    action: 'webRecord.manualMatch',
    lock: lockRecord,
    messages: {
      notFound: 'errors.webRecordNotFound',
      alreadyMatched: 'errors.webRecordAlreadyMatched',
      otherAccount: 'errors.webRecordOtherAccount',
      amountDiffers: 'errors.webRecordAmountDiffers',
    },
    expected: (order, r) => ({ amount: expectedAmount(order, r.kind), text: (amount) => amountText(r.kind, amount) }),
    confirm: confirmWithRecord,
    auditFields: (r) => ({ recordId: r.id, kind: r.kind }),
  });
}
