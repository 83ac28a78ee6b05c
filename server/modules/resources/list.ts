import type { CallParsed, Page, ResourceProductOption, ResourceRow, resourceCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ownerScope } from './access.ts';
import { listResources, productOptions } from './repository.ts';

/** GET /v1.0/resource/getList: newest first; a supplier's own accounts only (part of the query). */
export async function listResourcesCall(input: CallParsed<typeof resourceCalls.getList>, ctx: AuthedContext): Promise<Page<ResourceRow>> {
  const { list, total } = await listResources(ctx.db, { ...input, ownerId: ownerScope(ctx) });
  return { list, total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

/** GET /v1.0/resource/getProductOptions: for a supplier the products it was given. */
export async function productOptionsCall(input: CallParsed<typeof resourceCalls.getProductOptions>, ctx: AuthedContext): Promise<ResourceProductOption[]> {
  return productOptions(ctx.db, input.type, ownerScope(ctx));
}
