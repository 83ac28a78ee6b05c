import { Code, type ManagedRole } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { assertCanManage, assertTeamMember, findUserById, type UserRow } from '../user/index.ts';

export const isManagedRole = (role: string): role is ManagedRole => role === 'merchant' || role === 'supplier';

/** A merchant or supplier the caller may manage; other accounts belong to /setting/users. */
export async function managedAccount(
  ctx: AuthedContext,
  id: number,
  opts: { allowDeleted?: boolean } = {},
): Promise<UserRow & { role: ManagedRole }> {
  const target = await findUserById(ctx.db, id);
  // A supplier reaches these actions only through the agent calls: then only its own team's members.
  if (ctx.auth.user.role === 'supplier') assertTeamMember(ctx.auth.user, target);
  else {
    if (!target) throw notFound('errors.userNotFound');
    assertCanManage(ctx.auth.user, target);
  }
  if (!isManagedRole(target.role)) throw new ApiError(Code.badRequest, 'errors.notManagedAccount');
  if (target.status === 1 && !opts.allowDeleted) throw new ApiError(Code.conflict, 'errors.accountDeleted');
  return target as UserRow & { role: ManagedRole };
}

export const statusName = (s: number): 'normal' | 'deleted' | 'disabled' =>
  s === 1 ? 'deleted' : s === 2 ? 'disabled' : 'normal';
