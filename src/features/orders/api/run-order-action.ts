import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallDef, CallInput, CallOutput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { orderKeys } from './keys.ts';

/**
 * One order action of the contract as a mutation; every order list refetches afterwards. Never
 * queued offline: these actions move money or need a Google code.
 */
export function useOrderAction<C extends CallDef>(def: C) {
  const queryClient = useQueryClient();
  return useMutation<CallOutput<C>, Error, CallInput<C>>({
    mutationFn: (input) => request(def, input),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
