import type { DefaultError, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { UserInfo } from '../contract/index.ts';
import { queryClient } from './query-client.ts';
import type { AppRoute } from './routes/types.ts';

/** What a page's prefetch knows when its route's loader runs: who, which route, which filters. */
export interface PagePrefetchContext {
  user: UserInfo;
  route: AppRoute;
  search: URLSearchParams;
}

/**
 * Starts the calls a page reads first, from its route's loader, before the page renders (issue 18:
 * the requests used to leave from the page's effects, after its first render, and their set-up
 * was part of the long task that rendered it). Must ask for exactly the queries the page reads.
 */
export type PagePrefetch = (context: PagePrefetchContext) => void;

/**
 * Starts a query the page is about to read when the cache has nothing for it. A cached answer,
 * fresh or not, is left to the page, which refreshes it on mount as before; never rejects.
 */
export function startQuery<TQueryFnData, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>,
): void {
  if (queryClient.getQueryState(options.queryKey) === undefined) void queryClient.prefetchQuery(options);
}
