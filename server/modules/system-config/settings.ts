import { Code, systemSettings, type SettingKey, type SettingValue } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { requirePublicUrl } from '../../http/outbound-url.ts';
import { audit } from '../audit-log/index.ts';
import { busFor } from '../live/index.ts';
import { cachedSetting, forgetCachedSettings } from './cache.ts';
import { readStoredSetting, writeSetting } from './repository.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The one settings reader: the stored value, else the contract's default, so a database without
 * the row still works. A grouped setting is laid over its default, so a field added to it later has
 * a value in databases written before. Read through the instance's one-second cache (cache.ts).
 */
export async function settingValue<K extends SettingKey>(db: DbOrTx, key: K): Promise<SettingValue<K>> {
  return storedOrDefault(key, await cachedSetting(db, key, () => readStoredSetting(db, key)));
}

/** The product's name and logo switch, which anyone may read (the sign-in page, the install manifests). */
export async function publicBrand(db: DbOrTx): Promise<{ systemName: string; showLogo: boolean }> {
  const [systemName, showLogo] = await Promise.all([settingValue(db, 'SysFlag'), settingValue(db, 'ShowLogo')]);
  return { systemName: String(systemName), showLogo: Boolean(showLogo) };
}

/**
 * Where people reach this site: PUBLIC_URL, else the ApiUrl setting, else this machine's port.
 * Checkout links (decision 113) and the passkeys' origin and RP ID (decision 134) are built on it,
 * never on a request's Host header.
 */
export async function publicBase(ctx: { db: DbOrTx; config: { publicUrl?: string; port: number } }): Promise<string> {
  const base = ctx.config.publicUrl || (await settingValue(ctx.db, 'ApiUrl')) || `http://localhost:${ctx.config.port}`;
  return base.replace(/\/+$/, '');
}

export function storedOrDefault<K extends SettingKey>(key: K, stored: unknown): SettingValue<K> {
  const def = systemSettings[key];
  if (stored === undefined || stored === null) return def.default;
  // The set call validated the stored value against the contract's schema for this key.
  return (def.kind === 'object' && isObject(stored) ? { ...def.default, ...stored } : stored) as SettingValue<K>;
}

/** Credentials (bot tokens) leave only a trace in the audit log: whether one is configured. */
function auditValue(key: SettingKey, value: unknown): unknown {
  const def: { secret?: boolean } = systemSettings[key];
  return def.secret ? { configured: typeof value === 'string' && value !== '' } : value;
}

/** Settings naming a URL the server itself calls (bots and SMS hooks): public addresses only. */
const calledUrls: ReadonlySet<SettingKey> = new Set(['BotRemindCallbackUrl', 'SendSmsMessageUrl']);

/** Each bot needs a token of its own: Telegram refuses both pollers of one token. */
const otherBotToken: Partial<Record<SettingKey, SettingKey>> = {
  BotToken: 'TransferBotToken',
  TransferBotToken: 'BotToken',
};

/** Writes the new value and its audit record (before, after) in one transaction. */
export async function setSetting(ctx: AuthedContext, key: SettingKey, value: unknown): Promise<null> {
  if (calledUrls.has(key) && typeof value === 'string' && value !== '') {
    await requirePublicUrl(ctx.outbound, 'value', value, { unresolvable: 'refuse' });
  }
  const other = otherBotToken[key];
  if (
    other &&
    typeof value === 'string' &&
    value.trim() !== '' &&
    String((await settingValue(ctx.db, other)) ?? '').trim() === value.trim()
  ) {
    throw new ApiError(Code.conflict, 'errors.botTokenShared');
  }
  await ctx.db.transaction(async (tx) => {
    const before = (await readStoredSetting(tx, key, { lock: true })) ?? systemSettings[key].default;
    await writeSetting(tx, key, value, ctx.clock.now());
    await audit(
      tx,
      ctx,
      'systemConfig.set',
      key,
      { value: auditValue(key, before) },
      { value: auditValue(key, value) },
    );
  });
  // Again after the commit: a read between the write and the commit cached the value before it.
  forgetCachedSettings();
  busFor(ctx.events)?.publish({ type: 'settingChanged', key });
  return null;
}

/** Days the session cookies live (TokenCookieDays); a broken value counts as one day. */
export async function cookieDays(db: DbOrTx): Promise<number> {
  const days = Number(await settingValue(db, 'TokenCookieDays'));
  return Number.isFinite(days) && days > 0 ? days : 1;
}

/**
 * EnableService off: every path that makes a new collection or payout order refuses with 503 and
 * errors.serviceDisabled. Read like every setting (cache.ts): a switch reaches every instance within a second.
 */
export async function requireServiceOn(db: DbOrTx): Promise<void> {
  refuseWhenServiceOff(await settingValue(db, 'EnableService'));
}

/** The same refusal for a caller that read EnableService alongside its own reads. */
export function refuseWhenServiceOff(enableService: boolean): void {
  if (!enableService) throw new ApiError(Code.serviceDisabled, 'errors.serviceDisabled');
}
