import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { systemConfig } from '../../db/schema.ts';
import { forgetCachedSettings } from './cache.ts';

/** The stored row's value, or undefined when the setting was never written. */
export async function readStoredSetting(db: DbOrTx, key: string, opts: { lock?: boolean } = {}): Promise<unknown> {
  const query = db.select({ value: systemConfig.value }).from(systemConfig).where(eq(systemConfig.key, key));
  // Inside a set: the row stays locked until commit, so the audit's "before" is the real one.
  const [row] = opts.lock ? await query.for('update') : await query;
  return row?.value ?? undefined;
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(systemConfig)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: systemConfig.key, set: { value, updatedAt: now } });
  forgetCachedSettings();
}

/** Removes the stored row: the setting reads as the contract's default again. */
export async function deleteSetting(db: DbOrTx, key: string): Promise<void> {
  await db.delete(systemConfig).where(eq(systemConfig.key, key));
  forgetCachedSettings();
}

/** Every stored row, by key (the overview reads them all at once). */
export async function readAllStored(db: DbOrTx): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: systemConfig.key, value: systemConfig.value }).from(systemConfig);
  return new Map(rows.map((r) => [r.key, r.value]));
}
