import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderRetentionCalls, type RetentionRun } from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';

const runsKey = ['orderRetention', 'runs'] as const;

export function useRetentionRuns() {
  return useQuery({
    queryKey: runsKey,
    queryFn: ({ signal }) => request(orderRetentionCalls.listRuns, {}, { signal }),
  });
}

/** The dry run, fetched only when asked for and never from a cache: counts of this moment. */
export function useRetentionDryRun(requested: boolean) {
  return useQuery({
    queryKey: ['orderRetention', 'dryRun'],
    queryFn: ({ signal }) => request(orderRetentionCalls.preview, {}, { signal }),
    enabled: requested,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Never queued offline: it needs a Google code and moves orders out of the hot tables. */
export function useRunNow() {
  const client = useQueryClient();
  return useMutation<RetentionRun, Error, { googleCode: string }>({
    mutationFn: (input) => request(orderRetentionCalls.runNow, input),
    networkMode: 'always',
    onSettled: () => client.invalidateQueries({ queryKey: runsKey }),
  });
}
