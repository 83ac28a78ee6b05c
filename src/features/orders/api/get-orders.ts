import { useInfiniteQuery } from '@tanstack/react-query';
import { orderCalls } from '../../../contract/index.ts';
import { request } from '../../../app/api/client.ts';
import { pagedQueryOptions } from '../../../components/list/paged.ts';
import type { OrderListFilters } from '../filters.ts';
import { orderKeys } from './keys.ts';

export const orderPageSize = 20;

/** One page of the role's orders, newest first; the server applies the role's scope. */
export const getOrders = (filters: OrderListFilters, pageIndex: number, signal?: AbortSignal) =>
  request(orderCalls.getList, { ...filters, pageIndex, pageNum: orderPageSize }, { signal });

export const ordersQueryOptions = (filters: OrderListFilters) =>
  pagedQueryOptions(orderKeys.list(filters), (pageIndex, signal) => getOrders(filters, pageIndex, signal));

export const useOrders = (filters: OrderListFilters) => useInfiniteQuery(ordersQueryOptions(filters));
