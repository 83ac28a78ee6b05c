import { Code, isRole, isStaff, type BoundUser } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { canManage } from './manage.ts';
import { audit } from '../audit-log/index.ts';
import {
  bindingBetween,
  bindingsOf,
  confirmBinding,
  deleteBindingBetween,
  insertBinding,
  lockPendingBinding,
} from './binding-repository.ts';
import { findUserByAccount } from './repository.ts';
import { endUserSessions } from './sessions.ts';

/**
 * Account binding links two accounts of one owner (docs/decisions/006-who-manages-accounts.md): the caller binds another
 * account, which stays pending until that account's user confirms it. The staff forms and the
 * personal-center (ForProfile) forms share this code; only their access lists differ.
 * `needToLogout` ends the bound account's sessions at once only when the caller manages that
 * account (staff over it); otherwise it takes effect when the bound user confirms, so nobody can
 * sign another person out by merely asking to bind them. Non-staff cannot bind staff accounts.
 */
async function counterpart(ctx: AuthedContext, account: string) {
  const other = await findUserByAccount(ctx.db, account);
  if (!other || other.status !== 0) throw notFound('errors.userNotFound');
  if (other.id === ctx.auth.user.id) throw new ApiError(Code.badRequest, 'errors.bindSelf');
  return other;
}

export async function bind(ctx: AuthedContext, account: string, needToLogout: boolean): Promise<null> {
  const other = await counterpart(ctx, account);
  const me = ctx.auth.user.id;
  const existing = await bindingBetween(ctx.db, me, other.id);
  if (existing) throw new ApiError(Code.conflict, 'errors.bindExists');
  if (!isStaff(ctx.auth.user.role) && isRole(other.role) && isStaff(other.role)) throw forbidden();
  const logoutNow = needToLogout && canManage(ctx.auth.user, other);
  await ctx.db.transaction(async (tx) => {
    await insertBinding(tx, { ownerId: me, boundId: other.id, needToLogout: needToLogout && !logoutNow });
    if (logoutNow) await endUserSessions({ ...ctx, db: tx }, other.id, 'bound');
    await audit(tx, ctx, 'user.bind', other.account, null, { needToLogout });
  });
  return null;
}

export async function confirmBind(ctx: AuthedContext, ownerAccount: string): Promise<null> {
  const owner = await counterpart(ctx, ownerAccount);
  await ctx.db.transaction(async (tx) => {
    const binding = await lockPendingBinding(tx, owner.id, ctx.auth.user.id);
    if (!binding) throw notFound('errors.bindNotFound');
    await confirmBinding(tx, binding.id);
    // The owner asked for a fresh sign-in; the user agreed by confirming.
    if (binding.needToLogout) await endUserSessions({ ...ctx, db: tx }, ctx.auth.user.id, 'bound');
    await audit(tx, ctx, 'user.confirmBind', owner.account, null, { confirmed: true });
  });
  return null;
}

export async function unbind(ctx: AuthedContext, account: string): Promise<null> {
  const other = await counterpart(ctx, account);
  const me = ctx.auth.user.id;
  const removed = await deleteBindingBetween(ctx.db, me, other.id);
  if (removed === 0) throw notFound('errors.bindNotFound');
  await audit(ctx.db, ctx, 'user.unbind', other.account, null, null);
  return null;
}

export async function listBindings(ctx: AuthedContext): Promise<BoundUser[]> {
  const me = ctx.auth.user.id;
  const rows = await bindingsOf(ctx.db, me);
  return rows.map(({ b, account, nickname }) => ({
    account,
    nickname,
    direction: b.ownerId === me ? 'outgoing' : 'incoming',
    confirmed: b.confirmed,
  }));
}
