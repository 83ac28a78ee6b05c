import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCallbackCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { callbackKeys } from './keys.ts';

/** Removes attempts from the lists (superAdmin); the orders' counts stay. */
export function useDeleteCallbackAttempts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => request(orderCallbackCalls.delete, { ids }),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callbackKeys.all }),
  });
}
