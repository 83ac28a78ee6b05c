import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankStatementCalls, type CallInput, type ManualMatchResult } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { statementKeys } from './keys.ts';

/**
 * Matches a record to an order by hand. Never queued offline: it moves money and needs a Google
 * code. The records and the orders refetch afterwards.
 */
export function useManualMatch() {
  const queryClient = useQueryClient();
  return useMutation<ManualMatchResult, Error, CallInput<typeof bankStatementCalls.manualMatch>>({
    mutationFn: (input) => request(bankStatementCalls.manualMatch, input),
    networkMode: 'always',
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: statementKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
  });
}
