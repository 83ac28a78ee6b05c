import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { demoResourceKeyHex } from '../../config.ts';
import { readSetting } from '../../config-schema.ts';
import { hashPassword } from '../user/index.ts';

/**
 * The two passwords of a receiving account are write-only (never answered by any call):
 * - the monitoring password only has to be checked when the monitoring app signs in with it, so it
 *   is kept as a scrypt hash, like a user's password;
 * - the online-banking password must be given back in plain text to the device or payout tool that
 *   logs in to the bank, so a hash cannot serve: it is encrypted with AES-256-GCM under
 *   RESOURCE_SECRET_KEY (64 hex characters). Without that variable a fixed demo key is used, which
 *   a production start refuses (server/config.ts); a malformed key throws instead of falling back.
 */
function secretKey(): Buffer {
  return Buffer.from(readSetting('RESOURCE_SECRET_KEY') ?? demoResourceKeyHex, 'hex');
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
    '.',
  );
}

export function decryptSecret(stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not an encrypted secret');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

export const hashMonitorPassword = (plain: string): Promise<string> => hashPassword(plain);

/** The key a new monitored account's device signs its reports with (server/modules/bank-statements/report.ts). */
export const newMonitorKey = (): string => randomBytes(16).toString('hex');
