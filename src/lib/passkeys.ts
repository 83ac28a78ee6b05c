import { useQuery } from '@tanstack/react-query';
import { userCalls, type PasskeyAssertion } from '../contract/index.ts';
import { request } from './api/client.ts';

/** The signed-in user's passkeys (decision 133): the personal center lists them, forms offer them. */
export const passkeyKeys = { list: ['passkeys'] as const };

/** WebAuthn in this browser: without it no passkey is offered and the Google code stays. */
export const canUsePasskeys = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export function usePasskeys(enabled = true) {
  return useQuery({
    queryKey: passkeyKeys.list,
    queryFn: async ({ signal }) => (await request(userCalls.getPasskeys, {}, { signal })).passkeys,
    enabled: enabled && canUsePasskeys(),
    staleTime: 60_000,
  });
}

/**
 * A passkey's answer to the step-up challenge of `kind` (an `EnableGoogleVerifyFor*` switch, or
 * `always`), sent in place of the Google code; the server checks it in the same place as a code.
 * The WebAuthn helpers load only when a passkey is used.
 */
export async function passkeyStepUp(kind: string): Promise<PasskeyAssertion> {
  const optionsJSON = await request(userCalls.startPasskeyStepUp, { kind });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({ optionsJSON });
  // No extension is asked for, so none of their outputs is sent.
  return { ...answer, clientExtensionResults: {} };
}
