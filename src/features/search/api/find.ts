import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { searchKeys } from './keys.ts';

/** What the header search finds for `q` ('' asks nothing); the last answer stays while the next comes. */
export const findQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.find(q),
    queryFn: ({ signal }) => request(searchCalls.find, { q }, { signal }),
    enabled: q !== '',
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export const useFind = (q: string) => useQuery(findQueryOptions(q));
