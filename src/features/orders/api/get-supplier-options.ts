import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { orderKeys } from './keys.ts';

/** The suppliers an order may be given to on reselect (product 7.5 userId + role 'supplier'). */
export const supplierOptionsQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.supplierOptions(),
    queryFn: ({ signal }) => request(userCalls.getSupplierUserOptions, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** Fetched only while a form that picks a supplier is open. */
export const useSupplierOptions = (enabled: boolean) => useQuery({ ...supplierOptionsQueryOptions(), enabled });
