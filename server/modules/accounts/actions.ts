import { randomBytes } from 'node:crypto';
import { Code, type CallParsed, type accountCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { endUserSessions, requireGoogleCode, updateUser } from '../user/index.ts';
import { openSessionCount } from './repository.ts';
import { managedAccount } from './target.ts';

type In<K extends keyof typeof accountCalls> = CallParsed<(typeof accountCalls)[K]>;

/**
 * Freeze (status 2) or unfreeze (status 0). A frozen user cannot sign in (login and every session
 * check want status 0), its open sessions end now, and allocation skips a frozen supplier.
 */
export async function setFrozen(input: In<'setFrozen'>, ctx: AuthedContext) {
  const target = await managedAccount(ctx, input.userId);
  const status = input.frozen ? 2 : 0;
  if (target.status === status) return null;
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, target.id, { status });
    if (input.frozen) await endUserSessions({ ...ctx, db: tx }, target.id, 'frozen');
    await audit(
      tx,
      ctx,
      input.frozen ? 'account.freeze' : 'account.unfreeze',
      target.account,
      { status: target.status },
      { status },
    );
  });
  return null;
}

export async function forceLogoutUser(input: In<'forceLogoutUser'>, ctx: AuthedContext) {
  const target = await managedAccount(ctx, input.userId, { allowDeleted: true });
  return ctx.db.transaction(async (tx) => {
    const ended = await openSessionCount(tx, target.id);
    await endUserSessions({ ...ctx, db: tx }, target.id, 'forcedOut');
    await audit(tx, ctx, 'account.forceLogout', target.account, null, { ended });
    return { ended };
  });
}

export async function setAcceptOrders(input: In<'setAcceptOrders'>, ctx: AuthedContext) {
  const target = await managedAccount(ctx, input.userId);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, target.id, { acceptOrders: input.acceptOrders });
    await audit(
      tx,
      ctx,
      'account.setAcceptOrders',
      target.account,
      { acceptOrders: target.acceptOrders },
      { acceptOrders: input.acceptOrders },
    );
  });
  return null;
}

export async function setKycLowerLimit(input: In<'setKycLowerLimit'>, ctx: AuthedContext) {
  const target = await managedAccount(ctx, input.userId);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, target.id, { kycLowerLimit: input.kycLowerLimit });
    await audit(
      tx,
      ctx,
      'account.setKycLowerLimit',
      target.account,
      { kycLowerLimit: target.kycLowerLimit },
      { kycLowerLimit: input.kycLowerLimit },
    );
  });
  return null;
}

export async function setSignType(input: In<'setSignType'>, ctx: AuthedContext) {
  const target = await managedAccount(ctx, input.userId);
  if (target.role !== 'merchant') throw new ApiError(Code.badRequest, 'errors.notMerchant');
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, target.id, { signType: input.signType });
    await audit(
      tx,
      ctx,
      'account.setSignType',
      target.account,
      { signType: target.signType },
      { signType: input.signType },
    );
  });
  return null;
}

/** A new key replaces the old one at once (requests signed with the old key fail from now on); shown once. */
export async function resetMerchantKey(input: In<'resetMerchantKey'>, ctx: AuthedContext) {
  const target = await managedAccount(ctx, input.userId);
  if (target.role !== 'merchant') throw new ApiError(Code.badRequest, 'errors.notMerchant');
  await requireGoogleCode(ctx, null, input.googleCode);
  const key = randomBytes(16).toString('hex');
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, target.id, { merchantKey: key });
    // The key itself never enters the audit log.
    await audit(
      tx,
      ctx,
      'account.resetMerchantKey',
      target.account,
      { hadKey: target.merchantKey !== null },
      { reset: true },
    );
  });
  return { key };
}
