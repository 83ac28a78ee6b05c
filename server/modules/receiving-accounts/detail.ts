import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  Code,
  type CallParsed,
  type ResourceDetail,
  type ResourceStaticInfo,
  type resourceCalls,
} from '../../../src/contract/index.ts';
import { orders } from '../../db/schema.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { paymentLink } from '../../lib/payment-link.ts';
import { isTeamMember } from '../user/index.ts';
import { ownerScope, reachableResource } from './access.ts';
import { processingOrders, productName, resourceCounts, supplierName } from './repository.ts';

/** GET /v1.0/resource/getResourceDetailInfo (product 3, 7.4). */
export async function resourceDetail(
  input: CallParsed<typeof resourceCalls.getResourceDetailInfo>,
  ctx: AuthedContext,
): Promise<ResourceDetail> {
  const r = await reachableResource(ctx.db, ctx, input.resourceId, { productId: input.productId, team: true });
  const link = paymentLink(r);
  const [processing, supplier, product, qrCode] = await Promise.all([
    processingOrders(ctx.db, eq(orders.resourceId, r.id)),
    supplierName(ctx.db, r.supplierId),
    productName(ctx.db, r.productId),
    link ? QRCode.toDataURL(link, { margin: 1, width: 240, errorCorrectionLevel: 'M' }) : Promise.resolve(null),
  ]);
  return {
    id: r.id,
    productId: r.productId,
    supplierId: r.supplierId,
    state: r.state,
    supplierName: supplier,
    productName: product,
    processingOrderCount: processing.count,
    processingOrderAmount: processing.amount,
    link,
    jumpLink: link?.startsWith('upi://') ? link : null,
    qrCode,
  };
}

/** GET /v1.0/resource/getResourceStaticInfo: one supplier's accounts of one product; a supplier asks for itself only. */
export async function resourceStaticInfo(
  input: CallParsed<typeof resourceCalls.getResourceStaticInfo>,
  ctx: AuthedContext,
): Promise<ResourceStaticInfo> {
  const owner = ownerScope(ctx);
  if (
    owner !== undefined &&
    owner !== input.supplierId &&
    !(await isTeamMember(ctx.db, ctx.auth.user, input.supplierId))
  )
    throw new ApiError(Code.notFound, 'errors.resourceNotFound');
  const [counts, processing] = await Promise.all([
    resourceCounts(ctx.db, input.supplierId, input.productId),
    processingOrders(ctx.db, and(eq(orders.supplierId, input.supplierId), eq(orders.productId, input.productId))),
  ]);
  return {
    supplierId: input.supplierId,
    productId: input.productId,
    resourceCount: Number(counts?.n ?? 0),
    enabledCount: counts?.enabled ?? 0,
    runningCount: counts?.running ?? 0,
    offlineCount: counts?.offline ?? 0,
    processingOrderCount: processing.count,
    processingOrderAmount: processing.amount,
  };
}
