import { useMutation, useQueryClient } from '@tanstack/react-query';
import { monitorCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { monitorLogKeys } from './keys.ts';

/** Deletes the lines older than the data clear cycle (superAdmin); answers how many and the cut-off. */
export function useClearMonitorLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(monitorCalls.clearLog, {}),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorLogKeys.all }),
  });
}
