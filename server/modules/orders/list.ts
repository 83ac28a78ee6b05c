import { and } from 'drizzle-orm';
import { orderCountCap, type CallParsed, type OrderPage, type orderCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { orderListConditions } from './filters.ts';
import { toOrderRow } from './order-columns.ts';
import { archivedOrderRows, pageOrders } from './repository.ts';
import { orderFieldsHidden, orderScope } from './scope.ts';
import { settingValue } from '../system-config/index.ts';

/** Product 7.5 getList: the caller's scope AND the filters, newest first. */
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
  // A search by code that finds nothing live looks in the archive (decision 058): the order a
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
