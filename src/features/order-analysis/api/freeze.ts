import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderAnalysisCalls, type CallInput, type FrozenIpRow } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { analysisKeys } from './keys.ts';

/** Never queued offline: refusing a payer's orders must happen now or visibly fail. */
export function useFreezeIp() {
  const queryClient = useQueryClient();
  return useMutation<FrozenIpRow, Error, CallInput<typeof orderAnalysisCalls.freezeIp>>({
    mutationFn: (input) => request(orderAnalysisCalls.freezeIp, input),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analysisKeys.all }),
  });
}

export function useUnfreezeIp() {
  const queryClient = useQueryClient();
  return useMutation<{ ip: string }, Error, string>({
    mutationFn: (ip) => request(orderAnalysisCalls.unfreezeIp, { ip }),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analysisKeys.all }),
  });
}
