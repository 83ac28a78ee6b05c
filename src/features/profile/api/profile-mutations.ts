import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userCalls, type CallDef, type CallInput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { authKeys } from '../../../lib/user/keys.ts';
import { profileKeys } from './keys.ts';

/**
 * One hook a personal-center call. None is queued offline: each proves a password or a code
 * that would be stale later. The profile and the header's user info refetch afterwards.
 */
function useProfileMutation<C extends CallDef>(call: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<C>) => request(call, input),
    networkMode: 'always',
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.detail() }),
        queryClient.invalidateQueries({ queryKey: authKeys.user() }),
      ]);
    },
  });
}

export const useUpdateNickname = () => useProfileMutation(userCalls.updateNickname);
export const useChangePassword = () => useProfileMutation(userCalls.changePassword);
export const useSetPayPassword = () => useProfileMutation(userCalls.setPayPassword);
export const useStartGoogleBind = () => useProfileMutation(userCalls.startGoogleBind);
export const useConfirmGoogleBind = () => useProfileMutation(userCalls.confirmGoogleBind);
export const useNewRecoveryCodes = () => useProfileMutation(userCalls.newRecoveryCodes);

/** The merchant key is never cached: it lives in the component that shows it. */
export const useRevealMerchantKey = () =>
  useMutation({
    mutationFn: (input: CallInput<typeof userCalls.revealMerchantKey>) => request(userCalls.revealMerchantKey, input),
    networkMode: 'always',
  });

/** The test key (decision 130): revealed or regenerated, never cached; the profile's mask refetches after a new one. */
export const useRevealMerchantTestKey = () =>
  useMutation({
    mutationFn: (input: CallInput<typeof userCalls.revealMerchantTestKey>) =>
      request(userCalls.revealMerchantTestKey, input),
    networkMode: 'always',
  });
export const useRegenerateMerchantTestKey = () => useProfileMutation(userCalls.regenerateMerchantTestKey);
