import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderCreateCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { orderKeys } from '../../orders/index.ts';

/** Product 7.5 orderUploadFlag: whether this merchant may upload a batch of orders now. */
export const orderUploadFlagQueryOptions = () =>
  queryOptions({
    queryKey: [...orderKeys.all, 'uploadFlag'] as const,
    queryFn: ({ signal }) => request(orderCreateCalls.orderUploadFlag, {}, { signal }),
    staleTime: 60_000,
  });

export const useOrderUploadFlag = (enabled: boolean) => useQuery({ ...orderUploadFlagQueryOptions(), enabled });
