import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderFigureCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import type { ProfileFilters } from '../filters.ts';

/** The performance of one UTC day's orders (superAdmin). */
export const orderProfileQueryOptions = (filters: ProfileFilters) =>
  queryOptions({
    queryKey: ['orderProfile', filters] as const,
    queryFn: ({ signal }) => request(orderFigureCalls.profile, filters, { signal }),
  });

export const useOrderProfile = (filters: ProfileFilters) => useQuery(orderProfileQueryOptions(filters));
