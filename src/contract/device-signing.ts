/**
 * How a monitoring device authenticates its calls (decision 076; docs/decisions/README.md "Monitoring
 * scripts and device keys"). Every signed device call carries `timestamp` (milliseconds since the
 * epoch), a fresh `nonce` and `sign` = lower-case hex HMAC-SHA256 under the device's key over the
 * body flattened to name/value pairs (`messages[0].amount`), sorted by name, each name and value
 * percent-encoded and joined as `k=v&…`. Encoding makes one sign string stand for one body (an SMS
 * holding `&` or `=` cannot shift a boundary). The server refuses a timestamp outside the window
 * and a nonce it has seen inside it, so a captured call cannot be sent again. Pure code (no
 * node:crypto): the device, the tests and the server share it.
 */
import { z } from 'zod';
import { stored64 } from './validation.ts';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** A signed device call's timestamp may differ from the server's clock by at most this much. */
export const deviceSignWindowSeconds = 300;

/**
 * The body flattened to text pairs: nested fields are named by path (`messages[0].amount`), so
 * every message takes part.
 */
export function flattenForSign(
  value: unknown,
  prefix = '',
  out: Record<string, unknown> = {},
): Record<string, unknown> {
  if (Array.isArray(value)) value.forEach((v, i) => flattenForSign(v, `${prefix}[${i}]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) flattenForSign(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) out[prefix] = value;
  return out;
}

/** `k=v&…` of every field but `sign`, sorted, names and values percent-encoded. */
export function deviceSignString(body: unknown): string {
  const flat = flattenForSign(body);
  return Object.keys(flat)
    .filter((k) => k !== 'sign' && flat[k] !== undefined)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(flat[k]))}`)
    .join('&');
}

/** Lower-case hex HMAC-SHA256 of the sign string under the device key. */
export function deviceSignature(body: unknown, key: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(deviceSignString(body))));
}

/** The body as a device sends it: with its time, a nonce and the signature over all of it. */
export function signDeviceBody<T extends object>(
  body: T,
  key: string,
  at: Date,
  nonce: string,
): T & { timestamp: number; nonce: string; sign: string } {
  const stamped = { ...body, timestamp: at.getTime(), nonce };
  return { ...stamped, sign: deviceSignature(stamped, key) };
}

/** The fields every signed device call carries. */
export const deviceAuthFields = {
  timestamp: stored64(
    z.coerce
      .number({ message: 'validation.deviceTimestamp.invalid' })
      .int('validation.deviceTimestamp.invalid')
      .positive('validation.deviceTimestamp.invalid'),
  ),
  /** 16 to 64 letters, digits, `_` or `-`: a random value per call (a UUID without braces fits). */
  nonce: z
    .string({ message: 'validation.deviceNonce.invalid' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.deviceNonce.invalid'),
  sign: z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, 'errors.signInvalid'),
};
