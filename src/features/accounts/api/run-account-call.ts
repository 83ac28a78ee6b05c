import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/client.ts';
import type { CallDef, CallInput, CallOutput } from '../../../contract/index.ts';
import { accountKeys } from './keys.ts';

/**
 * One write call of these screens (the account ones and the existing user and admin calls they
 * reuse). Never queued offline: they change accounts, some need a Google code. The lists refetch.
 */
export function useAccountCall<C extends CallDef>(def: C) {
  const queryClient = useQueryClient();
  return useMutation<CallOutput<C>, Error, CallInput<C>>({
    mutationFn: (input) => request(def, input),
    networkMode: 'always',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
