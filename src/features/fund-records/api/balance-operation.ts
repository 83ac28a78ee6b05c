import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fundRecordCalls, settingCalls, type BalanceOperationResult, type CallInput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { fundKeys } from './keys.ts';

/**
 * A balance operation. Never queued offline: it moves money and may need a Google code. The fund
 * records refetch afterwards, so the new record shows at once.
 */
export function useBalanceOperation() {
  const queryClient = useQueryClient();
  return useMutation<BalanceOperationResult, Error, CallInput<typeof fundRecordCalls.balanceOperation>>({
    mutationFn: (input) => request(fundRecordCalls.balanceOperation, input),
    networkMode: 'always',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: fundKeys.all });
    },
  });
}

/**
 * Whether EnableGoogleVerifyForBalanceOperation is on. Unknown (loading or failed) counts as on:
 * asking for a code the server does not need costs less than a refusal after typing everything.
 */
export function useGoogleRequired(): boolean {
  const q = useQuery({
    queryKey: fundKeys.googleRequired(),
    queryFn: ({ signal }) => request(settingCalls.EnableGoogleVerifyForBalanceOperation.get, {}, { signal }),
    staleTime: 60_000,
  });
  return q.data !== false;
}
