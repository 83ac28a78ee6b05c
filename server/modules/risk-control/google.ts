import { Code } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { googleOf } from '../orders/order-records.ts';
import { settingValue } from '../system-config/settings.ts';
import { checkGoogleCode } from '../user/google.ts';

/**
 * Blacklist changes follow EnableGoogleVerifyForIpRule, the spec's switch for the platform's
 * other deny/allow list (docs/decisions.md "Risk control"); held payouts are decided under the
 * payouts' own money-move switch (orders' checkGoogle).
 */
export async function checkBlacklistGoogle(ctx: AuthedContext, code: string | undefined): Promise<void> {
  if ((await settingValue(ctx.db, 'EnableGoogleVerifyForIpRule')) === false) return;
  const g = await googleOf(ctx.db, ctx.auth.user.id);
  if (!g?.secret) throw new ApiError(Code.googleCodeRequired, 'errors.googleNotBound', {}, { needBind: true });
  if (!code) throw new ApiError(Code.googleCodeRequired, 'errors.googleCodeRequired', {}, { needBind: false });
  if (!checkGoogleCode(g.secret, g.account, code, ctx.clock.now())) throw new ApiError(Code.googleCodeInvalid, 'errors.googleCodeInvalid');
}
