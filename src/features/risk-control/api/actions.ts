import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  riskControlCalls,
  type CallInput,
  type RiskBlacklistRow,
  type RiskDetectionRow,
} from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { payoutQueryKeys } from '../../payouts/index.ts';
import { riskKeys } from './keys.ts';

/** Never queued offline: they need a Google code, and a decision moves money. */
function useRiskMutation<C extends (typeof riskControlCalls)[keyof typeof riskControlCalls], O>(c: C) {
  const queryClient = useQueryClient();
  return useMutation<O, Error, CallInput<C>>({
    mutationFn: (input) => request(c, input) as Promise<O>,
    networkMode: 'always',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: riskKeys.all });
      await queryClient.invalidateQueries({ queryKey: payoutQueryKeys.all });
    },
  });
}

export const useAddEntry = () =>
  useRiskMutation<typeof riskControlCalls.addEntry, RiskBlacklistRow>(riskControlCalls.addEntry);
export const useDeleteEntry = () =>
  useRiskMutation<typeof riskControlCalls.deleteEntry, { id: number }>(riskControlCalls.deleteEntry);
export const useReleaseDetection = () =>
  useRiskMutation<typeof riskControlCalls.release, RiskDetectionRow>(riskControlCalls.release);
export const useRejectDetection = () =>
  useRiskMutation<typeof riskControlCalls.reject, RiskDetectionRow>(riskControlCalls.reject);
