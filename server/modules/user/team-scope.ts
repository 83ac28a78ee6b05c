import { Code } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { isSupplierOfAgent } from './repository.ts';

// An agent's team is the suppliers whose parentId is the agent: user data, so the scope lives with
// the users and accounts, agents and resources all check it here.

/** A supplier that is not an agent has no team: every team call refuses it (403). */
export function assertAgent(me: AuthUser): void {
  if (me.role !== 'supplier' || !me.isAgent) throw new ApiError(Code.forbidden, 'errors.notAgent');
}

/**
 * The team scope of a supplier caller: the target must be a supplier whose `parentId` is the
 * calling agent. A missing user, someone else's member, the agent itself and any other account all
 * answer the same 404, so an agent cannot probe which ids exist.
 */
export function assertTeamMember<T extends { id: number; role: string; parentId: number | null }>(
  me: AuthUser,
  target: T | undefined,
): asserts target is T {
  assertAgent(me);
  if (!target || target.role !== 'supplier' || target.id === me.id || target.parentId !== me.id) {
    throw new ApiError(Code.notFound, 'errors.notTeamMember');
  }
}

/** Whether `supplierId` is in the calling agent's team (read paths that take a supplier id). */
export async function isTeamMember(db: DbOrTx, me: AuthUser, supplierId: number): Promise<boolean> {
  if (me.role !== 'supplier' || !me.isAgent || supplierId === me.id) return false;
  return isSupplierOfAgent(db, me.id, supplierId);
}
