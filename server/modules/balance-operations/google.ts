import { Code } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { googleOf } from '../orders/order-records.ts';
import { settingValue } from '../system-config/settings.ts';
import { checkGoogleCode } from '../user/google.ts';

/**
 * EnableGoogleVerifyForBalanceOperation (spec 6): the operator's own Google code, checked before
 * any lock. The orders' checkGoogle reads another switch (manual supplement), hence this twin.
 */
export async function checkBalanceGoogle(ctx: AuthedContext, code: string | undefined): Promise<void> {
  if ((await settingValue(ctx.db, 'EnableGoogleVerifyForBalanceOperation')) === false) return;
  const g = await googleOf(ctx.db, ctx.auth.user.id);
  if (!g?.secret) throw new ApiError(Code.googleCodeRequired, 'errors.googleNotBound', {}, { needBind: true });
  if (!code) throw new ApiError(Code.googleCodeRequired, 'errors.googleCodeRequired', {}, { needBind: false });
  if (!checkGoogleCode(g.secret, g.account, code, ctx.clock.now())) throw new ApiError(Code.googleCodeInvalid, 'errors.googleCodeInvalid');
}
