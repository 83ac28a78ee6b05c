import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Gateway credentials at rest: AES-256-GCM with a fresh 12-byte IV per value and the column's name
 * as associated data (a ciphertext copied into another column does not decrypt). Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export interface SecretBox {
  seal(field: string, plain: string): string;
  open(field: string, sealed: string): string;
}

const version = 'v1';

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The gateway secret key must be 32 bytes');
  return {
    seal(field, plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(field, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        version,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(field, sealed) {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== version || iv === undefined || tag === undefined || body === undefined)
        throw new Error('Not a sealed gateway credential');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(field, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

const keyFileName = 'gateway-secret.key';
const fileKeys = new Map<string, Buffer>();

/**
 * GATEWAY_SECRET_KEY when set; otherwise the key in DATA_DIR/gateway-secret.key, generated there
 * once (mode 0600) on a machine without one, so the demo works out of the box. Several instances
 * sharing one PostgreSQL must share GATEWAY_SECRET_KEY instead (docs/decisions/079-payment-gateways.md).
 */
export function gatewayKey(config: { gatewaySecretKey: Buffer | undefined; dataDir: string }): Buffer {
  if (config.gatewaySecretKey) return config.gatewaySecretKey;
  const cached = fileKeys.get(config.dataDir);
  if (cached) return cached;
  const file = join(config.dataDir, keyFileName);
  let hex: string;
  try {
    hex = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx': a second instance starting at the same moment keeps the first one's key.
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    hex = readFileSync(file, 'utf8').trim();
  }
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${file} does not hold a 64-hex-digit key`);
  const key = Buffer.from(hex, 'hex');
  fileKeys.set(config.dataDir, key);
  return key;
}
