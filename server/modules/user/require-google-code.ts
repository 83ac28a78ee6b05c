import { Code, type SettingKey } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { settingValue } from '../system-config/index.ts';
import { checkGoogleCode } from './google.ts';
import { findUserById } from './repository.ts';

/** The config switches (spec 6) that turn the Google code of one family of actions on or off. */
export type GoogleSwitch = Extract<SettingKey, `EnableGoogleVerifyFor${string}`>;

/**
 * The caller's own Google code, checked before any lock: not bound, then missing, then wrong.
 * `settingKey` names the switch that covers the action (docs/decisions.md): ManualSupplement for
 * every hand-made money or status change of an order or payout and the manual matches,
 * BatchOperations for the batch steps, BalanceOperation for balance operations, IpRule for the
 * blacklist. null: always required (a new merchant key, clearing every balance).
 */
export async function requireGoogleCode(ctx: AuthedContext, settingKey: GoogleSwitch | null, code: string | undefined): Promise<void> {
  if (settingKey !== null && (await settingValue(ctx.db, settingKey)) === false) return;
  const me = await findUserById(ctx.db, ctx.auth.user.id);
  if (!me?.googleSecret) throw new ApiError(Code.googleCodeRequired, 'errors.googleNotBound', {}, { needBind: true });
  if (!code) throw new ApiError(Code.googleCodeRequired, 'errors.googleCodeRequired', {}, { needBind: false });
  if (!checkGoogleCode(me.googleSecret, me.account, code, ctx.clock.now())) throw new ApiError(Code.googleCodeInvalid, 'errors.googleCodeInvalid');
}
