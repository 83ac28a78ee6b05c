import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { homeKeys } from './keys.ts';

export const latestOrdersCount = 5;

export const getLatestOrders = async (signal?: AbortSignal) =>
  (await request(orderCalls.getList, { pageIndex: 1, pageNum: latestOrdersCount }, { signal })).list;

/** The newest orders the user's order list shows (product 7.5 getList, first page of 5). */
export const latestOrdersQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.latestOrders(), queryFn: ({ signal }) => getLatestOrders(signal) });

export const useLatestOrders = (enabled = true) => useQuery({ ...latestOrdersQueryOptions(), enabled });
