import { and, eq, gt, isNull } from 'drizzle-orm';
import type {
  CallbackAttemptRow,
  CallParsed,
  OrderCallbackRow,
  Page,
  orderCallbackCalls,
} from '../../../src/contract/index.ts';
import { orderCallbacks, orders } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { audit } from '../audit-log/index.ts';
import { toCallbackAttempt } from './record-attempt.ts';
import { within } from '../../db/time-range.ts';
import { markAttemptsDeleted, pageAttempts, pageCalledBackOrders } from './repository.ts';

type ListInput = CallParsed<typeof orderCallbackCalls.getList>;
type DetailInput = CallParsed<typeof orderCallbackCalls.getDetailList>;
type DeleteInput = CallParsed<typeof orderCallbackCalls.delete>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Product 7.6 getList: one row per order that was called back, most recent first. */
export async function listOrderCallbacks(input: ListInput, ctx: AuthedContext): Promise<Page<OrderCallbackRow>> {
  const where = and(
    gt(orders.callbackCount, 0),
    input.orderCode ? eq(orders.orderCode, input.orderCode) : undefined,
    input.merchantOrderNo ? eq(orders.mchOrderNo, input.merchantOrderNo) : undefined,
  );
  const { rows, total } = await pageCalledBackOrders(ctx.db, where, input);
  return {
    list: rows.map(({ o, merchantName, lastStatus: s }) => ({
      orderId: o.id,
      orderCode: o.orderCode,
      mchOrderNo: o.mchOrderNo,
      merchantId: o.merchantId,
      merchantName: merchantName ?? '',
      status: o.status,
      notifyUrl: o.notifyUrl,
      callbackCount: o.callbackCount,
      callbackSuccess: o.callbackSuccess,
      lastCallbackAt: iso(o.lastCallbackAt),
      lastResponseStatus: s === null ? null : Number(s),
      nextAttemptAt: iso(o.callbackNextAt),
    })),
    total,
    pageIndex: input.pageIndex,
    pageNum: input.pageNum,
  };
}

/** Product 7.6 getDetailList: the attempts themselves, newest first; deleted ones are gone. */
export async function listCallbackAttempts(input: DetailInput, ctx: AuthedContext): Promise<Page<CallbackAttemptRow>> {
  // A merchant's callback log (decision 131): its own orders' and payouts' attempts only.
  const merchant = ctx.auth.user.role === 'merchant';
  const where = and(
    isNull(orderCallbacks.deletedAt),
    merchant ? eq(orderCallbacks.merchantId, ctx.auth.user.id) : undefined,
    input.orderCode ? eq(orderCallbacks.orderCode, input.orderCode) : undefined,
    input.merchantOrderCode ? eq(orderCallbacks.mchOrderNo, input.merchantOrderCode) : undefined,
    input.httpMethod ? eq(orderCallbacks.httpMethod, input.httpMethod) : undefined,
    within(orderCallbacks.createdAt, input.startTime, input.endTime),
  );
  const { rows, total } = await pageAttempts(ctx.db, where, input);
  return {
    list: rows.map((r) => ({
      ...toCallbackAttempt(r.a),
      merchantName: r.merchantName ?? '',
      // Which staff account re-sent is not the merchant's to learn (decision 041).
      operatorAccount: merchant ? null : (r.operatorAccount ?? null),
    })),
    total,
    pageIndex: input.pageIndex,
    pageNum: input.pageNum,
  };
}

/**
 * Product 7.6 delete: attempts leave the lists but stay in the table (deleted_at), so the cap of
 * automatic tries still counts them and the audit record can name what went.
 */
export async function deleteCallbackAttempts(input: DeleteInput, ctx: AuthedContext): Promise<{ deleted: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const gone = await markAttemptsDeleted(tx, input.ids, now);
    if (gone.length > 0)
      await audit(tx, ctx, 'orderCallback.delete', gone.map((g) => g.id).join(','), { attempts: gone }, null);
    return { deleted: gone.length };
  });
}
