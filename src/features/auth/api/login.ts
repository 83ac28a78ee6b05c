import { useMutation } from '@tanstack/react-query';
import { userCalls, type CallInput } from '../../../contract/index.ts';
import { request } from '../../../lib/api/client.ts';
import { markSignedIn } from '../../../lib/api/session.ts';
import { runtimeConfig } from '../../../lib/config.ts';
import { queryClient } from '../../../lib/query-client.ts';

export type LoginInput = CallInput<typeof userCalls.login>;

/** Spec 5: the account and the Google code are trimmed; the password is sent as typed. */
export async function login(input: LoginInput): Promise<void> {
  const googleCode = input.googleCode?.trim();
  const result = await request(userCalls.login, {
    userName: input.userName.trim(),
    password: input.password,
    ...(googleCode ? { googleCode } : {}),
  });
  // The answer carries the token too (spec 7.1), but it lives only in the server's HttpOnly cookie.
  markSignedIn(result.cookieDays || runtimeConfig().cookieDays);
  // A previous user's data must never show for the new one.
  queryClient.removeQueries();
}

export const useLogin = () => useMutation({ mutationFn: login });
