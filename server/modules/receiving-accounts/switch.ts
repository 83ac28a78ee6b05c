import type { CallParsed, resourceCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { audit } from '../audit-log/index.ts';
import { reachableResource } from './access.ts';
import { setResourceColumns } from './repository.ts';

/**
 * POST /v1.0/resource/enableResource (product 7.4): state 0 on, 1 off. Allocation reads the state under
 * the account's lock, so an account switched off gets no order from the moment this commits.
 */
export async function enableResource(
  input: CallParsed<typeof resourceCalls.enableResource>,
  ctx: AuthedContext,
): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    const before = await reachableResource(tx, ctx, input.resourceId, { lock: true, productId: input.productId });
    const state = input.enable ? 0 : 1;
    if (before.state === state) return;
    await setResourceColumns(tx, before.id, { state });
    await audit(tx, ctx, 'resource.enable', `resource:${before.id}`, { state: before.state }, { state });
  });
  return null;
}
