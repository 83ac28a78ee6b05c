import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceCalls, type CallInput, type ResourceRow } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { resourceDetailKeys } from '../../resource-detail/index.ts';
import { accountKeys } from './keys.ts';

type AddInput = CallInput<typeof resourceCalls.add>;
type UpdateInput = CallInput<typeof resourceCalls.update>;

/** Adds or edits an account (an input with `id` edits); the lists and details refetch. */
export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation<ResourceRow, Error, AddInput | UpdateInput>({
    mutationFn: (input) => ('id' in input ? request(resourceCalls.update, input) : request(resourceCalls.add, input)),
    networkMode: 'always',
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: resourceDetailKeys.all }),
      ]),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation<null, Error, number>({
    mutationFn: (id) => request(resourceCalls.delete, { id }),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
