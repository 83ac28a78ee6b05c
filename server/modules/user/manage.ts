import type { Role } from '../../../src/contract/index.ts';
import type { AuthUser } from '../../http/context.ts';
import { ApiError, forbidden } from '../../http/errors.ts';
import { Code } from '../../../src/contract/index.ts';

/**
 * Who may manage whom: a superAdmin manages everyone; an admin manages everyone but superAdmins.
 * Nobody uses these calls on their own account (that is what the personal center is for).
 */
export function canManage(actor: AuthUser, target: { id: number; role: string }): boolean {
  if (actor.id === target.id) return false;
  return actor.role === 'superAdmin' || (actor.role === 'admin' && target.role !== 'superAdmin');
}

export function assertCanManage(actor: AuthUser, target: { id: number; role: string }): void {
  if (actor.id === target.id) throw new ApiError(Code.forbidden, 'errors.cannotChangeSelf');
  if (!canManage(actor, target)) throw forbidden();
}

export function assertCanAssign(actor: AuthUser, role: Role): void {
  if (role === 'superAdmin' && actor.role !== 'superAdmin') {
    throw new ApiError(Code.forbidden, 'errors.roleNotAssignable');
  }
}
