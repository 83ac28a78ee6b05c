import type { MessageId } from './server-messages.ts';

/**
 * The rules of the sign-in call without zod (decision 061): the sign-in page checks its fields
 * with these few lines instead of loading zod and every API schema. `userCalls.login` builds its
 * zod schema from the same limits, and a unit test runs both over the same inputs.
 */
export const signInLimits = {
  /** Product 5 trims the account; what is left must be 1 to 64 characters. */
  accountMax: 64,
  /** The password is sent as typed: 1 to 128 characters. */
  passwordMax: 128,
} as const;

export const signInPath = '/v1.0/user/login';

/** Signing in with a passkey (decision 133): an attempt with its challenge, then the passkey's answer. */
export const passkeySignInPaths = {
  start: '/v1.0/user/startPasskeySignIn',
  finish: '/v1.0/user/passkeySignIn',
} as const;

/** The two public reads of the sign-in page (src/contract/api/public-info.ts defines the calls). */
export const publicInfoPaths = {
  contact: '/v1.0/public/contact',
  brand: '/v1.0/public/brand',
} as const;

export interface SignInBody {
  userName: string;
  password: string;
  googleCode?: string;
}

/** The account's message id when it cannot be sent, else null (the value is trimmed first). */
export function checkSignInAccount(value: string): MessageId | null {
  const v = value.trim();
  if (v.length === 0) return 'validation.required';
  return v.length > signInLimits.accountMax ? 'validation.account.format' : null;
}

export function checkSignInPassword(value: string): MessageId | null {
  if (value.length === 0) return 'validation.required';
  return value.length > signInLimits.passwordMax ? 'validation.password.format' : null;
}

/** The Google code step: required there, then 6 digits (or a 10-digit recovery code, decision 106) once trimmed. */
export function checkGoogleCode(value: string): MessageId | null {
  const v = value.trim();
  if (v.length === 0) return 'validation.required';
  return /^(\d{6}|\d{10})$/.test(v) ? null : 'validation.googleCode.format';
}

/**
 * The prerendered sign-in pages (decision 061): `sign-in.<language>.html` beside sign-in.html,
 * with this placeholder where the product's name goes; the server writes the operator's SysFlag in.
 */
export const signInPage = {
  nameMarker: '%SYSTEM_NAME%',
  file: (language: string) => `sign-in.${language}.html`,
} as const;
