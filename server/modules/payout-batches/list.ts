import { and, asc, eq } from 'drizzle-orm';
import {
  Code,
  isStaff,
  payoutBatchMaxOrders,
  type CallParsed,
  type Page,
  type PayoutBatchDetail,
  type PayoutBatchResource,
  type PayoutBatchRow,
  type PayoutRow,
  type Role,
  type payoutBatchCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { within } from '../../db/time-range.ts';
import { payoutBatches, payoutOrders } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { payoutPage } from '../payouts/index.ts';
import { batchScope, batchable, payoutResourceTypes, resourceLabel, toBatchRow, usableResource } from './records.ts';
import { enabledResourcesWithSupplier, joinedBatch, pageBatches } from './repository.ts';

/** GET /v1.0/payoutBatch/getList: newest first, within the caller's scope. */
export async function listPayoutBatches(
  input: CallParsed<typeof payoutBatchCalls.getList>,
  ctx: AuthedContext,
): Promise<Page<PayoutBatchRow>> {
  const where = and(
    batchScope(ctx.auth.user),
    input.batchNo ? eq(payoutBatches.batchNo, input.batchNo) : undefined,
    input.status !== undefined ? eq(payoutBatches.status, input.status) : undefined,
    input.templateId ? eq(payoutBatches.templateId, input.templateId) : undefined,
    within(payoutBatches.createdAt, input.startTime, input.endTime),
  );
  const { rows, total } = await pageBatches(ctx.db, where, input);
  return { list: rows.map(toBatchRow), total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

const batchOrder = [asc(payoutOrders.createdAt), asc(payoutOrders.id)];

/** The orders in a batch (at most payoutBatchMaxOrders), in the order they were batched. */
export async function batchOrders(db: DbOrTx, batchId: number, role: Role): Promise<PayoutRow[]> {
  return (await payoutPage(db, role, eq(payoutOrders.batchId, batchId), batchOrder, 1, payoutBatchMaxOrders)).list;
}

export async function payoutBatchDetail(
  input: CallParsed<typeof payoutBatchCalls.getDetail>,
  ctx: AuthedContext,
): Promise<PayoutBatchDetail> {
  const row = await joinedBatch(ctx.db, and(eq(payoutBatches.id, input.id), batchScope(ctx.auth.user)));
  if (!row) throw new ApiError(Code.notFound, 'errors.payoutBatchNotFound');
  return { batch: toBatchRow(row), orders: await batchOrders(ctx.db, row.b.id, ctx.auth.user.role) };
}

/** Enabled payout accounts: a supplier its own, staff every supplier's. */
export async function listBatchResources(_input: unknown, ctx: AuthedContext): Promise<PayoutBatchResource[]> {
  const me = ctx.auth.user;
  const rows = await enabledResourcesWithSupplier(ctx.db, payoutResourceTypes, isStaff(me.role) ? undefined : me.id);
  return rows.map(({ r, supplierName }) => ({
    id: r.id,
    type: r.type,
    productId: r.productId,
    supplierId: r.supplierId,
    supplierName: supplierName ?? '',
    label: resourceLabel(r),
  }));
}

/** Orders the resource could batch now, oldest first: what the page lets the user tick. */
export async function listBatchCandidates(
  input: CallParsed<typeof payoutBatchCalls.getCandidates>,
  ctx: AuthedContext,
): Promise<Page<PayoutRow>> {
  const r = await usableResource(ctx.db, ctx.auth.user, input.resourceId);
  const where = and(batchable(r), input.orderCode ? eq(payoutOrders.orderCode, input.orderCode) : undefined);
  return payoutPage(ctx.db, ctx.auth.user.role, where, batchOrder, 1, input.pageNum);
}
