import { systemSettings, type SettingKey } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit/record.ts';
import { readStoredSetting, writeSetting } from './repository.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The stored value, else the default. A grouped setting is laid over its default, so a field added
 * to it later has a value in databases written before.
 */
export async function settingValue(db: DbOrTx, key: SettingKey): Promise<unknown> {
  const def = systemSettings[key];
  const stored = await readStoredSetting(db, key);
  if (stored === undefined || stored === null) return def.default;
  return def.kind === 'object' && isObject(stored) ? { ...def.default, ...stored } : stored;
}

/** Credentials (bot tokens) leave only a trace in the audit log: whether one is configured. */
function auditValue(key: SettingKey, value: unknown): unknown {
  const def: { secret?: boolean } = systemSettings[key];
  return def.secret ? { configured: typeof value === 'string' && value !== '' } : value;
}

/** Writes the new value and its audit record (before, after) in one transaction. */
export async function setSetting(ctx: AuthedContext, key: SettingKey, value: unknown): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    const before = (await readStoredSetting(tx, key, { lock: true })) ?? systemSettings[key].default;
    await writeSetting(tx, key, value, ctx.clock.now());
    await audit(tx, ctx, 'systemConfig.set', key, { value: auditValue(key, before) }, { value: auditValue(key, value) });
  });
  return null;
}

/**
 * resetSystemResourcePool and fixSystemResources act on the pool that allocation draws receiving
 * accounts from. The server has no such pool yet (orders are not allocated by it), so they say so
 * plainly instead of pretending to succeed.
 */
export function notImplemented(): never {
  // 501 Not Implemented: the envelope code mirrors the HTTP status, as for the other failures.
  throw new ApiError(501, 'errors.notImplemented');
}
