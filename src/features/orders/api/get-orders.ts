import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { orderCalls } from '../../../contract/index.ts';
import { request } from '../../../app/api/client.ts';
import type { OrderListFilters } from '../filters.ts';
import { orderKeys } from './keys.ts';

export const orderPageSize = 20;

/** One page of the role's orders, newest first; the server applies the role's scope. */
export const getOrders = (filters: OrderListFilters, pageIndex: number, signal?: AbortSignal) =>
  request(orderCalls.getList, { ...filters, pageIndex, pageNum: orderPageSize }, { signal });

export const ordersQueryOptions = (filters: OrderListFilters) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getOrders(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageIndex * last.pageNum < last.total ? last.pageIndex + 1 : undefined),
  });

export const useOrders = (filters: OrderListFilters) => useInfiniteQuery(ordersQueryOptions(filters));
