import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Gateway credentials are sealed by server/lib/secret-box.ts; this file finds their key. */

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
