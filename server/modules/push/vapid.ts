import webpush from 'web-push';
import { readSetting } from '../../config-schema.ts';
import type { Db } from '../../db/client.ts';
import { configValue, insertConfigIfAbsent } from './repository.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The contact the push services see (RFC 8292): a mailto: or https: URL. */
  subject: string;
}

/** Not a SettingKey: no settings call lists or changes it, so the private key never leaves the server. */
const configKey = 'push.vapid';

function isKeys(v: unknown): v is { publicKey: string; privateKey: string } {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { publicKey?: unknown }).publicKey === 'string' &&
    typeof (v as { privateKey?: unknown }).privateKey === 'string'
  );
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set; otherwise a pair generated on first start
 * and kept in system_config. Insert-if-absent then read back, so instances starting together on one
 * database all end up with the same pair (a new pair would cut off every existing subscription).
 */
export async function loadVapidKeys(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  const subject = readSetting('VAPID_SUBJECT', env);
  const publicKey = readSetting('VAPID_PUBLIC_KEY', env);
  const privateKey = readSetting('VAPID_PRIVATE_KEY', env);
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const stored = await configValue(db, configKey);
  if (isKeys(stored)) return { ...pick(stored), subject };
  const fresh = webpush.generateVAPIDKeys();
  await insertConfigIfAbsent(db, configKey, pick(fresh));
  const kept = await configValue(db, configKey);
  if (!isKeys(kept)) throw new Error('VAPID keys could not be stored');
  return { ...pick(kept), subject };
}

const pick = (k: { publicKey: string; privateKey: string }) => ({ publicKey: k.publicKey, privateKey: k.privateKey });
