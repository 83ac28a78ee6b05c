import { and, eq } from 'drizzle-orm';
import { PayoutStatus } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payoutOrders } from '../../db/schema.ts';
import { heldFor, holdPayout } from './money.ts';
import type { PayoutRecord } from './records.ts';
import {
  gatewaysForProduct,
  insertGatewayPayout,
  lockBalance,
  lockGatewayUsedSince,
  updatePayout,
} from './repository.ts';
import { checkPayoutMove } from './state-machine.ts';

/** A RazorpayX-style payout pays a bank account (number + IFSC) or a UPI id; anything else (USDT) stays with suppliers. */
const gatewayCanPay = (p: Pick<PayoutRecord, 'cardNumber' | 'ifsc' | 'upi'>) =>
  (p.cardNumber !== '' && p.ifsc !== '') || p.upi !== '';

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * The first enabled gateway (lowest id) routing the payout's product whose per-payout limits take
 * the amount and whose daily total (UTC day, payouts not rejected) has room for it. The chosen
 * gateway's row stays locked until the caller's transaction ends, so two creates cannot both
 * squeeze under its daily total.
 */
export async function gatewayFor(
  tx: DbOrTx,
  p: Pick<PayoutRecord, 'productId' | 'amount' | 'cardNumber' | 'ifsc' | 'upi'>,
  now: Date,
): Promise<number | null> {
  if (!gatewayCanPay(p)) return null;
  for (const g of await gatewaysForProduct(tx, p.productId)) {
    if (p.amount < g.minAmount || (g.maxAmount > 0 && p.amount > g.maxAmount)) continue;
    const used = await lockGatewayUsedSince(tx, g.id, startOfUtcDay(now));
    if (used === null) continue;
    if (g.dailyLimit > 0 && used + p.amount > g.dailyLimit) continue;
    return g.id;
  }
  return null;
}

/**
 * Gives a new payout (Awaiting Payment, unassigned) to its gateway inside the create's
 * transaction: the merchant's amount + fee is held first (unless it already is), then the payout
 * moves to Processing Payment through the state machine with the gateway set, and its sending
 * record is stored with the idempotency key (the payout's order code) before any request goes out.
 * A merchant whose balance does not cover it keeps the payout in the pool for suppliers.
 */
export async function giveToGateway(
  tx: DbOrTx,
  row: PayoutRecord,
  gatewayId: number,
  now: Date,
  operatorId: number | null,
): Promise<PayoutRecord> {
  if (row.status !== PayoutStatus.awaitingPayment || row.supplierId !== null) return row;
  if ((await heldFor(tx, row)) === 0) {
    if ((await lockBalance(tx, row.merchantId)) < row.amount + row.fee) return row;
    await holdPayout(tx, row, now, operatorId);
  }
  checkPayoutMove(row, PayoutStatus.processingPayment);
  const moved = await updatePayout(tx, row.id, {
    status: PayoutStatus.processingPayment,
    gatewayId,
    gatewayState: 'queued',
    updatedAt: now,
  });
  await insertGatewayPayout(tx, {
    payoutId: row.id,
    gatewayId,
    idempotencyKey: row.orderCode,
    nextCheckAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return moved ?? row;
}

/** The gateway confirmed it holds the payout: queued becomes sent (nothing else changes). */
export async function markGatewaySent(tx: DbOrTx, payoutId: number, now: Date): Promise<void> {
  await tx
    .update(payoutOrders)
    .set({ gatewayState: 'sent', updatedAt: now })
    .where(and(eq(payoutOrders.id, payoutId), eq(payoutOrders.gatewayState, 'queued')));
}
