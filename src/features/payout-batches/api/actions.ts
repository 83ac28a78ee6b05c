import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutBatchCalls, type CallDef, type CallInput, type CallOutput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { payoutQueryKeys } from '../../payouts/index.ts';
import { batchQueryKeys } from './keys.ts';

/**
 * One batch step. Never queued offline: each moves orders (and on confirm, money) and needs a
 * Google code. Batches and payout lists refetch afterwards.
 */
function useBatchAction<C extends CallDef>(def: C) {
  const queryClient = useQueryClient();
  return useMutation<CallOutput<C>, Error, CallInput<C>>({
    mutationFn: (input) => request(def, input) as Promise<CallOutput<C>>,
    networkMode: 'always',
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: batchQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: payoutQueryKeys.all }),
      ]);
    },
  });
}

export const useCreateBatch = () => useBatchAction(payoutBatchCalls.create);
export const useExportBatch = () => useBatchAction(payoutBatchCalls.exportFile);
export const useConfirmBatch = () => useBatchAction(payoutBatchCalls.confirm);
export const useMarkBatchAbnormal = () => useBatchAction(payoutBatchCalls.markAbnormal);
