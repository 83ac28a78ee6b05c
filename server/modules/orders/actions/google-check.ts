import { Code } from '../../../../src/contract/index.ts';
import type { AuthedContext } from '../../../http/context.ts';
import { ApiError } from '../../../http/errors.ts';
import { readSetting } from '../../system-config/store.ts';
import { checkGoogleCode } from '../../user/google.ts';
import { googleOf } from '../order-records.ts';

/**
 * EnableGoogleVerifyForManualSupplement: the caller's own Google code, checked before any lock.
 * The one switch covers every hand-made money or status change of an order: supplement, reject,
 * reverse and status fix (docs/decisions.md).
 */
export async function checkGoogle(ctx: AuthedContext, code: string | undefined): Promise<void> {
  if (!(await readSetting(ctx.db, 'EnableGoogleVerifyForManualSupplement', true))) return;
  const g = await googleOf(ctx.db, ctx.auth.user.id);
  if (!g?.secret) throw new ApiError(Code.googleCodeRequired, 'errors.googleNotBound', {}, { needBind: true });
  if (!code) throw new ApiError(Code.googleCodeRequired, 'errors.googleCodeRequired', {}, { needBind: false });
  if (!checkGoogleCode(g.secret, g.account, code, ctx.clock.now())) throw new ApiError(Code.googleCodeInvalid, 'errors.googleCodeInvalid');
}
