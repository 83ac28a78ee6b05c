import { Code, type TestDrive, type TestOutcome } from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { movePayout } from './moves.ts';
import { lockPayout } from './repository.ts';
import { payoutEventOf, testPayoutMove } from './state-machine.ts';

/**
 * Test mode (decision 130): moves one of the merchant's test payouts to the outcome asked through
 * movePayout, the one way a payout changes status, which moves no money for a test payout and
 * records the same callback event a live one would.
 */
export async function driveTestPayout(
  db: Db,
  clock: Clock,
  merchantId: number,
  orderCode: string,
  outcome: TestOutcome,
): Promise<TestDrive> {
  return db.transaction(async (tx) => {
    const row = await lockPayout(tx, orderCode);
    if (!row || row.merchantId !== merchantId) throw new ApiError(Code.notFound, 'errors.payoutNotFound');
    const move = testPayoutMove(row, outcome);
    const extra = {
      utr: move.utr ? `TEST${row.orderCode.slice(-8)}` : undefined,
      rejectReason: move.rejectReason,
      cancelled: move.cancelled,
    };
    const moved = await movePayout(tx, { clock, auth: null }, row, move.to, extra);
    return {
      kind: 'payout' as const,
      orderCode: moved.orderCode,
      mchOrderNo: moved.mchOrderNo,
      status: moved.status,
      eventType: payoutEventOf(row.status, moved.status, extra) ?? '',
    };
  });
}
