import { Code, type OrderAllocateInfo } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import type { AllocationInfo } from './allocation.ts';
import { findOrderByCode } from './records-repository.ts';

function parse(text: string): AllocationInfo | null {
  try {
    const v = JSON.parse(text) as AllocationInfo;
    return v && typeof v === 'object' && typeof v.checked === 'number' ? v : null;
  } catch {
    return null;
  }
}

/** Product 7.5 getOrderAllocateInfo: the reason kept at creation. Older (seeded) orders keep plain text. */
export async function getAllocateInfo(orderCode: string, ctx: AuthedContext): Promise<OrderAllocateInfo> {
  const order = await findOrderByCode(ctx.db, orderCode);
  if (!order) throw new ApiError(Code.notFound, 'errors.orderNotFound');
  const info = parse(order.allocateInfo);
  return {
    orderCode: order.orderCode,
    status: order.status,
    resourceId: order.resourceId,
    checked: info?.checked ?? 0,
    failures: (info?.failures ?? {}) as Record<string, number>,
    text: info ? '' : order.allocateInfo,
  };
}
