import { useMutation, useQuery } from '@tanstack/react-query';
import { systemConfigCalls, type MaintenanceReport } from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';

export type MaintenanceAction = MaintenanceReport['action'];

const previews = {
  fixSystemResources: systemConfigCalls.previewFixSystemResources,
  resetSystemResourcePool: systemConfigCalls.previewResetSystemResourcePool,
} as const;

/**
 * The dry run, fetched only when asked for ("Check") and never from a stale cache: it is a
 * snapshot of the database at that moment, so each check asks again.
 */
export function useDryRun(action: MaintenanceAction, requested: boolean) {
  return useQuery({
    queryKey: ['systemMaintenance', 'dryRun', action],
    queryFn: ({ signal }) => request(previews[action], {}, { signal }),
    enabled: requested,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Never queued offline: it needs a Google code and changes what allocation reads. */
export function useApply(action: MaintenanceAction) {
  return useMutation<MaintenanceReport, Error, { googleCode: string }>({
    mutationFn: (input) => request(systemConfigCalls[action], input),
    networkMode: 'always',
  });
}
