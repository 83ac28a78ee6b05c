import { useQuery } from '@tanstack/react-query';
import { resourceCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { resourceDetailKeys } from './keys.ts';

/** Spec 7.4 getResourceDetailInfo: QR code, supplier, product, open orders. */
export const useResourceDetail = (resourceId: number | null, productId: number | null) =>
  useQuery({
    queryKey: resourceDetailKeys.detail(resourceId ?? 0, productId ?? 0),
    queryFn: ({ signal }) => request(resourceCalls.getResourceDetailInfo, { resourceId: resourceId ?? 0, productId: productId ?? 0 }, { signal }),
    enabled: resourceId !== null && productId !== null,
  });

/** Spec 7.4 getResourceStaticInfo: the supplier's accounts of the product at a glance. */
export const useResourceStaticInfo = (supplierId: number | undefined, productId: number | undefined) =>
  useQuery({
    queryKey: resourceDetailKeys.stats(supplierId ?? 0, productId ?? 0),
    queryFn: ({ signal }) => request(resourceCalls.getResourceStaticInfo, { supplierId: supplierId ?? 0, productId: productId ?? 0 }, { signal }),
    enabled: supplierId !== undefined && productId !== undefined,
  });
