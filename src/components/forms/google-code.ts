import { msg } from '@lingui/core/macro';

/**
 * What every Google-code input shares: its label, six digits only, the phone's number pad and the
 * browser's one-time-code autofill. Kept apart from google-code-field.tsx so the prerendered
 * sign-in page (plain inputs, no form library) uses the same rules without antd-mobile.
 */
export const googleCodeLabel = msg({ id: 'orders.fields.googleCode', message: 'Google code' });

export const googleCodeInputProps = {
  // Ten: a recovery code stands in for a six-digit code (decision 106).
  maxLength: 10,
  inputMode: 'numeric',
  pattern: '[0-9]*',
  autoComplete: 'one-time-code',
} as const;

/** Keeps the digits of what was typed or pasted ("123 456" from an authenticator app included). */
export const cleanGoogleCode = (typed: string) => typed.replace(/\D/g, '').slice(0, googleCodeInputProps.maxLength);
