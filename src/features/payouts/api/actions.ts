import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderActionCalls, payoutCalls, type CallDef, type CallInput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { payoutQueryKeys } from './keys.ts';

/**
 * One payout action. Never queued offline: each moves money or a claim the server decides on,
 * and the answer (who won a claim) matters. List and pool refetch afterwards.
 */
function usePayoutAction<C extends CallDef>(def: C) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, CallInput<C>>({
    mutationFn: (input) => request(def, input),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutQueryKeys.all }),
  });
}

export const useClaimPayout = () => usePayoutAction(orderActionCalls.claimPayout);
export const useCancelClaim = () => usePayoutAction(orderActionCalls.cancelPayoutClaim);
export const useMarkProcessing = () => usePayoutAction(payoutCalls.markProcessing);
export const useCompletePayout = () => usePayoutAction(payoutCalls.complete);
export const useRejectPayout = () => usePayoutAction(payoutCalls.reject);
export const useCancelPayout = () => usePayoutAction(payoutCalls.cancel);
export const useCreatePayout = () => usePayoutAction(payoutCalls.create);
