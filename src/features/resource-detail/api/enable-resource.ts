import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceCalls, type CallInput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { receivingAccountsRoot, resourceDetailKeys } from './keys.ts';

/**
 * The resource switch (product 4, 7.4). Not queued offline: it decides whether money is routed to the
 * account, so the person must see it happen. The detail and the account lists refetch afterwards.
 */
export function useEnableResource() {
  const queryClient = useQueryClient();
  return useMutation<null, Error, CallInput<typeof resourceCalls.enableResource>>({
    mutationFn: (input) => request(resourceCalls.enableResource, input),
    networkMode: 'always',
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceDetailKeys.all }),
        queryClient.invalidateQueries({ queryKey: receivingAccountsRoot }),
      ]);
    },
  });
}
