import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userProductCalls, type CallInput, type UserProductRow } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { userProductKeys } from './keys.ts';

/** Changes one fee setting. Never queued offline: it needs a second-level login and reaches new orders. */
export function useUpdateUserProduct() {
  const queryClient = useQueryClient();
  return useMutation<UserProductRow, Error, CallInput<typeof userProductCalls.update>>({
    mutationFn: (input) => request(userProductCalls.update, input),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userProductKeys.all }),
  });
}
