import { useInfiniteQuery } from '@tanstack/react-query';
import { orderCalls, type CallInput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import { orderListQuery, type OrderListFilters } from '../filters.ts';
import { orderKeys } from './keys.ts';

export const orderPageSize = 20;

/**
 * One page of the role's orders, newest first; the server applies the role's scope. The filters
 * are what the person typed; they go out in spec 7.5's wire units (orderListQuery).
 */
export const getOrders = (filters: OrderListFilters, pageIndex: number, signal?: AbortSignal) =>
  request(orderCalls.getList, { ...orderListQuery(filters), pageIndex, pageNum: orderPageSize } as CallInput<typeof orderCalls.getList>, { signal });

export const ordersQueryOptions = (filters: OrderListFilters) =>
  pagedQueryOptions(orderKeys.list(filters), (pageIndex, signal) => getOrders(filters, pageIndex, signal));

export const useOrders = (filters: OrderListFilters) => useInfiniteQuery(ordersQueryOptions(filters));
