import { randomBytes } from 'node:crypto';
import { and, gte, lte } from 'drizzle-orm';
import {
  Code,
  PayoutStatus,
  type CallParsed,
  type PayoutBatchRow,
  type payoutBatchCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { within } from '../../db/time-range.ts';
import { payoutOrders } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { checkPayoutMove, type PayoutRecord } from '../payouts/index.ts';
import { settingValue } from '../system-config/index.ts';
import { batchRowFor, batchable, usableResource, type ResourceRecord } from './records.ts';
import {
  insertBatch,
  lockOldestPayoutsSkipLocked,
  lockPayoutsByCodes,
  payoutIdsWhere,
  setClaimedAtWhereUnset,
  updateBatch,
  updatePayoutsByIds,
} from './repository.ts';
import { requireGoogleCode } from '../user/index.ts';

type CreateInput = CallParsed<typeof payoutBatchCalls.create>;

const money = (minor: number) => (minor / 100).toFixed(2);

/** The ticked orders, locked; each must be batchable by this resource, and together within the amount limit. */
async function lockSelected(tx: DbOrTx, r: ResourceRecord, input: CreateInput, limit: number): Promise<PayoutRecord[]> {
  const codes = [...new Set(input.orderCodes)];
  const rows = await lockPayoutsByCodes(tx, codes);
  const ok = await payoutIdsWhere(tx, codes, batchable(r));
  for (const code of codes) {
    const row = rows.find((o) => o.orderCode === code);
    if (!row || !ok.has(row.id))
      throw new ApiError(Code.conflict, 'errors.payoutBatchOrderUnavailable', { orderCode: code });
  }
  const total = rows.reduce((s, o) => s + o.amount, 0);
  if (limit > 0 && total > limit)
    throw new ApiError(Code.conflict, 'errors.payoutBatchAmountLimit', { total: money(total), limit: money(limit) });
  return rows;
}

/**
 * Orders picked by the rules: oldest first within the amount and payout time ranges, up to max
 * orders; with an amount limit, an order that would pass it is skipped and smaller ones after it
 * still fit. Rows another batch is taking right now are skipped, never waited for.
 */
async function lockByRules(tx: DbOrTx, r: ResourceRecord, input: CreateInput, limit: number): Promise<PayoutRecord[]> {
  const where = and(
    batchable(r),
    input.minAmount !== undefined ? gte(payoutOrders.amount, input.minAmount) : undefined,
    input.maxAmount !== undefined ? lte(payoutOrders.amount, input.maxAmount) : undefined,
    within(payoutOrders.createdAt, input.startTime, input.endTime),
    limit > 0 ? lte(payoutOrders.amount, limit) : undefined,
  );
  const rows = await lockOldestPayoutsSkipLocked(tx, where, limit > 0 ? input.maxOrders * 4 : input.maxOrders);
  const picked: PayoutRecord[] = [];
  let total = 0;
  for (const o of rows) {
    if (picked.length >= input.maxOrders) break;
    if (limit > 0 && total + o.amount > limit) continue;
    picked.push(o);
    total += o.amount;
  }
  if (picked.length === 0) throw new ApiError(Code.conflict, 'errors.payoutBatchNoOrders');
  return picked.sort((a, b) => a.id - b.id);
}

const yyyymmdd = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * Creates a batch (product 4, 5): its orders move Awaiting Payment -> Waiting for processing and are
 * assigned to the supplier owning the resource (a pool order is claimed by the batch).
 * PayoutBatchCalculateAmount off: the amount limit is recorded but not applied.
 */
export async function createPayoutBatch(input: CreateInput, ctx: AuthedContext): Promise<PayoutBatchRow> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForBatchOperations', input.googleCode);
  const calculate = await settingValue(ctx.db, 'PayoutBatchCalculateAmount');
  const limit = calculate ? (input.amountLimit ?? 0) : 0;
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const r = await usableResource(tx, ctx.auth.user, input.resourceId);
    const orders =
      input.mode === 'selected' ? await lockSelected(tx, r, input, limit) : await lockByRules(tx, r, input, limit);
    for (const o of orders) checkPayoutMove(o, PayoutStatus.waitingForProcessing);
    const total = orders.reduce((s, o) => s + o.amount, 0);
    const rules =
      input.mode === 'rules'
        ? {
            minAmount: input.minAmount ?? null,
            maxAmount: input.maxAmount ?? null,
            startTime: input.startTime?.toISOString() ?? null,
            endTime: input.endTime?.toISOString() ?? null,
          }
        : null;
    const batchId = await insertBatch(tx, {
      batchNo: `tmp-${randomBytes(8).toString('hex')}`,
      templateId: input.templateId,
      resourceId: r.id,
      supplierId: r.supplierId,
      creatorId: ctx.auth.user.id,
      maxOrders: input.maxOrders,
      amountLimit: input.amountLimit ?? 0,
      orderCount: orders.length,
      totalAmount: total,
      rules,
      createdAt: now,
      updatedAt: now,
    });
    const batchNo = `PB${yyyymmdd(now)}${String(batchId).padStart(6, '0')}`;
    await updateBatch(tx, batchId, { batchNo });
    const ids = orders.map((o) => o.id);
    // Waiting for processing has no money: one statement for the whole batch, the moves checked above.
    await updatePayoutsByIds(tx, ids, {
      status: PayoutStatus.waitingForProcessing,
      batchId,
      supplierId: r.supplierId,
      updatedAt: now,
    });
    await setClaimedAtWhereUnset(tx, ids, now);
    await audit(tx, ctx, 'payoutBatch.create', batchNo, null, {
      mode: input.mode,
      templateId: input.templateId,
      resourceId: r.id,
      supplierId: r.supplierId,
      maxOrders: input.maxOrders,
      amountLimit: input.amountLimit ?? 0,
      rules,
      totalAmount: total,
      orderCodes: orders.map((o) => o.orderCode),
    });
    return batchId;
  });
  return batchRowFor(ctx.db, id);
}
