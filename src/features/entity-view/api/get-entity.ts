import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { entityViewCalls, type EntityType } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';

export const entityKeys = {
  all: ['entityView'] as const,
  one: (type: EntityType, key: string) => [...entityKeys.all, type, key] as const,
};

export const getEntity = (type: EntityType, key: string, signal?: AbortSignal) =>
  request(entityViewCalls.view, { type, key }, { signal });

/** One record, read fresh each time it is opened: the viewer is for looking at what is there now. */
export const entityQueryOptions = (type: EntityType, key: string) =>
  queryOptions({
    queryKey: entityKeys.one(type, key),
    queryFn: ({ signal }) => getEntity(type, key, signal),
    staleTime: 0,
    retry: false,
  });

export function useEntity(lookup: { type: EntityType; key: string } | null) {
  return useQuery({
    ...entityQueryOptions(lookup?.type ?? 'order', lookup?.key ?? ''),
    enabled: lookup !== null,
    placeholderData: keepPreviousData,
  });
}
