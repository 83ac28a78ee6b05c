import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { systemConfig } from '../../db/schema.ts';
import { defaultSystemConfig } from '../../seed/system-config-defaults.ts';

/** A setting's stored value, else its default; a database without the row still works. */
export async function readSetting<T>(db: DbOrTx, key: string, fallback: T): Promise<T> {
  const [row] = await db.select({ value: systemConfig.value }).from(systemConfig).where(eq(systemConfig.key, key));
  if (row && row.value !== null && row.value !== undefined) return row.value as T;
  const def = defaultSystemConfig[key];
  return def === undefined || def === null ? fallback : (def as T);
}

export async function cookieDays(db: DbOrTx): Promise<number> {
  const days = Number(await readSetting(db, 'TokenCookieDays', 1));
  return Number.isFinite(days) && days > 0 ? days : 1;
}
