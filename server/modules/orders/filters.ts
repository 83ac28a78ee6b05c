import { and, eq, gte, ilike, isNotNull, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { constants, type CallParsed, type orderCalls } from '../../../src/contract/index.ts';
import { orders } from '../../db/schema.ts';
import { within } from '../../db/time-range.ts';

type ListInput = CallParsed<typeof orderCalls.getList>;

/** Status 10 (allocation failed) never reached a supplier: hidden unless asked for by id (product 7.5). */
export function statusConditions(orderStatusId: number | undefined, notIn: readonly number[] = []): SQL | undefined {
  const hidden = constants.hiddenOrderStatusId;
  const excluded = new Set(notIn);
  if (orderStatusId !== hidden) excluded.add(hidden);
  return and(
    orderStatusId === undefined ? undefined : eq(orders.status, orderStatusId),
    excluded.size ? notInArray(orders.status, [...excluded]) : undefined,
  );
}

/** The end of a picker's second: 23:59:59 means up to midnight. */
/** A user's text inside LIKE matches itself only. */
const likePart = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const payerField = (key: string) => sql`${orders.payer}->>${key}`;

/** Handled by a team member: the supplier has an agent over it. */
const teamMemberOrder = sql`exists (select 1 from users u where u.id = ${orders.supplierId} and u.parent_id is not null)`;

function supplementCondition(v: number | undefined): SQL | undefined {
  if (v === undefined) return undefined;
  return v === 0 ? isNull(orders.supplementStatus) : eq(orders.supplementStatus, v);
}

function callbackCondition(v: number | undefined): SQL | undefined {
  if (v === undefined) return undefined;
  if (v === 0) return eq(orders.callbackCount, 0);
  if (v === 1) return eq(orders.callbackSuccess, true);
  return and(sql`${orders.callbackCount} > 0`, eq(orders.callbackSuccess, false));
}

/**
 * The list's filters as one condition (units in the contract's orderListFilters). Exact matches on
 * codes and ids (they are looked up, not searched); time ranges from inclusive, to inclusive of its
 * whole second. The caller ANDs the scope on top, so a filter only ever narrows it.
 */
export function orderListConditions(input: ListInput): SQL | undefined {
  return and(
    input.orderCode ? eq(orders.orderCode, input.orderCode) : undefined,
    input.merchantOrderId ? eq(orders.mchOrderNo, input.merchantOrderId) : undefined,
    input.mchOrderNo ? eq(orders.mchOrderNo, input.mchOrderNo) : undefined,
    input.orderNumber
      ? or(eq(orders.orderCode, input.orderNumber), eq(orders.mchOrderNo, input.orderNumber))
      : undefined,
    input.merchantId ? eq(orders.merchantId, input.merchantId) : undefined,
    input.supplierId ? eq(orders.supplierId, input.supplierId) : undefined,
    input.productId ? eq(orders.productId, input.productId) : undefined,
    input.mainProductId ? eq(orders.productId, input.mainProductId) : undefined,
    within(orders.createdAt, input.startTime, input.endTime),
    within(orders.completedAt, input.completedStartTime, input.completedEndTime),
    statusConditions(input.orderStatusId, input.notInOrderStatusIds),
    input.ipAddress ? eq(orders.clientIp, input.ipAddress) : undefined,
    input.isProxy === undefined ? undefined : input.isProxy ? teamMemberOrder : sql`not ${teamMemberOrder}`,
    input.orderType === undefined ? undefined : eq(orders.orderType, input.orderType),
    input.orderMark === undefined ? undefined : eq(orders.orderMark, input.orderMark),
    supplementCondition(input.supplementStatus),
    callbackCondition(input.callbackStatus),
    input.amount === undefined ? undefined : eq(orders.amount, input.amount),
    input.currentReceivedMoney === undefined ? undefined : eq(orders.realAmount, input.currentReceivedMoney),
    input.realAmountMin === undefined ? undefined : gte(orders.realAmount, Number(input.realAmountMin)),
    input.realAmountMax === undefined ? undefined : lte(orders.realAmount, Number(input.realAmountMax)),
    input.usdtCount === undefined ? undefined : eq(payerField('usdtCount'), input.usdtCount),
    input.usdtAddress ? eq(payerField('usdtAddress'), input.usdtAddress) : undefined,
    input.description
      ? or(
          ilike(orders.subject, likePart(input.description)),
          ilike(orders.body, likePart(input.description)),
          ilike(orders.remark, likePart(input.description)),
        )
      : undefined,
    input.cardNumber ? eq(payerField('cardNumber'), input.cardNumber) : undefined,
    input.userName ? sql`${payerField('userName')} ilike ${likePart(input.userName)}` : undefined,
    input.ifscCode ? sql`upper(${payerField('ifscCode')}) = ${input.ifscCode.toUpperCase()}` : undefined,
    input.utr ? and(isNotNull(orders.utr), eq(orders.utr, input.utr)) : undefined,
  );
}
