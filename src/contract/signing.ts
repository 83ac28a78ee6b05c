/**
 * Signing of the merchant order API (docs/architecture.md): the parameters except `sign`, without empty
 * ones, sorted by name, as `k=v&…&key=<merchant key>`, hashed with MD5 (default) or SHA256 and
 * written as upper-case hex. Pure code, no node:crypto, so the app and the server build the same
 * canonical string; the hash is a parameter (the server passes node:crypto's). MD5 and SHA-256 come
 * from @noble/hashes, which runs in browser, worker and Node alike.
 */
import { md5 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export type SignType = 'MD5' | 'SHA256';
export type HashHex = (text: string) => string;

/** Values that take part: strings, numbers and booleans that are not empty. */
function signable(value: unknown): value is string | number | boolean {
  if (typeof value === 'string') return value !== '';
  return typeof value === 'number' || typeof value === 'boolean';
}

export function canonicalSignString(params: Record<string, unknown>, key: string): string {
  const pairs = Object.keys(params)
    .filter((k) => k !== 'sign' && signable(params[k]))
    .sort()
    .map((k) => `${k}=${String(params[k])}`);
  return [...pairs, `key=${key}`].join('&');
}

export function signParams(params: Record<string, unknown>, key: string, hash: HashHex): string {
  return hash(canonicalSignString(params, key)).toUpperCase();
}

export function signTypeOf(value: string | null | undefined): SignType {
  return value?.toUpperCase() === 'SHA256' ? 'SHA256' : 'MD5';
}

/** Lower-case hex of the UTF-8 bytes' digest, synchronous: the app shows the sign as the merchant types. */
const hexOf = (digest: (bytes: Uint8Array) => Uint8Array) => (text: string) => bytesToHex(digest(utf8ToBytes(text)));

/** MD5 (RFC 1321), lower-case hex: the app signs test orders with it. */
export const md5Hex: HashHex = hexOf(md5);

/**
 * SHA-256, lower-case hex. A package rather than WebCrypto: `crypto.subtle.digest` is async and
 * missing on plain-http origins (a phone reaching the server by its LAN address).
 */
export const sha256Hex: HashHex = hexOf(sha256);

/** The hash of each sign type, for callers that sign in the app or a worker. */
export const signHashes: Record<SignType, HashHex> = { MD5: md5Hex, SHA256: sha256Hex };
