import type { CallParsed, userCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { newGoogleSecret } from './google.ts';
import { assertCanManage } from './manage.ts';
import { findUserById, updateUser } from './repository.ts';
import { auditView } from './users.ts';

/**
 * Turning Google verification on for an account without a secret gives it a fresh one; the user
 * binds it at the next sign-in (the Google step shows the QR). Turning it off drops the secret, so
 * turning it on again always means a new binding.
 */
export async function enableGoogleVerify(input: CallParsed<typeof userCalls.enableGoogleVerify>, ctx: AuthedContext) {
  const target = await findUserById(ctx.db, input.userId);
  if (!target) throw notFound('errors.userNotFound');
  assertCanManage(ctx.auth.user, target);
  const patch = input.enableGoogleVerify
    ? {
        enableGoogleVerify: true,
        ...(target.googleSecret ? {} : { googleSecret: newGoogleSecret(), confirmBind: false }),
      }
    : { enableGoogleVerify: false, googleSecret: null, googlePendingSecret: null, confirmBind: false };
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, target.id, patch);
    await audit(tx, ctx, 'user.enableGoogleVerify', target.account, auditView(target), {
      ...auditView(target),
      enableGoogleVerify: patch.enableGoogleVerify,
    });
  });
  return null;
}

export async function setAllowModify(input: CallParsed<typeof userCalls.setAllowModify>, ctx: AuthedContext) {
  const target = await findUserById(ctx.db, input.userId);
  if (!target) throw notFound('errors.userNotFound');
  assertCanManage(ctx.auth.user, target);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, target.id, { allowModify: input.allowModify });
    await audit(
      tx,
      ctx,
      'user.setAllowModify',
      target.account,
      { allowModify: target.allowModify },
      { allowModify: input.allowModify },
    );
  });
  return null;
}
