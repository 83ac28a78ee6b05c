import { and } from 'drizzle-orm';
import type { LastOrder } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { statusConditions } from './filters.ts';
import { newestOrder } from './repository.ts';
import { orderScope } from './scope.ts';

/**
 * The newest order the caller's default list shows (so status 10 is left out): the notice names
 * an order that the user then finds at the top of the list.
 */
export async function getLastOrder(ctx: AuthedContext): Promise<LastOrder | null> {
  const row = await newestOrder(ctx.db, and(orderScope(ctx.auth.user), statusConditions(undefined)));
  return row ? { orderCode: row.orderCode, createTime: row.createdAt.toISOString() } : null;
}
