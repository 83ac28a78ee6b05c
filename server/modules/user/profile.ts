import { randomBytes } from 'node:crypto';
import { Code, isRole, signTypeOf, type CallParsed, type Profile, userCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError, sessionExpired } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { settingValue } from '../system-config/index.ts';
import { recoveryCodesLeft } from './recovery-codes.ts';
import { checkTypedPassword } from './second-factor.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { findUserById, updateUser, type UserRow } from './repository.ts';
import { endOtherSessions } from './sessions.ts';

/**
 * The personal center (product 2.7, 7.1): what people change on their own account. Every change is
 * audited like a staff action. Typing the login password again is counted with the sign-in
 * failures (login-guard.ts), so a borrowed session cannot be used to guess the password.
 */
async function me(ctx: AuthedContext): Promise<UserRow> {
  const user = await findUserById(ctx.db, ctx.auth.user.id);
  if (!user || user.status !== 0) throw sessionExpired();
  return user;
}

async function assertPassword(
  ctx: AuthedContext,
  user: UserRow,
  password: string,
  wrong: 'errors.oldPasswordWrong' | 'errors.passwordWrong',
) {
  // Counted with the user's codes across calls and addresses (decision 105).
  const scene = { db: ctx.db, clock: ctx.clock, ip: ctx.ip, log: ctx.req.log };
  if (!(await checkTypedPassword(scene, user, () => verifyPassword(password, user.passwordHash))))
    throw new ApiError(Code.badRequest, wrong);
}

/** First 4 and last 4 characters: enough to tell keys apart, not enough to sign with. */
export function maskKey(key: string): string {
  return key.length <= 8 ? '•'.repeat(key.length) : `${key.slice(0, 4)}${'•'.repeat(8)}${key.slice(-4)}`;
}

export async function getProfile(ctx: AuthedContext): Promise<Profile> {
  const user = await me(ctx);
  if (!isRole(user.role)) throw sessionExpired();
  const key = user.merchantKey ?? '';
  const testKey = user.merchantTestKey ?? '';
  return {
    account: user.account,
    nickname: user.nickname,
    role: user.role,
    lastLoginIp: user.lastLoginIp,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    google: {
      bound: user.confirmBind && Boolean(user.googleSecret),
      atSignIn: user.enableGoogleVerify,
      recoveryCodesLeft: await recoveryCodesLeft(ctx.db, user.id),
    },
    payPassword: {
      enabled: (await settingValue(ctx.db, 'EnablePayPassword')) === true,
      set: Boolean(user.payPasswordHash),
    },
    merchant:
      user.role === 'merchant'
        ? {
            mchId: user.id,
            signType: signTypeOf(user.signType),
            keySet: key !== '',
            maskedKey: key ? maskKey(key) : '',
            testKeySet: testKey !== '',
            maskedTestKey: testKey ? maskKey(testKey) : '',
          }
        : null,
  };
}

export async function updateNickname(
  input: CallParsed<typeof userCalls.updateNickname>,
  ctx: AuthedContext,
): Promise<null> {
  const user = await me(ctx);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { nickname: input.nickname });
    await audit(
      tx,
      ctx,
      'profile.updateNickname',
      user.account,
      { nickname: user.nickname },
      { nickname: input.nickname },
    );
  });
  return null;
}

/** Every other session ends: whoever knew the old password is signed out; this device stays in. */
export async function changePassword(
  input: CallParsed<typeof userCalls.changePassword>,
  ctx: AuthedContext,
): Promise<null> {
  const user = await me(ctx);
  await assertPassword(ctx, user, input.oldPassword, 'errors.oldPasswordWrong');
  if (input.oldPassword === input.newPassword) throw new ApiError(Code.badRequest, 'errors.passwordUnchanged');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await endOtherSessions({ ...ctx, db: tx }, user.id, ctx.auth.session.id, 'passwordChanged');
    await audit(tx, ctx, 'profile.changePassword', user.account, null, { passwordChanged: true });
  });
  return null;
}

export async function setPayPassword(
  input: CallParsed<typeof userCalls.setPayPassword>,
  ctx: AuthedContext,
): Promise<null> {
  if ((await settingValue(ctx.db, 'EnablePayPassword')) !== true)
    throw new ApiError(Code.forbidden, 'errors.payPasswordDisabled');
  const user = await me(ctx);
  await assertPassword(ctx, user, input.password, 'errors.passwordWrong');
  const payPasswordHash = await hashPassword(input.payPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { payPasswordHash });
    await audit(tx, ctx, 'profile.setPayPassword', user.account, { set: Boolean(user.payPasswordHash) }, { set: true });
  });
  return null;
}

/** The key itself leaves the server only here, after the password; each reveal is audited. */
export async function revealMerchantKey(input: CallParsed<typeof userCalls.revealMerchantKey>, ctx: AuthedContext) {
  const user = await me(ctx);
  await assertPassword(ctx, user, input.password, 'errors.passwordWrong');
  if (!user.merchantKey) throw new ApiError(Code.notFound, 'errors.noMerchantKey');
  await audit(ctx.db, ctx, 'profile.revealMerchantKey', user.account, null, null);
  return { key: user.merchantKey };
}

/** The test key (decision 130), after the password as the live key; each reveal is audited. */
export async function revealMerchantTestKey(
  input: CallParsed<typeof userCalls.revealMerchantTestKey>,
  ctx: AuthedContext,
) {
  const user = await me(ctx);
  await assertPassword(ctx, user, input.password, 'errors.passwordWrong');
  if (user.role !== 'merchant' || !user.merchantTestKey) throw new ApiError(Code.notFound, 'errors.noMerchantKey');
  await audit(ctx.db, ctx, 'profile.revealMerchantTestKey', user.account, null, null);
  return { key: user.merchantTestKey };
}

/**
 * A new test key replaces the old one at once: the merchant's own, no staff needed, as it moves no
 * money (decision 130). The key itself never enters the audit log.
 */
export async function regenerateMerchantTestKey(
  input: CallParsed<typeof userCalls.regenerateMerchantTestKey>,
  ctx: AuthedContext,
) {
  const user = await me(ctx);
  await assertPassword(ctx, user, input.password, 'errors.passwordWrong');
  if (user.role !== 'merchant') throw new ApiError(Code.badRequest, 'errors.notMerchant');
  const key = randomBytes(16).toString('hex');
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { merchantTestKey: key });
    await audit(
      tx,
      ctx,
      'profile.regenerateMerchantTestKey',
      user.account,
      { hadKey: user.merchantTestKey !== null },
      {
        reset: true,
      },
    );
  });
  return { key };
}
