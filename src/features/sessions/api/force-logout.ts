import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userCalls } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { sessionKeys } from './keys.ts';

/** Ends a session by its public id; staff need a second-level login (the client asks for it). */
export const forceLogout = (sessionId: string) => request(userCalls.forceLogout, { token: sessionId });

export function useForceLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forceLogout,
    // Never queued offline: ending someone's session is not a harmless action.
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
