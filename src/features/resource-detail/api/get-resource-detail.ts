import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { resourceDetailKeys } from './keys.ts';

/** Product 7.4 getResourceDetailInfo: QR code, supplier, product, open orders. */
export const resourceDetailQueryOptions = (resourceId: number, productId: number) =>
  queryOptions({
    queryKey: resourceDetailKeys.detail(resourceId, productId),
    queryFn: ({ signal }) => request(resourceCalls.getResourceDetailInfo, { resourceId, productId }, { signal }),
  });

export const useResourceDetail = (resourceId: number | null, productId: number | null) =>
  useQuery({
    ...resourceDetailQueryOptions(resourceId ?? 0, productId ?? 0),
    enabled: resourceId !== null && productId !== null,
  });

/** Product 7.4 getResourceStaticInfo: the supplier's accounts of the product at a glance. */
export const resourceStaticInfoQueryOptions = (supplierId: number, productId: number) =>
  queryOptions({
    queryKey: resourceDetailKeys.stats(supplierId, productId),
    queryFn: ({ signal }) => request(resourceCalls.getResourceStaticInfo, { supplierId, productId }, { signal }),
  });

export const useResourceStaticInfo = (supplierId: number | undefined, productId: number | undefined) =>
  useQuery({
    ...resourceStaticInfoQueryOptions(supplierId ?? 0, productId ?? 0),
    enabled: supplierId !== undefined && productId !== undefined,
  });
