import {
  Code,
  isRole,
  isStaff,
  type CallParsed,
  type GoogleStep,
  type LoginResult,
  userCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext, HandlerContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { setSessionCookie } from '../../http/session-cookies.ts';
import { cookieDays } from '../system-config/index.ts';
import { newGoogleSecret, otpauthUri } from './google.ts';
import { assertSignInAllowed, clearFailures, recordFailure } from './login-guard.ts';
import { unknownUserHash, verifyPassword } from './passwords.ts';
import { findUserByAccount, findUserById, updateUser, type UserRow } from './repository.ts';
import { assertGoogleCodeAccepted } from './require-google-code.ts';
import { checkTypedPassword, verifySecondFactor } from './second-factor.ts';
import { createSession, openSecondLevel } from './sessions.ts';

export async function login(input: CallParsed<typeof userCalls.login>, ctx: HandlerContext): Promise<LoginResult> {
  const now = ctx.clock.now();
  const account = input.userName;
  const user = await findUserByAccount(ctx.db, account);
  await assertSignInAllowed(ctx.db, account, ctx.ip, now, Boolean(user?.lastLoginIp) && user?.lastLoginIp === ctx.ip);

  // Hash even for unknown accounts so the answer time does not tell which accounts exist.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? unknownUserHash);
  if (!user || !passwordOk || user.status !== 0) {
    await recordFailure(ctx.db, account, ctx.ip, now);
    throw new ApiError(Code.loginFailed, 'errors.loginFailed');
  }

  if (user.enableGoogleVerify) {
    let secret = user.googleSecret;
    if (!secret) {
      secret = newGoogleSecret();
      await updateUser(ctx.db, user.id, { googleSecret: secret, confirmBind: false });
    }
    if (!input.googleCode) {
      const step: GoogleStep = user.confirmBind
        ? { needBind: false }
        : { needBind: true, otpauthUri: otpauthUri(secret, user.account) };
      throw new ApiError(Code.googleCodeRequired, 'errors.googleCodeRequired', {}, step);
    }
    // A paused user (decision 105) is refused here too, and a wrong code counts for both limits.
    // A ten-digit recovery code only stands in for the code of a bound key.
    const scene = { db: ctx.db, clock: ctx.clock, ip: ctx.ip, log: ctx.req.log };
    const { outcome } = await verifySecondFactor(
      scene,
      { id: user.id, account: user.account, role: user.role, googleSecret: secret },
      input.googleCode,
      { recovery: user.confirmBind },
    );
    // A spent code was a right one: it is no guess, so it does not count towards the lockout.
    if (outcome === 'wrong') await recordFailure(ctx.db, account, ctx.ip, now);
    assertGoogleCodeAccepted(outcome);
    if (!user.confirmBind) await updateUser(ctx.db, user.id, { confirmBind: true });
  }

  return openSignedInSession(ctx, user, now);
}

/**
 * The end of every sign-in, after its credentials passed (a password and code here, a passkey in
 * passkeys.ts): the IP whitelist, the account's failures from this address cleared, a new session
 * and its cookie, and the last sign-in noted.
 */
export async function openSignedInSession(ctx: HandlerContext, user: UserRow, now: Date): Promise<LoginResult> {
  // After every credential: only someone who holds them learns that the address is fenced.
  if (isRole(user.role) && isStaff(user.role))
    ctx.ipGate.assertStaff({ id: user.id, role: user.role }, ctx.ip, ctx.req.log);
  await clearFailures(ctx.db, user.account, ctx.ip);
  const days = await cookieDays(ctx.db);
  const { token } = await createSession(ctx.db, user.id, {
    ip: ctx.ip,
    userAgent: String(ctx.req.headers['user-agent'] ?? ''),
    now,
    days,
  });
  await updateUser(ctx.db, user.id, { lastLoginIp: ctx.ip, lastLoginAt: now });
  setSessionCookie(ctx.req, ctx.reply, 'token', token, days);
  return { token, cookieDays: days };
}

/** Second-level login: the user proves the password again and gets a short-lived token2. */
export async function login2(input: CallParsed<typeof userCalls.login2>, ctx: AuthedContext): Promise<LoginResult> {
  const user = await findUserById(ctx.db, ctx.auth.user.id);
  if (!user) throw new ApiError(Code.loginFailed, 'errors.secondLevelFailed');
  // A password typed to open protected pages counts with the user's codes (decision 105).
  const scene = { db: ctx.db, clock: ctx.clock, ip: ctx.ip, log: ctx.req.log };
  const right = await checkTypedPassword(scene, ctx.auth.user, () => verifyPassword(input.password, user.passwordHash));
  if (!right) throw new ApiError(Code.loginFailed, 'errors.secondLevelFailed');
  const token2 = await openSecondLevel(ctx, input.logInReason);
  const days = await cookieDays(ctx.db);
  setSessionCookie(ctx.req, ctx.reply, 'token2', token2, days);
  return { token: token2, cookieDays: days };
}
