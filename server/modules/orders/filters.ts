import { and, eq, gte, lt, notInArray, type SQL } from 'drizzle-orm';
import { constants, type CallParsed, type orderCalls } from '../../../src/contract/index.ts';
import { orders } from '../../db/schema.ts';

type ListInput = CallParsed<typeof orderCalls.getList>;

/** Status 10 (allocation failed) never reached a supplier: hidden unless asked for by id (spec 7.5). */
export function statusConditions(orderStatusId: number | undefined, notIn: readonly number[] = []): SQL | undefined {
  const hidden = constants.hiddenOrderStatusId;
  const excluded = new Set(notIn);
  if (orderStatusId !== hidden) excluded.add(hidden);
  return and(
    orderStatusId === undefined ? undefined : eq(orders.status, orderStatusId),
    excluded.size ? notInArray(orders.status, [...excluded]) : undefined,
  );
}

/**
 * The list's filters as one condition. Exact matches on codes and ids (they are looked up, not
 * searched); startTime inclusive, endTime inclusive of its whole second (a picker's 23:59:59 means
 * the end of the day). The caller ANDs the scope on top, so a filter only ever narrows it.
 */
export function orderListConditions(input: ListInput): SQL | undefined {
  return and(
    input.orderCode ? eq(orders.orderCode, input.orderCode) : undefined,
    input.merchantOrderId ? eq(orders.mchOrderNo, input.merchantOrderId) : undefined,
    input.merchantId ? eq(orders.merchantId, input.merchantId) : undefined,
    input.supplierId ? eq(orders.supplierId, input.supplierId) : undefined,
    input.productId ? eq(orders.productId, input.productId) : undefined,
    input.startTime ? gte(orders.createdAt, input.startTime) : undefined,
    input.endTime ? lt(orders.createdAt, new Date(input.endTime.getTime() + 1000)) : undefined,
    statusConditions(input.orderStatusId, input.notInOrderStatusIds),
  );
}
