import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userCalls, type CallInput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { profileKeys } from './keys.ts';

/** Accounts bound to the caller's, both directions (product 7.1 getBoundUsers). */
export const useBoundUsers = () =>
  useQuery({
    queryKey: profileKeys.boundUsers(),
    queryFn: ({ signal }) => request(userCalls.getBoundUsers, {}, { signal }),
  });

type Action = 'bind' | 'unbind' | 'confirm';
const calls = {
  bind: (input: CallInput<typeof userCalls.bindUserForProfile>) => request(userCalls.bindUserForProfile, input),
  unbind: (input: CallInput<typeof userCalls.unbindForProfile>) => request(userCalls.unbindForProfile, input),
  confirm: (input: CallInput<typeof userCalls.confirmBindForProfile>) =>
    request(userCalls.confirmBindForProfile, input),
};

/** Bind, unbind or confirm a binding; never queued offline (it may sign someone out). */
export function useBindingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      userAccount,
      needToLogout,
    }: {
      action: Action;
      userAccount: string;
      needToLogout?: boolean;
    }) =>
      action === 'bind'
        ? calls.bind({ userAccount, needToLogout: needToLogout ?? false })
        : calls[action]({ userAccount }),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.boundUsers() }),
  });
}
