import { PayoutStatus } from '../../../src/contract/index.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { audit, type AuditContext } from '../audit-log/index.ts';
import { isAtGateway, lockPayoutForMove, markGatewaySent, movePayout } from '../payouts/index.ts';
import { settingValue } from '../system-config/index.ts';
import { outcomeOf, type PayoutEntity } from './razorpayx.ts';
import { payoutOf, recordSending, type GatewaySending } from './repository.ts';

/** Between two polls of a payout the gateway holds. */
export const pollEveryMs = 30_000;

export type Outcome = 'paid' | 'rejected' | 'pending';

/**
 * Applies what the gateway says of a payout (a poll's answer or a verified webhook), exactly once:
 * under the payout's row lock, only while it is still at this gateway (queued or sent), so a
 * webhook and a poll arriving together, or a webhook sent twice, move it once. Paid completes it
 * (the merchant's hold pays); rejected returns it to the pool when GatewayOrderRejectToPayoutPool
 * is on, else cancels it and gives the hold back to the merchant, both through movePayout and the
 * ledger. Answers what was done.
 */
export async function applyGatewayAnswer(
  db: Db,
  clock: Clock,
  sending: GatewaySending,
  entity: PayoutEntity,
  who: AuditContext,
  lease: Date | null,
): Promise<Outcome> {
  const outcome = outcomeOf(entity.status);
  const now = clock.now();
  const p = await payoutOf(db, sending.payoutId);
  if (!p) return outcome;
  await db.transaction(async (tx) => {
    const row = await lockPayoutForMove(tx, p.orderCode);
    const mine = row !== undefined && row.gatewayId === sending.gatewayId && isAtGateway(row);
    const next = outcome === 'pending' && mine ? new Date(now.getTime() + pollEveryMs) : null;
    await recordSending(
      tx,
      sending.payoutId,
      {
        gatewayRef: sending.gatewayRef ?? (entity.id || null),
        gatewayStatus: entity.status,
        nextCheckAt: next,
        lastError: entity.failure_reason ?? entity.status_details?.description ?? '',
        updatedAt: now,
      },
      lease,
    );
    if (!mine) return;
    await markGatewaySent(tx, row.id, now);
    if (outcome === 'pending') return;
    const actor = { clock, auth: null };
    const before = { status: row.status, gatewayState: row.gatewayState, supplierId: row.supplierId };
    if (outcome === 'paid') {
      const moved = await movePayout(tx, actor, row, PayoutStatus.paymentCompleted, {
        utr: entity.utr ?? undefined,
        gatewayState: 'paid',
      });
      await audit(tx, who, 'payout.gatewayPaid', row.orderCode, before, {
        status: moved.status,
        gatewayState: moved.gatewayState,
        gatewayRef: entity.id,
        utr: moved.utr,
      });
      return;
    }
    const toPool = await settingValue(tx, 'GatewayOrderRejectToPayoutPool');
    const moved = await movePayout(
      tx,
      actor,
      row,
      toPool ? PayoutStatus.awaitingPayment : PayoutStatus.paymentCancelled,
      { rejectReason: 'gatewayRejected', gatewayState: 'rejected' },
    );
    await audit(tx, who, 'payout.gatewayRejected', row.orderCode, before, {
      status: moved.status,
      gatewayState: moved.gatewayState,
      gatewayRef: entity.id,
      reason: entity.failure_reason ?? entity.status,
      toPool,
    });
  });
  return outcome;
}

/** The gateway refused to create the payout (400/422): rejected, as a reject of a created one. */
export function applyRefusal(
  db: Db,
  clock: Clock,
  sending: GatewaySending,
  reason: string,
  who: AuditContext,
  lease: Date | null,
): Promise<Outcome> {
  return applyGatewayAnswer(
    db,
    clock,
    sending,
    { id: sending.gatewayRef ?? '', status: 'rejected', failure_reason: reason.slice(0, 255) },
    who,
    lease,
  );
}
