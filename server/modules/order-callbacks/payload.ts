import { OrderStatus, type CallbackPayload } from '../../../src/contract/index.ts';
import type { OrderRecord } from '../orders/index.ts';
import { signWith } from './signing.ts';

export interface MerchantKey {
  merchantKey: string | null;
  signType: string;
}

/**
 * The signed body of an order's callback. Every paid order reports status 5 (successful): whether
 * earlier callbacks got through is our bookkeeping, not a change of the payment.
 */
export function callbackPayload(order: OrderRecord, merchant: MerchantKey): CallbackPayload {
  const fields: Omit<CallbackPayload, 'sign'> = {
    mchId: order.merchantId,
    mchOrderNo: order.mchOrderNo,
    orderCode: order.orderCode,
    productId: order.productId,
    amount: order.amount,
    realAmount: order.realAmount,
    status: OrderStatus.successful,
    ...(order.utr ? { utr: order.utr } : {}),
    completedAt: (order.completedAt ?? order.updatedAt).toISOString(),
  };
  return { ...fields, sign: signWith(fields, merchant.merchantKey ?? '', merchant.signType) };
}
