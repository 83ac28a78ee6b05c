import { OrderStatus, type CallbackPayload } from '../../../src/contract/index.ts';
import type { EventRecord } from '../callback-events/index.ts';
import type { OrderRecord } from '../orders/index.ts';
import { signWith } from './signing.ts';

export interface MerchantKey {
  merchantKey: string | null;
  signType: string;
}

/** The event fields every callback carries: the same id on every try, the try's own time in Unix seconds. */
export interface EventStamp {
  eventId: string;
  sentAt: Date;
}

const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The signed body of a paid order's callback. Every paid order reports status 5 (successful):
 * whether earlier callbacks got through is our bookkeeping, not a change of the payment.
 */
export function callbackPayload(order: OrderRecord, merchant: MerchantKey, stamp: EventStamp): CallbackPayload {
  const fields: Omit<CallbackPayload, 'sign'> = {
    eventId: stamp.eventId,
    eventType: 'order.paid',
    timestamp: unixSeconds(stamp.sentAt),
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

/** The signed body of any other event: what the move recorded, the event fields, the signature. */
export function eventPayload(event: EventRecord, merchant: MerchantKey, sentAt: Date): Record<string, unknown> {
  const fields = {
    ...event.data,
    eventId: event.eventId,
    eventType: event.eventType,
    timestamp: unixSeconds(sentAt),
  };
  return { ...fields, sign: signWith(fields, merchant.merchantKey ?? '', merchant.signType) };
}
