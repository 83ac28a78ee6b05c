import { signInPath, type LoginResult, type SignInBody } from '../../../contract/index.ts';
import { markSignedIn } from '../../../lib/api/session.ts';
import { sendCall } from '../../../lib/api/wire.ts';
import { runtimeConfig } from '../../../lib/config.ts';

export type LoginInput = SignInBody;

/**
 * Product 5: the account and the Google code are trimmed; the password is sent as typed. Sent with the
 * small wire helper, not `request`: the sign-in page loads no API schemas (decision 061).
 */
export async function login(input: LoginInput): Promise<void> {
  const googleCode = input.googleCode?.trim();
  const body: SignInBody = {
    userName: input.userName.trim(),
    password: input.password,
    ...(googleCode ? { googleCode } : {}),
  };
  const result = await sendCall<LoginResult>('POST', signInPath, body);
  // The answer carries the token too (product 7.1), but it lives only in the server's HttpOnly cookie.
  markSignedIn(result.cookieDays || runtimeConfig().cookieDays);
}
