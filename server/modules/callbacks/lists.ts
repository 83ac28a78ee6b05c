import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CallbackAttemptRow, CallParsed, OrderCallbackRow, Page, orderCallbackCalls } from '../../../src/contract/index.ts';
import { orderCallbacks, orders, users } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { audit } from '../audit/index.ts';
import { toCallbackAttempt } from './record-attempt.ts';
import { within } from '../../db/time-range.ts';
import { listPage } from '../../db/pagination.ts';

type ListInput = CallParsed<typeof orderCallbackCalls.getList>;
type DetailInput = CallParsed<typeof orderCallbackCalls.getDetailList>;
type DeleteInput = CallParsed<typeof orderCallbackCalls.delete>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Spec 7.6 getList: one row per order that was called back, most recent first. */
export async function listOrderCallbacks(input: ListInput, ctx: AuthedContext): Promise<Page<OrderCallbackRow>> {
  const where = and(
    gt(orders.callbackCount, 0),
    input.orderCode ? eq(orders.orderCode, input.orderCode) : undefined,
    input.merchantOrderNo ? eq(orders.mchOrderNo, input.merchantOrderNo) : undefined,
  );
  const lastStatus = sql<number | null>`(select oc.response_status from ${orderCallbacks} oc
    where oc.order_code = ${orders.orderCode} and oc.deleted_at is null order by oc.created_at desc, oc.id desc limit 1)`;
  const query = ctx.db
    .select({ o: orders, merchantName: users.nickname, lastStatus })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.merchantId))
    .where(where)
    .orderBy(sql`${orders.lastCallbackAt} desc nulls last`, desc(orders.id))
    .$dynamic();
  const { rows, total } = await listPage(ctx.db, query, orders, where, input);
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

const operators = alias(users, 'operators');

/** Spec 7.6 getDetailList: the attempts themselves, newest first; deleted ones are gone. */
export async function listCallbackAttempts(input: DetailInput, ctx: AuthedContext): Promise<Page<CallbackAttemptRow>> {
  const where = and(
    isNull(orderCallbacks.deletedAt),
    input.orderCode ? eq(orderCallbacks.orderCode, input.orderCode) : undefined,
    input.merchantOrderCode ? eq(orderCallbacks.mchOrderNo, input.merchantOrderCode) : undefined,
    input.httpMethod ? eq(orderCallbacks.httpMethod, input.httpMethod) : undefined,
    within(orderCallbacks.createdAt, input.startTime, input.endTime),
  );
  const query = ctx.db
    .select({ a: orderCallbacks, merchantName: users.nickname, operatorAccount: operators.account })
    .from(orderCallbacks)
    .leftJoin(users, eq(users.id, orderCallbacks.merchantId))
    .leftJoin(operators, eq(operators.id, orderCallbacks.operatorId))
    .where(where)
    .orderBy(desc(orderCallbacks.createdAt), desc(orderCallbacks.id))
    .$dynamic();
  const { rows, total } = await listPage(ctx.db, query, orderCallbacks, where, input);
  return {
    list: rows.map((r) => ({ ...toCallbackAttempt(r.a), merchantName: r.merchantName ?? '', operatorAccount: r.operatorAccount ?? null })),
    total,
    pageIndex: input.pageIndex,
    pageNum: input.pageNum,
  };
}

/**
 * Spec 7.6 delete: attempts leave the lists but stay in the table (deleted_at), so the cap of
 * automatic tries still counts them and the audit record can name what went.
 */
export async function deleteCallbackAttempts(input: DeleteInput, ctx: AuthedContext): Promise<{ deleted: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const gone = await tx
      .update(orderCallbacks)
      .set({ deletedAt: now })
      .where(and(inArray(orderCallbacks.id, input.ids), isNull(orderCallbacks.deletedAt)))
      .returning({ id: orderCallbacks.id, orderCode: orderCallbacks.orderCode });
    if (gone.length > 0) await audit(tx, ctx, 'orderCallback.delete', gone.map((g) => g.id).join(','), { attempts: gone }, null);
    return { deleted: gone.length };
  });
}
