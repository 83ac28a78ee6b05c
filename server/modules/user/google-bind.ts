import { Code, type CallParsed, type GoogleBindStart, userCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError, sessionExpired } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { newGoogleSecret, otpauthUri } from './google.ts';
import { newRecoveryCodes } from './recovery-codes.ts';
import { findUserById, updateUser } from './repository.ts';
import { assertGoogleCodeAccepted } from './require-google-code.ts';
import { verifySecondFactor } from './second-factor.ts';
import { auditView } from './users.ts';

/**
 * Google Authenticator binding in the personal center (docs/decisions/021-personal-center.md). The new secret waits in
 * `googlePendingSecret` while the confirmed one stays in force, so an abandoned binding changes
 * nothing. Confirming with a code of the new secret makes it the account's secret and turns the
 * Google step of the sign-in on. Replacing a confirmed secret needs a code of that secret first,
 * so a borrowed session cannot move the account to another person's phone. Wrong codes count
 * with the user's other wrong codes (decision 105).
 */
async function me(ctx: AuthedContext) {
  const user = await findUserById(ctx.db, ctx.auth.user.id);
  if (!user || user.status !== 0) throw sessionExpired();
  return user;
}

/**
 * A code of `secret` (the confirmed one, or the one being bound), spent like every other Google code
 * and counted with the user's other wrong codes (decision 105). `recovery`: a recovery code may
 * stand in (proving the current key, e.g. after losing the phone); the new key must answer itself.
 */
async function assertCode(
  ctx: AuthedContext,
  user: { id: number; account: string; role: string },
  secret: string,
  code: string,
  recovery: boolean,
): Promise<void> {
  const scene = { db: ctx.db, clock: ctx.clock, ip: ctx.ip, log: ctx.req.log };
  const { outcome } = await verifySecondFactor(scene, { ...user, googleSecret: secret }, code, { recovery });
  assertGoogleCodeAccepted(outcome);
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
    await assertCode(ctx, user, current, input.googleCode, true);
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
): Promise<{ recoveryCodes: string[] }> {
  const user = await me(ctx);
  const pending = user.googlePendingSecret;
  if (!pending) throw new ApiError(Code.badRequest, 'errors.googleBindNotStarted');
  await assertCode(ctx, user, pending, input.googleCode, false);
  const patch = { googleSecret: pending, googlePendingSecret: null, confirmBind: true, enableGoogleVerify: true };
  // A new key gets new recovery codes (decision 106): the old ones belonged to the old key.
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, patch);
    await audit(tx, ctx, 'profile.confirmGoogleBind', user.account, auditView(user), {
      ...auditView(user),
      confirmBind: true,
      enableGoogleVerify: true,
    });
    return newRecoveryCodes(tx, user.id);
  });
  return { recoveryCodes };
}

/** Decision 106: ten new codes, proven by a code of the bound key (or one of the old recovery codes). */
export async function regenerateRecoveryCodes(
  input: CallParsed<typeof userCalls.newRecoveryCodes>,
  ctx: AuthedContext,
): Promise<{ recoveryCodes: string[] }> {
  const user = await me(ctx);
  if (!user.confirmBind || !user.googleSecret)
    throw new ApiError(Code.googleCodeRequired, 'errors.googleNotBound', {}, { needBind: true });
  const scene = { db: ctx.db, clock: ctx.clock, ip: ctx.ip, log: ctx.req.log };
  const { outcome } = await verifySecondFactor(scene, { ...user, googleSecret: user.googleSecret }, input.googleCode);
  assertGoogleCodeAccepted(outcome);
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    await audit(tx, ctx, 'profile.newRecoveryCodes', user.account, null, { recoveryCodes: 10 });
    return newRecoveryCodes(tx, user.id);
  });
  return { recoveryCodes };
}
