import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { orderStatusIds } from '../statuses.ts';
import { stepUpProofSchema, optionalFilter, int4Max, stored64 } from '../validation.ts';
import type { OrderRow } from './orders.ts';

/** Staff who repair orders by hand (product 6: admin and superAdmin; customerService only reads). */
export const orderActors = ['superAdmin', 'admin'] as const satisfies readonly Role[];
/** Suppliers claim payout orders from the pool for themselves (product 2.5, 7.5). */
const payoutClaimers = ['supplier'] as const satisfies readonly Role[];
/** A supplier gives back its own claim; staff may release anyone's. */
const claimCancellers = ['superAdmin', 'admin', 'supplier'] as const satisfies readonly Role[];

const orderCode = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.text.tooLong');
const googleCode = optionalFilter(stepUpProofSchema);
const flag = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v),
  z.boolean().default(false),
);
const idList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((p) => p.trim())
          .filter((p) => p !== '')
      : v,
  z.array(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()).max(200).optional(),
);
/** Order and payout ids (bigserial). */
const positiveId = stored64(
  z.coerce.number({ message: 'validation.required' }).int('validation.required').positive('validation.required'),
);

/** Reasons a reject picks from (product 5); 'other' needs a written reason. */
export const rejectReasons = [
  'paymentNotReceived',
  'amountMismatch',
  'duplicatePayment',
  'suspectedFraud',
  'payerCancelled',
  'other',
] as const;
export type RejectReason = (typeof rejectReasons)[number];

/**
 * Product 4 'Reject has two modes': `merchant` ends the order as Rejected (the merchant is told);
 * `list` sends it back to the order list as Allocated and unlocked, to be handled again.
 */
export const rejectModes = ['merchant', 'list'] as const;
export type RejectMode = (typeof rejectModes)[number];

/** Marks staff put on orders (getOrderMarkList); the app labels them by id. */
export const OrderMark = { followUp: 1, payerContacted: 2, disputed: 3, verified: 4, suspicious: 5 } as const;
export type OrderMarkId = (typeof OrderMark)[keyof typeof OrderMark];
export const orderMarkIds = Object.values(OrderMark) as OrderMarkId[];

export interface OrderStatusOption {
  id: number;
  /** The status name of src/contract/statuses.ts; the app shows its own label for it. */
  name: string;
  /** Status 10: not shown unless asked for (product 7.5). */
  hiddenByDefault: boolean;
}
export interface OrderProductOption {
  id: number;
  name: string;
}

export interface OrderMarkOption {
  id: number;
  name: string;
}

export interface UnlockResult {
  /** Orders that were locked and are now unlocked; already unlocked ones are left as they are. */
  unlocked: string[];
  /** Codes that match no order the caller may act on. */
  notFound: string[];
}

export interface PayoutClaimResult {
  orderId: number;
  orderCode: string;
  supplierId: number | null;
  claimedAt: string | null;
}

/** One try to deliver an order's callback to the merchant's notifyUrl. */
export interface CallbackAttempt {
  id: number;
  orderCode: string;
  mchOrderNo: string;
  merchantId: number;
  url: string;
  httpMethod: string;
  requestBody: string;
  /** null when no answer came (refused, timed out). */
  responseStatus: number | null;
  responseBody: string;
  success: boolean;
  error: string;
  attempt: number;
  trigger: 'auto' | 'manual';
  durationMs: number;
  createTime: string;
  /** The callback's event (CallbackEventType); '' for attempts made before events existed. */
  eventType: string;
}

const rejectInput = z
  .object({
    orderCode,
    rejectReason: z.enum(rejectReasons, { message: 'validation.rejectReason.invalid' }),
    /** Required, and only kept, when rejectReason is 'other'. */
    rejectReasonText: optionalFilter(z.string().trim().max(256, 'validation.text.tooLong')),
    mode: z.enum(rejectModes, { message: 'validation.rejectMode.invalid' }).default('merchant'),
    googleCode,
  })
  .superRefine((v, ctx) => {
    if (v.rejectReason === 'other' && !v.rejectReasonText)
      ctx.addIssue({ code: 'custom', path: ['rejectReasonText'], message: 'validation.rejectReason.textRequired' });
  });

/**
 * Product 4 and 7.5 order actions. Every one answers the order as the list shows it afterwards
 * (unlock answers per code), checks its move with the state machine, and writes an audit record.
 */
