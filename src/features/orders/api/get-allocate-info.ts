import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { orderKeys } from './keys.ts';

/** Why allocation chose an account or none (staff only; `enabled` false for other roles). */
export const allocateInfoQueryOptions = (orderCode: string) =>
  queryOptions({
    queryKey: orderKeys.allocateInfo(orderCode),
    queryFn: ({ signal }) => request(orderCalls.getOrderAllocateInfo, { orderCode }, { signal }),
  });

export const useAllocateInfo = (orderCode: string | null, enabled: boolean) =>
  useQuery({ ...allocateInfoQueryOptions(orderCode ?? ''), enabled: enabled && orderCode !== null });
