import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The one way secrets are kept at rest (decision 111): AES-256-GCM with a fresh 12-byte IV per
 * value, the value's purpose (its column, e.g. `pay_gateways.key_secret`) as associated data, so a
 * ciphertext copied into another column does not decrypt, and the id of the key it was sealed with,
 * so a later key can be read beside an older one. Stored as `v2.<keyId>.<iv>.<tag>.<ciphertext>`
 * (base64url; the key id is the first 8 hex digits of the key's SHA-256, which says nothing of it).
 *
 * Values written before: `v1.<iv>.<tag>.<ciphertext>`, sealed with the purpose as associated data
 * (gateway credentials) or without any (receiving accounts' banking passwords). They are still
 * read, as the box's `legacyV1` says, and never written again: an edit seals the new value as v2.
 */
export interface SecretBox {
  readonly keyId: string;
  seal(purpose: string, plain: string): string;
  open(purpose: string, sealed: string): string;
}

export type LegacyV1 = 'purposeAsAad' | 'noAad';

export const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

function decrypt(key: Buffer, iv: string, tag: string, body: string, aad: string | null): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  if (aad !== null) decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** A box for one 32-byte key; anything else is refused at once, never padded or derived. */
export function secretBox(key: Buffer, legacyV1: LegacyV1 = 'purposeAsAad'): SecretBox {
  if (key.length !== 32) throw new Error('A secret key must be 32 bytes');
  const keyId = keyIdOf(key);
  return {
    keyId,
    seal(purpose, plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v2',
        keyId,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(purpose, sealed) {
      const parts = sealed.split('.');
      if (parts[0] === 'v2' && parts.length === 5) {
        const [, id, iv, tag, body] = parts as [string, string, string, string, string];
        if (id !== keyId) throw new Error(`Sealed with key ${id}, not with the configured key ${keyId}`);
        return decrypt(key, iv, tag, body, purpose);
      }
      if (parts[0] === 'v1' && parts.length === 4) {
        const [, iv, tag, body] = parts as [string, string, string, string];
        return decrypt(key, iv, tag, body, legacyV1 === 'purposeAsAad' ? purpose : null);
      }
      throw new Error('Not a sealed secret');
    },
  };
}
