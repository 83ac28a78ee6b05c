import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { errorLogCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { errorLogKeys } from './keys.ts';

const pageNum = 20;

export const getErrorLogs = (pageIndex: number, signal?: AbortSignal) =>
  request(errorLogCalls.getList, { pageIndex, pageNum }, { signal });

/** The server's entries page by page, newest first: own ones, or everyone's for admins. */
export const errorLogsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: errorLogKeys.list({ pageNum }),
    queryFn: ({ pageParam, signal }) => getErrorLogs(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageIndex * last.pageNum < last.total ? last.pageIndex + 1 : undefined),
  });

export const useErrorLogs = () => useInfiniteQuery(errorLogsQueryOptions());
