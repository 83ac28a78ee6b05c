import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderTestCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { orderTestKeys } from './keys.ts';

/** The signed-in merchant's products ('own'), or a merchant's for a superAdmin. */
export const getTestProducts = (merchantId: number | 'own', signal?: AbortSignal) =>
  request(orderTestCalls.products, merchantId === 'own' ? {} : { merchantId }, { signal });

export const testProductsQueryOptions = (merchantId: number | 'own') =>
  queryOptions({
    queryKey: orderTestKeys.products(merchantId),
    queryFn: ({ signal }) => getTestProducts(merchantId, signal),
    staleTime: 60_000,
  });

export const useTestProducts = (merchantId: number | 'own' | undefined, enabled = true) =>
  useQuery({ ...testProductsQueryOptions(merchantId ?? 'own'), enabled: enabled && merchantId !== undefined });
