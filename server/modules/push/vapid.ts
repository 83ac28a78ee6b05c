import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { systemConfig } from '../../db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The contact the push services see (RFC 8292): a mailto: or https: URL. */
  subject: string;
}

/** Not a SettingKey: no settings call lists or changes it, so the private key never leaves the server. */
const configKey = 'push.vapid';
const defaultSubject = 'mailto:ops@back-office.invalid';

function isKeys(v: unknown): v is { publicKey: string; privateKey: string } {
  return typeof v === 'object' && v !== null && typeof (v as { publicKey?: unknown }).publicKey === 'string' && typeof (v as { privateKey?: unknown }).privateKey === 'string';
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set; otherwise a pair generated on first start
 * and kept in system_config. Insert-if-absent then read back, so instances starting together on one
 * database all end up with the same pair (a new pair would cut off every existing subscription).
 */
export async function loadVapidKeys(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT || defaultSubject;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const [stored] = await db.select({ value: systemConfig.value }).from(systemConfig).where(eq(systemConfig.key, configKey));
  if (stored && isKeys(stored.value)) return { ...pick(stored.value), subject };
  const fresh = webpush.generateVAPIDKeys();
  await db.insert(systemConfig).values({ key: configKey, value: pick(fresh) }).onConflictDoNothing();
  const [row] = await db.select({ value: systemConfig.value }).from(systemConfig).where(eq(systemConfig.key, configKey));
  if (!row || !isKeys(row.value)) throw new Error('VAPID keys could not be stored');
  return { ...pick(row.value), subject };
}

const pick = (k: { publicKey: string; privateKey: string }) => ({ publicKey: k.publicKey, privateKey: k.privateKey });
