import { Code } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { googleOf } from '../orders/order-records.ts';
import { readSetting } from '../system-config/store.ts';
import { checkGoogleCode } from '../user/google.ts';

/**
 * EnableGoogleVerifyForBatchOperations (spec 6 toggles): every batch step that changes data
 * (create, export, confirm, abnormal) needs the caller's own Google code. Checked before any lock.
 */
export async function checkBatchGoogle(ctx: AuthedContext, code: string | undefined): Promise<void> {
  if (!(await readSetting(ctx.db, 'EnableGoogleVerifyForBatchOperations', true))) return;
  const g = await googleOf(ctx.db, ctx.auth.user.id);
  if (!g?.secret) throw new ApiError(Code.googleCodeRequired, 'errors.googleNotBound', {}, { needBind: true });
  if (!code) throw new ApiError(Code.googleCodeRequired, 'errors.googleCodeRequired', {}, { needBind: false });
  if (!checkGoogleCode(g.secret, g.account, code, ctx.clock.now())) throw new ApiError(Code.googleCodeInvalid, 'errors.googleCodeInvalid');
}
