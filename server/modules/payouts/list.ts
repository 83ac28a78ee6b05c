import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import {
  PayoutStatus,
  type CallParsed,
  type CursorPage,
  type Page,
  type PayoutRow,
  type Role,
  type payoutCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { within } from '../../db/time-range.ts';
import { payoutOrders } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { payoutScope, toPayoutRow } from './records.ts';
import { newestPayouts, pagePayouts, payoutsByAmount } from './repository.ts';

type ListInput = CallParsed<typeof payoutCalls.getList>;
type PoolInput = CallParsed<typeof payoutCalls.getPool>;

/** One page of payouts as `role` sees them (names joined); payout batches list their orders with it too. */
export async function payoutPage(
  db: DbOrTx,
  role: Role,
  where: SQL | undefined,
  order: SQL[],
  pageIndex: number,
  pageNum: number,
): Promise<Page<PayoutRow>> {
  const { rows, total } = await pagePayouts(db, where, order, pageIndex, pageNum);
  return { list: rows.map((r) => toPayoutRow(r, role)), total, pageIndex, pageNum };
}

/**
 * GET /v1.0/payoutOrder/getList: newest first, or by amount (the desk table's sort, decision 124),
 * within the caller's scope (payoutScope); by the order's own cursor past page 1.
 */
export async function listPayouts(input: ListInput, ctx: AuthedContext): Promise<CursorPage<PayoutRow>> {
  const where = and(
    payoutScope(ctx.auth.user),
    input.status !== undefined ? inArray(payoutOrders.status, input.status) : undefined,
    input.merchantId ? eq(payoutOrders.merchantId, input.merchantId) : undefined,
    input.supplierId ? eq(payoutOrders.supplierId, input.supplierId) : undefined,
    input.productId ? eq(payoutOrders.productId, input.productId) : undefined,
    input.orderCode ? eq(payoutOrders.orderCode, input.orderCode) : undefined,
    input.mchOrderNo ? eq(payoutOrders.mchOrderNo, input.mchOrderNo) : undefined,
    input.orderNumber
      ? or(eq(payoutOrders.orderCode, input.orderNumber), eq(payoutOrders.mchOrderNo, input.orderNumber))
      : undefined,
    input.utr ? eq(payoutOrders.utr, input.utr) : undefined,
    input.mode ? eq(payoutOrders.test, input.mode === 'test') : undefined,
    within(payoutOrders.createdAt, input.startTime, input.endTime),
  );
  // The contract lets each cursor come with its own order only.
  const { rows, total, nextCursor } = input.sort
    ? await payoutsByAmount(ctx.db, where, { ...input, sort: input.sort })
    : await newestPayouts(ctx.db, where, input);
  return {
    list: rows.map((r) => toPayoutRow(r, ctx.auth.user.role)),
    total,
    pageIndex: input.pageIndex,
    pageNum: input.pageNum,
    nextCursor,
  };
}

/** GET /v1.0/payoutOrder/getPool: unassigned payouts awaiting payment, oldest first. */
export function listPayoutPool(input: PoolInput, ctx: AuthedContext): Promise<Page<PayoutRow>> {
  const where = and(
    isNull(payoutOrders.supplierId),
    eq(payoutOrders.status, PayoutStatus.awaitingPayment),
    // A test payout is paid by nobody (decision 130): never offered to suppliers.
    eq(payoutOrders.test, false),
    input.productId ? eq(payoutOrders.productId, input.productId) : undefined,
    input.orderCode ? eq(payoutOrders.orderCode, input.orderCode) : undefined,
    input.mchOrderNo ? eq(payoutOrders.mchOrderNo, input.mchOrderNo) : undefined,
    within(payoutOrders.createdAt, input.startTime, input.endTime),
  );
  return payoutPage(
    ctx.db,
    ctx.auth.user.role,
    where,
    [asc(payoutOrders.createdAt), asc(payoutOrders.id)],
    input.pageIndex,
    input.pageNum,
  );
}
