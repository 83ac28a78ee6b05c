import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderCalls, supplementQueueStatusIds, toOrderListQuery, type CallInput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { homeKeys } from './keys.ts';

/** How many orders wait for a supplement: the total of the order list with the queue's statuses. */
export const supplementQueueQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.supplementQueue(),
    queryFn: async ({ signal }) => {
      const input = { ...toOrderListQuery({ orderStatusIds: supplementQueueStatusIds }), pageIndex: 1, pageNum: 1 };
      const page = await request(orderCalls.getList, input as CallInput<typeof orderCalls.getList>, { signal });
      return { total: page.total, capped: 'totalCapped' in page && page.totalCapped === true };
    },
  });

export const useSupplementQueueCount = (enabled: boolean) => useQuery({ ...supplementQueueQueryOptions(), enabled });
