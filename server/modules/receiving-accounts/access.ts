import { Code } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { findResource, type ResourceRecord } from './repository.ts';
import { isTeamMember } from '../user/index.ts';

/** A supplier's own accounts only; staff every account. undefined = no owner restriction. */
export const ownerScope = (ctx: AuthedContext): number | undefined =>
  ctx.auth.user.role === 'supplier' ? ctx.auth.user.id : undefined;

/**
 * The account the caller may see or change. Someone else's account answers 404 like a missing one,
 * so a supplier cannot even learn which ids exist. `productId`, when given, must be the account's.
 */
export async function reachableResource(
  db: DbOrTx,
  ctx: AuthedContext,
  id: number,
  o: {
    lock?: boolean;
    productId?: number;
    /** Reads: an agent also reaches its team's accounts. */ team?: boolean;
  } = {},
): Promise<ResourceRecord> {
  const row = await findResource(db, id, o.lock ?? false);
  const owner = ownerScope(ctx);
  const foreign =
    row !== null &&
    owner !== undefined &&
    row.supplierId !== owner &&
    !(o.team && (await isTeamMember(db, ctx.auth.user, row.supplierId)));
  if (!row || foreign || (o.productId !== undefined && row.productId !== o.productId)) {
    throw new ApiError(Code.notFound, 'errors.resourceNotFound');
  }
  return row;
}
