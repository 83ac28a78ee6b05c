import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCalls, type CallDef, type CallInput, type CallOutput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { staffKeys } from './keys.ts';

/**
 * One admin call as a mutation. Never queued offline (each needs a second-level login and the
 * server's answer); the list refetches afterwards.
 */
function useAdminMutation<C extends CallDef>(def: C) {
  const queryClient = useQueryClient();
  return useMutation<CallOutput<C>, Error, CallInput<C>>({
    mutationFn: (input) => request(def, input),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export const useAddUser = () => useAdminMutation(adminCalls.addUser);
export const useUpdateUser = () => useAdminMutation(adminCalls.updateUser);
export const useDeleteUser = () => useAdminMutation(adminCalls.deleteUser);
export const useRepairUser = () => useAdminMutation(adminCalls.repairUser);
export const useResetPayPassword = () => useAdminMutation(adminCalls.resetPayPassword);
export const useUnlockSignIn = () => useAdminMutation(adminCalls.unlockSignIn);
export const useResetSecondFactor = () => useAdminMutation(adminCalls.resetSecondFactor);
