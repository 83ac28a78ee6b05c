import type { DefaultError, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

/**
 * Starts a query the page is about to read when the cache has nothing for it. A cached answer,
 * fresh or not, is left to the page, which refreshes it on mount as before; never rejects.
 */
export function startQuery<TQueryFnData, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>,
): void {
  if (queryClient.getQueryState(options.queryKey) === undefined) void queryClient.prefetchQuery(options);
}
