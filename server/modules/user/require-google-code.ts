import { Code, type SettingKey } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { settingValue } from '../system-config/index.ts';
import { consumeGoogleCode, type GoogleCodeOutcome } from './google-code-uses.ts';
import { findUserById } from './repository.ts';

/** The config switches (product 6) that turn the Google code of one family of actions on or off. */
export type GoogleSwitch = Extract<SettingKey, `EnableGoogleVerifyFor${string}`>;

/**
 * The caller's own Google code, checked before any lock: not bound, then missing, then wrong.
 * `settingKey` names the switch that covers the action (docs/decisions/014-order-actions-and-payout-claims.md): ManualSupplement for
 * every hand-made money or status change of an order or payout and the manual matches,
 * BatchOperations for the batch steps, BalanceOperation for balance operations, IpRule for the
 * blacklist. null: always required (a new merchant key, clearing every balance).
 * A right code is spent (consumeGoogleCode): the same code a second time is refused, on every
 * instance, with its own message. Sign-in and the Google binding check theirs the same way.
 */
export async function requireGoogleCode(
  ctx: AuthedContext,
  settingKey: GoogleSwitch | null,
  code: string | undefined,
): Promise<void> {
  if (settingKey !== null && (await settingValue(ctx.db, settingKey)) === false) return;
  const me = await findUserById(ctx.db, ctx.auth.user.id);
  if (!me?.googleSecret) throw new ApiError(Code.googleCodeRequired, 'errors.googleNotBound', {}, { needBind: true });
  if (!code) throw new ApiError(Code.googleCodeRequired, 'errors.googleCodeRequired', {}, { needBind: false });
  assertGoogleCodeAccepted(await consumeGoogleCode(ctx.db, me.id, me.googleSecret, me.account, code, ctx.clock.now()));
}

/** The answer to a refused code: both are 1002, a spent one says so (wait for the next code). */
export function assertGoogleCodeAccepted(outcome: GoogleCodeOutcome): void {
  if (outcome === 'wrong') throw new ApiError(Code.googleCodeInvalid, 'errors.googleCodeInvalid');
  if (outcome === 'used') throw new ApiError(Code.googleCodeInvalid, 'errors.googleCodeUsed');
}
