import type {
  CallParsed,
  Page,
  ResourceProductOption,
  ResourceRow,
  resourceCalls,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ownerScope } from './access.ts';
import { listResources, productOptions, type ListQuery } from './repository.ts';

/** One page of resource accounts, newest first, of one owner (undefined: all); the agents' member view reads it too. */
export async function resourcePage(
  db: DbOrTx,
  input: Omit<ListQuery, 'ownerId'>,
  ownerId: number | undefined,
): Promise<Page<ResourceRow>> {
  const { list, total } = await listResources(db, { ...input, ownerId });
  return { list, total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

/** GET /v1.0/resource/getList: newest first; a supplier's own accounts only (part of the query). */
export async function listResourcesCall(
  input: CallParsed<typeof resourceCalls.getList>,
  ctx: AuthedContext,
): Promise<Page<ResourceRow>> {
  return resourcePage(ctx.db, input, ownerScope(ctx));
}

/** GET /v1.0/resource/getProductOptions: for a supplier the products it was given. */
export async function productOptionsCall(
  input: CallParsed<typeof resourceCalls.getProductOptions>,
  ctx: AuthedContext,
): Promise<ResourceProductOption[]> {
  return productOptions(ctx.db, input.type, ownerScope(ctx));
}
