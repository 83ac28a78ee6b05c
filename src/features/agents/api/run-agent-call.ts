import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api/client.ts';
import type { CallDef, CallInput, CallOutput } from '../../../contract/index.ts';
import { agentKeys } from './keys.ts';

/**
 * One write of the agent screens (and the staff agent calls). Never queued offline: they change
 * who may sign in and take orders. The team list (and the supplier list, for staff) refetch.
 */
export function useAgentCall<C extends CallDef>(def: C) {
  const queryClient = useQueryClient();
  return useMutation<CallOutput<C>, Error, CallInput<C>>({
    mutationFn: (input) => request(def, input),
    networkMode: 'always',
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['accounts'] }),
      ]);
    },
  });
}
