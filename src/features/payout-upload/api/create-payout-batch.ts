import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutUploadCalls, type CallInput, type PayoutUploadResult } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { payoutQueryKeys } from '../../payouts/index.ts';

type Input = CallInput<typeof payoutUploadCalls.createBatch>;

/** Sends the checked rows; never queued offline (it moves money). The payout list refetches after. */
export function useCreatePayoutBatch() {
  const queryClient = useQueryClient();
  return useMutation<PayoutUploadResult, Error, Input>({
    mutationFn: (input) => request(payoutUploadCalls.createBatch, input),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutQueryKeys.all }),
  });
}
