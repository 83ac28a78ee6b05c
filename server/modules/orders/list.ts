import { and } from 'drizzle-orm';
import {
  orderCountCap,
  type CallParsed,
  type OrderPage,
  type OrderRow,
  type Role,
  type orderCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { orderListConditions } from './filters.ts';
import { archivedOrderRows, pageOrders, type OrderListRecord } from './repository.ts';
import { orderFieldsHidden, orderScope } from './scope.ts';
import { settingValue } from '../system-config/index.ts';

export function toOrderRow(r: OrderListRecord, role: Role): OrderRow {
  const hide = orderFieldsHidden(role);
  return {
    id: r.id,
    orderCode: r.orderCode,
    mchOrderNo: r.mchOrderNo,
    merchantId: r.merchantId,
    merchantName: r.merchantName ?? '',
    supplierId: hide.supplier ? null : r.supplierId,
    supplierName: hide.supplier ? null : (r.supplierName ?? null),
    productId: r.productId,
    productName: r.productName ?? '',
    amount: r.amount,
    realAmount: r.realAmount,
    payableAmount: r.payableAmount,
    status: r.status,
    orderType: r.orderType,
    orderMark: hide.mark ? null : r.orderMark,
    supplementStatus: r.supplementStatus,
    utr: r.utr,
    clientIp: r.clientIp,
    callbackCount: r.callbackCount,
    callbackSuccess: r.callbackSuccess,
    lastCallbackAt: r.lastCallbackAt?.toISOString() ?? null,
    merchantFee: hide.merchantFee ? null : r.merchantFee,
    createTime: r.createdAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    locked: r.locked,
    remark: r.remark,
  };
}

/** Spec 7.5 getList: the caller's scope AND the filters, newest first. */
export async function getOrderList(
  input: CallParsed<typeof orderCalls.getList>,
  ctx: AuthedContext,
): Promise<OrderPage> {
  const { role } = ctx.auth.user;
  // A supplier, team or mark filter would let a merchant probe what the rows do not show it.
  const hidden = orderFieldsHidden(role);
  const filters = {
    ...input,
    ...(hidden.supplier ? { supplierId: undefined, isProxy: undefined } : {}),
    ...(hidden.mark ? { orderMark: undefined } : {}),
  };
  const where = and(orderScope(ctx.auth.user), orderListConditions(filters));
  // HighPerfOrderQuery: no count at all, only "there are more" (pageOrders).
  const exact = !(await settingValue(ctx.db, 'HighPerfOrderQuery'));
  const { rows, total, totalCapped, nextCursor } = await pageOrders(ctx.db, where, input, exact ? orderCountCap : null);
  // A search by code that finds nothing live looks in the archive (issue 16 item 5): the order a
  // retention run moved out shows, read-only and marked archived. Only by code: the archive is
  // not listed page by page.
  if (rows.length === 0 && input.orderCode && input.pageIndex === 1 && !input.cursor) {
    const archived = await archivedOrderRows(ctx.db, where);
    if (archived.length > 0) {
      return {
        list: archived.map((r) => ({ ...toOrderRow(r, role), archived: true })),
        total: archived.length,
        totalCapped: false,
        pageIndex: 1,
        pageNum: input.pageNum,
        nextCursor: null,
      };
    }
  }
  return {
    list: rows.map((r) => toOrderRow(r, role)),
    total,
    totalCapped,
    pageIndex: input.pageIndex,
    pageNum: input.pageNum,
    nextCursor,
  };
}
