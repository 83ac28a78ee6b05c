import {
  Code,
  PayoutBatchStatus,
  PayoutStatus,
  isBatchTemplateId,
  payoutBatchTemplates,
  type CallParsed,
  type PayoutBatchExport,
  type PayoutBatchRow,
  type payoutBatchCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { checkPayoutMove, finalPayoutStatuses, movePayout, type PayoutRecord } from '../payouts/index.ts';
import { batchOrders } from './list.ts';
import { batchRowFor, checkBatchMove, lockBatch } from './records.ts';
import { lockOpenOrders as lockOpenOrdersOf, updateBatch, updatePayoutsByIds } from './repository.ts';
import { requireGoogleCode } from '../user/index.ts';

const P = PayoutStatus;
const B = PayoutBatchStatus;

/** The batch's open orders, locked in id order (one lock order for every batch step: no deadlocks). */
function lockOpenOrders(tx: DbOrTx, batchId: number): Promise<PayoutRecord[]> {
  return lockOpenOrdersOf(tx, batchId, finalPayoutStatuses);
}

/**
 * Export (product 4): the first one moves the orders Waiting for processing -> Ready to process;
 * exporting again only records the new file. Answers the orders; the app builds the file in the
 * sheet worker in the template's layout (batchSheet).
 */
export async function exportPayoutBatch(
  input: CallParsed<typeof payoutBatchCalls.exportFile>,
  ctx: AuthedContext,
): Promise<PayoutBatchExport> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForBatchOperations', input.googleCode);
  const now = ctx.clock.now();
  const fileName = await ctx.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, ctx.auth.user, input.id);
    checkBatchMove(batch, 'export');
    const formats: readonly string[] = isBatchTemplateId(batch.templateId)
      ? payoutBatchTemplates[batch.templateId].formats
      : ['csv', 'xlsx'];
    if (!formats.includes(input.format))
      throw new ApiError(Code.badRequest, 'errors.payoutBatchFormat', { formats: formats.join(', ') });
    const orders = await lockOpenOrders(tx, batch.id);
    const waiting = orders.filter((o) => o.status === P.waitingForProcessing);
    for (const o of waiting) checkPayoutMove(o, P.readyToProcess);
    if (waiting.length > 0) {
      // No money moves on export: one statement, each move checked above.
      await updatePayoutsByIds(
        tx,
        waiting.map((o) => o.id),
        { status: P.readyToProcess, updatedAt: now },
      );
    }
    const name = `${batch.batchNo}_${batch.templateId}.${input.format}`;
    await updateBatch(tx, batch.id, {
      status: B.exported,
      fileName: name,
      exportCount: batch.exportCount + 1,
      exportedAt: batch.exportedAt ?? now,
      updatedAt: now,
    });
    await audit(
      tx,
      ctx,
      'payoutBatch.export',
      batch.batchNo,
      { status: batch.status, fileName: batch.fileName },
      { status: B.exported, fileName: name, readyToProcess: waiting.map((o) => o.orderCode) },
    );
    return name;
  });
  const batch = await batchRowFor(ctx.db, input.id);
  const orders = (await batchOrders(ctx.db, input.id, ctx.auth.user.role)).filter(
    (o) => !(finalPayoutStatuses as number[]).includes(o.status),
  );
  return { batch, orders, fileName, format: input.format };
}

/**
 * Confirm (product 4): the bank paid the file, so every open order of the batch is completed with the
 * money of a payout completion (movePayout: the merchant's hold or debit, the supplier's credit and
 * commission, fund records). Only an exported batch can be confirmed, once.
 */
export async function confirmPayoutBatch(
  input: CallParsed<typeof payoutBatchCalls.confirm>,
  ctx: AuthedContext,
): Promise<PayoutBatchRow> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForBatchOperations', input.googleCode);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, ctx.auth.user, input.id);
    checkBatchMove(batch, 'confirm');
    const orders = await lockOpenOrders(tx, batch.id);
    for (const o of orders) await movePayout(tx, ctx, o, P.paymentCompleted);
    await updateBatch(tx, batch.id, { status: B.confirmed, finishedAt: now, updatedAt: now });
    await audit(
      tx,
      ctx,
      'payoutBatch.confirm',
      batch.batchNo,
      { status: batch.status },
      { status: B.confirmed, completed: orders.map((o) => o.orderCode) },
    );
  });
  return batchRowFor(ctx.db, input.id);
}

/**
 * Mark abnormal (product 4): the batch becomes an exception; the ticked orders are rejected to the
 * merchant (Payment Cancelled, the hold returned, the reason kept; they stay in the batch as its
 * exception orders); every other open order goes back to Awaiting Payment, out of the batch and
 * unassigned, to be batched again.
 */
export async function markPayoutBatchAbnormal(
  input: CallParsed<typeof payoutBatchCalls.markAbnormal>,
  ctx: AuthedContext,
): Promise<PayoutBatchRow> {
  await requireGoogleCode(ctx, 'EnableGoogleVerifyForBatchOperations', input.googleCode);
  const reason = input.reason === 'other' ? input.otherReason : input.reason;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, ctx.auth.user, input.id);
    checkBatchMove(batch, 'abnormal');
    const orders = await lockOpenOrders(tx, batch.id);
    const ticked = new Set(input.orderCodes);
    for (const code of ticked) {
      if (!orders.some((o) => o.orderCode === code))
        throw new ApiError(Code.conflict, 'errors.payoutBatchOrderNotInBatch', { orderCode: code });
    }
    let exceptionAmount = 0;
    for (const o of orders) {
      if (ticked.has(o.orderCode)) {
        await movePayout(tx, ctx, o, P.paymentCancelled, { rejectReason: reason });
        exceptionAmount += o.amount;
      } else {
        await movePayout(tx, ctx, o, P.awaitingPayment);
      }
    }
    const after = {
      status: B.exception,
      exceptionCount: ticked.size,
      exceptionAmount,
      finishedAt: now,
      updatedAt: now,
    };
    await updateBatch(tx, batch.id, after);
    await audit(
      tx,
      ctx,
      'payoutBatch.abnormal',
      batch.batchNo,
      { status: batch.status },
      {
        status: B.exception,
        reason,
        rejected: [...ticked],
        returned: orders.filter((o) => !ticked.has(o.orderCode)).map((o) => o.orderCode),
        exceptionAmount,
      },
    );
  });
  return batchRowFor(ctx.db, input.id);
}