export const orderActionCalls = {
  /** Allocate again: to any fitting account, or only among the listed suppliers/products; payer fields replace the order's. */
  reselect: call<OrderRow>()({
    method: 'POST',
    path: '/v1.0/order/reselect',
    input: z.object({
      orderCode,
      /** The supplier to give the order to; with `role` 'supplier' (the spec's pair). */
      userId: optionalFilter(
        z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive('validation.required'),
      ),
      role: optionalFilter(z.literal('supplier', { message: 'validation.role.invalid' })),
      supplierIdList: idList,
      productIdList: idList,
      userName: optionalFilter(z.string().trim().max(128, 'validation.text.tooLong')),
      cardNumber: optionalFilter(
        z
          .string()
          .trim()
          .regex(/^\d{1,20}$/, 'validation.cardNumber.format'),
      ),
      ifscCode: optionalFilter(
        z
          .string()
          .trim()
          .regex(/^[A-Z]{4}[A-Z0-9]{7}$/, 'validation.ifsc.format'),
      ),
      bankName: optionalFilter(z.string().trim().max(128, 'validation.bankName.length')),
    }),
    access: orderActors,
  }),
  reject: call<OrderRow>()({ method: 'POST', path: '/v1.0/order/reject', input: rejectInput, access: orderActors }),
  /** Ends the wait of an open order now, freeing its account's slot (the order becomes Timed Out). */
  freeResource: call<OrderRow>()({
    method: 'POST',
    path: '/v1.0/order/freeResource',
    input: z.object({ orderCode, isOffsetReplenishmentOrder: flag }),
    access: orderActors,
  }),
  /** Undoes a paid order: its money moves back with fund records, the order becomes Failed. */
  reverseOrder: call<OrderRow>()({
    method: 'POST',
    path: '/v1.0/order/reverseOrder',
    input: z.object({ orderCode, googleCode }),
    access: orderActors,
  }),
  /** `id` is the order id (product 7.5); orderMark null or '' clears the mark. */
  updateOrderMark: call<OrderRow>()({
    method: 'POST',
    path: '/v1.0/order/updateOrderMark',
    input: z.object({
      id: positiveId,
      orderMark: z.preprocess(
        (v) => (v === '' ? null : v),
        z.coerce
          .number()
          .int()
          .max(int4Max, 'validation.integer.tooLarge')
          .refine((v) => (orderMarkIds as number[]).includes(v), 'validation.orderMark.invalid')
          .nullable(),
      ),
    }),
    access: orderActors,
  }),
  unlockOrder: call<UnlockResult>()({
    method: 'POST',
    path: '/v1.0/order/unlockOrder',
    input: z.object({
      orderCodes: z
        .array(orderCode, { message: 'validation.required' })
        .min(1, 'validation.required')
        .max(200, 'validation.orderCodes.tooMany'),
    }),
    access: orderActors,
  }),
  /** Manual status fix (product 5: target status and reason required). */
  updateOrderStatus: call<OrderRow>()({
    method: 'POST',
    path: '/v1.0/order/updateOrderStatus',
    input: z.object({
      orderCode,
      status: z.coerce
        .number({ message: 'validation.required' })
        .int()
        .max(int4Max, 'validation.integer.tooLarge')
        .refine((v) => (orderStatusIds as number[]).includes(v), 'validation.orderStatus.invalid'),
      reason: z
        .string({ message: 'validation.required' })
        .trim()
        .min(1, 'validation.required')
        .max(256, 'validation.text.tooLong'),
      googleCode,
    }),
    access: orderActors,
  }),
  /** Makes an unpaid order a test order: it will move no money. */
  convertToTest: call<OrderRow>()({
    method: 'POST',
    path: '/v1.0/order/convertToTest',
    input: z.object({ orderCode }),
    access: orderActors,
  }),
  /** Re-sends the callback now (product 7.5 POST /order/callback) and answers the attempt. */
  /** Staff any order's or payout's; a merchant its own only (decision 131), scoped by the server. */
  resendCallback: call<CallbackAttempt>()({
    method: 'POST',
    path: '/v1.0/order/callback',
    input: z.object({ orderCode }),
    access: [...orderActors, 'merchant'],
  }),
  getOrderStatusList: call<OrderStatusOption[]>()({
    method: 'GET',
    path: '/v1.0/order/getOrderStatusList',
    input: z.object({}),
    access: ['superAdmin', 'admin', 'customerService', 'technicalMaintenance', 'supplier', 'merchant'],
  }),
  getOrderMarkList: call<OrderMarkOption[]>()({
    method: 'GET',
    path: '/v1.0/order/getOrderMarkList',
    input: z.object({}),
    access: ['superAdmin', 'admin', 'customerService', 'technicalMaintenance', 'supplier', 'merchant'],
  }),
  /**
   * Ours: the collection (or payout) products by name, for the order filter's product picker and the
   * payout upload (people pick a name, never type an id). Product names are no secret: every order row shows its own.
   */
  getOrderProductList: call<OrderProductOption[]>()({
    method: 'GET',
    path: '/v1.0/order/getOrderProductList',
    // Collection products unless asked for the payout ones (the payout upload's product choice).
    input: z.object({ kind: z.enum(['collection', 'payout']).optional() }),
    access: ['superAdmin', 'admin', 'customerService', 'technicalMaintenance', 'supplier', 'merchant'],
  }),
  claimPayout: call<PayoutClaimResult>()({
    method: 'POST',
    path: '/v1.0/payoutOrderClaim/claimOrder',
    input: z.object({ orderId: positiveId }),
    access: payoutClaimers,
  }),
  cancelPayoutClaim: call<PayoutClaimResult>()({
    method: 'POST',
    path: '/v1.0/payoutOrderClaim/cancelClaim',
    input: z.object({ orderId: positiveId }),
    access: claimCancellers,
  }),
};
