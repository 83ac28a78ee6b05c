import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { passkeySignInPaths, type LoginResult } from '../../../contract/index.ts';
import { markSignedIn } from '../../../lib/api/session.ts';
import { sendCall } from '../../../lib/api/wire.ts';
import { runtimeConfig } from '../../../lib/config.ts';

/**
 * Signs in with a passkey, no account or password typed (decision 133): the server opens an
 * attempt with its challenge, the device's passkey answers it, and the server signs in the account
 * the passkey belongs to. The WebAuthn helpers load only when the button is used (decision 061).
 */
export async function passkeySignIn(): Promise<void> {
  const { attempt, options } = await sendCall<{ attempt: string; options: PublicKeyCredentialRequestOptionsJSON }>(
    'POST',
    passkeySignInPaths.start,
    {},
  );
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({ optionsJSON: options });
  const result = await sendCall<LoginResult>('POST', passkeySignInPaths.finish, {
    attempt,
    // No extension is asked for, so none of their outputs is sent.
    response: { ...answer, clientExtensionResults: {} },
  });
  markSignedIn(result.cookieDays || runtimeConfig().cookieDays);
}
