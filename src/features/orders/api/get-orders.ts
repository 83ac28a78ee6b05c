import { useInfiniteQuery } from '@tanstack/react-query';
import { orderCalls, type CallInput, type OrderSort, type Role } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { cursorPagedQueryOptions } from '../../../components/list/paged.ts';
import { filtersFromParams, orderListQuery, supplementQueueFilter, type OrderListFilters } from '../filters.ts';
import { orderKeys } from './keys.ts';

/** The most product 7.5 allows: 10,000 rows in 100 requests. */
export const orderPageSize = 100;

/**
 * One page of the role's orders, newest first or in the desk table's sort (decision 124); the server
 * applies the role's scope. The filters are what the person typed; they go out in product 7.5's wire
 * units (orderListQuery). The first page has no cursor; each next one carries the cursor the page
 * before named (keyset, decision 062), which a sorted list sends as its amount cursor.
 */
export const getOrders = (filters: OrderListFilters, cursor: string | null, signal?: AbortSignal, sort?: OrderSort) =>
  request(
    orderCalls.getList,
    {
      ...orderListQuery(filters),
      pageNum: orderPageSize,
      ...(sort ? { sort } : {}),
      ...(cursor ? (sort ? { amountCursor: cursor } : { cursor }) : {}),
    } as CallInput<typeof orderCalls.getList>,
    { signal },
  );

export const ordersQueryOptions = (filters: OrderListFilters, sort?: OrderSort) =>
  cursorPagedQueryOptions(orderKeys.list(filters, sort), (cursor, signal) => getOrders(filters, cursor, signal, sort));

export const useOrders = (filters: OrderListFilters, sort?: OrderSort) =>
  useInfiniteQuery(ordersQueryOptions(filters, sort));

/** The list home's queue card opens ("Waiting for supplement"), keyed as that page will ask for it. */
export const supplementQueueListOptions = (role: Role | undefined) =>
  ordersQueryOptions(filtersFromParams(new URLSearchParams({ orderStatusId: supplementQueueFilter }), role));
