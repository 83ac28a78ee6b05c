import { Code, type CallParsed, type GoogleBindStart, userCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError, sessionExpired } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { newGoogleSecret, otpauthUri } from './google.ts';
import { consumeGoogleCode } from './google-code-uses.ts';
import { assertNotLockedOut, clearFailures, recordFailure } from './login-guard.ts';
import { findUserById, updateUser } from './repository.ts';
import { assertGoogleCodeAccepted } from './require-google-code.ts';
import { auditView } from './users.ts';

/**
 * Google Authenticator binding in the personal center (docs/decisions/021-personal-center.md). The new secret waits in
 * `googlePendingSecret` while the confirmed one stays in force, so an abandoned binding changes
 * nothing. Confirming with a code of the new secret makes it the account's secret and turns the
 * Google step of the sign-in on. Replacing a confirmed secret needs a code of that secret first,
 * so a borrowed session cannot move the account to another person's phone. Wrong codes count
 * with the sign-in failures.
 */
async function me(ctx: AuthedContext) {
  const user = await findUserById(ctx.db, ctx.auth.user.id);
  if (!user || user.status !== 0) throw sessionExpired();
  return user;
}

/** A code of `secret` (the confirmed one, or the one being bound), spent like every other Google code. */
async function assertCode(
  ctx: AuthedContext,
  user: { id: number; account: string },
  secret: string,
  code: string,
): Promise<void> {
  const now = ctx.clock.now();
  await assertNotLockedOut(ctx.db, user.account, ctx.ip, now);
  const outcome = await consumeGoogleCode(ctx.db, user.id, secret, user.account, code, now);
  if (outcome === 'wrong') await recordFailure(ctx.db, user.account, ctx.ip, now);
  assertGoogleCodeAccepted(outcome);
  await clearFailures(ctx.db, user.account, ctx.ip);
}

export async function startGoogleBind(
  input: CallParsed<typeof userCalls.startGoogleBind>,
  ctx: AuthedContext,
): Promise<GoogleBindStart> {
  const user = await me(ctx);
  const current = user.confirmBind ? user.googleSecret : null;
  if (current) {
    if (!input.googleCode)
      throw new ApiError(Code.googleCodeRequired, 'errors.googleCodeRequired', {}, { needBind: false });
    await assertCode(ctx, user, current, input.googleCode);
  }
  const secret = newGoogleSecret();
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { googlePendingSecret: secret });
    await audit(tx, ctx, 'profile.startGoogleBind', user.account, null, { rebind: Boolean(current) });
  });
  return { secret, otpauthUri: otpauthUri(secret, user.account) };
}

export async function confirmGoogleBind(
  input: CallParsed<typeof userCalls.confirmGoogleBind>,
  ctx: AuthedContext,
): Promise<null> {
  const user = await me(ctx);
  const pending = user.googlePendingSecret;
  if (!pending) throw new ApiError(Code.badRequest, 'errors.googleBindNotStarted');
  await assertCode(ctx, user, pending, input.googleCode);
  const patch = { googleSecret: pending, googlePendingSecret: null, confirmBind: true, enableGoogleVerify: true };
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, patch);
    await audit(tx, ctx, 'profile.confirmGoogleBind', user.account, auditView(user), {
      ...auditView(user),
      confirmBind: true,
      enableGoogleVerify: true,
    });
  });
  return null;
}
