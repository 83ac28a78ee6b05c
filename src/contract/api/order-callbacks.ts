import { z } from 'zod';
import type { OrderCallbackBody } from './merchant-api.ts';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { optionalFilter, stored64 } from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import type { CallbackAttempt } from './order-actions.ts';
import { orderPageSchema } from './orders.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/** Route table /orderCallback: superAdmin and admin, plus its customerService variant. */
const callbackListReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
] as const satisfies readonly Role[];
/**
 * The attempts themselves: the /orderCallbackDetail page is superAdmin's (plus its readonly
 * variant), but whoever reads /orderCallback opens one order's attempts there, and admins who
 * re-send a callback must see what the merchant answered. Merchants read their own orders' and
 * payouts' attempts (the callback log, decision 131): the server scopes the list to them.
 */
const callbackDetailReaders = [...callbackListReaders, 'merchant'] as const satisfies readonly Role[];

/**
 * What a callback to a merchant's notifyUrl carries (a JSON POST), signed like the create call:
 * every non-empty field but `sign`, sorted, `k=v&…&key=<merchant key>`, the merchant's MD5 or
 * SHA256, upper-case hex. Money in minor units. The merchant answers 'success' when it took it.
 */
export type CallbackPayload = OrderCallbackBody;

/** One order that has callback attempts (product 7.6 orderCallBack/getList). */
export interface OrderCallbackRow {
  orderId: number;
  orderCode: string;
  mchOrderNo: string;
  merchantId: number;
  merchantName: string;
  status: number;
  notifyUrl: string;
  callbackCount: number;
  callbackSuccess: boolean;
  lastCallbackAt: string | null;
  /** HTTP status of the newest attempt; null when it got no answer. */
  lastResponseStatus: number | null;
  /** When the job tries next; null when nothing is due. */
  nextAttemptAt: string | null;
}

/** One attempt as the detail list shows it. */
export interface CallbackAttemptRow extends CallbackAttempt {
  merchantName: string;
  /** The staff account of a manual re-send. */
  operatorAccount: string | null;
}

const code = optionalFilter(z.string().trim().max(64, 'validation.text.tooLong'));

export const orderCallbackCalls = {
  /** Orders with at least one attempt, most recently called back first. */
  getList: call<Page<OrderCallbackRow>>()({
    method: 'GET',
    path: '/v1.0/orderCallBack/getList',
    input: orderPageSchema.extend({ orderCode: code, merchantOrderNo: code }),
    access: callbackListReaders,
  }),
  /** Attempts, newest first; the time range is when the attempt was made (UTC). */
  getDetailList: call<Page<CallbackAttemptRow>>()({
    method: 'GET',
    path: '/v1.0/orderCallBack/getDetailList',
    input: orderPageSchema
      .extend({
        orderCode: code,
        merchantOrderCode: code,
        httpMethod: optionalFilter(z.string().trim().toUpperCase().max(10, 'validation.text.tooLong')),
        startTime: optionalFilter(utcDateTimeSchema),
        endTime: optionalFilter(utcDateTimeSchema),
      })
      .superRefine(startNotAfterEnd('startTime', 'endTime')),
    access: callbackDetailReaders,
  }),
  /** Soft-deletes attempts (they leave the lists; the order's counts stay). */
  delete: call<{ deleted: number }>()({
    method: 'POST',
    path: '/v1.0/orderCallBack/delete',
    input: z.object({
      ids: z.preprocess(
        (v) =>
          typeof v === 'string'
            ? v
                .split(',')
                .map((p) => p.trim())
                .filter((p) => p !== '')
            : v,
        z
          .array(stored64(z.coerce.number().int().positive()), {
            message: 'validation.required',
          })
          .min(1, 'validation.required')
          .max(500, 'validation.ids.tooMany'),
      ),
    }),
    access: ['superAdmin'],
  }),
};
