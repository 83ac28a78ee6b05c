import { z } from 'zod';
import { call } from '../call.ts';
import { signedParams } from '../signed-params.ts';
import { requiredIdSchema } from '../validation.ts';

/**
 * The merchant API beyond the two creates (docs/merchant-api.md): queries signed exactly as the
 * creates are (src/contract/signing.ts), and the bodies of the callbacks the platform sends. Every
 * query answers the signing merchant's own data only: another merchant's order is "not found".
 */

const mchId = requiredIdSchema;
const sign = z.string({ message: 'validation.required' }).trim().min(1, 'validation.required');
const optionalCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.mchOrderNo.format')
  .optional();
/** Either the merchant's own number or the platform's code; at least one. */
const byNumberOrCode = <T extends z.ZodObject>(schema: T) =>
  schema.refine((v) => Boolean((v as { mchOrderNo?: string }).mchOrderNo || (v as { orderCode?: string }).orderCode), {
    message: 'validation.merchantQuery.orderRequired',
    path: ['mchOrderNo'],
  });

/** An order or a payout, by the merchant's number or the platform's code. */
export const merchantOrderQueryInput = signedParams(
  byNumberOrCode(z.looseObject({ mchId, mchOrderNo: optionalCode, orderCode: optionalCode, sign })),
);
export const merchantBalanceQueryInput = signedParams(z.looseObject({ mchId, sign }));

/**
 * Test mode (decision 130): what a test order or payout may be driven to. An order: paid, timed
 * out or rejected; a payout: paid, rejected or cancelled. Each move fires the callback a live one
 * would.
 */
export const testOrderOutcomes = ['paid', 'timedOut', 'rejected'] as const;
export const testPayoutOutcomes = ['paid', 'rejected', 'cancelled'] as const;
export const testOutcomes = ['paid', 'timedOut', 'rejected', 'cancelled'] as const;
export type TestOutcome = (typeof testOutcomes)[number];
export const testDriveKinds = ['order', 'payout'] as const;

/** Signed with the merchant's test key only: a test order or payout, by either number, and the outcome. */
export const testDriveInput = signedParams(
  byNumberOrCode(
    z.looseObject({
      mchId,
      kind: z.enum(testDriveKinds, { message: 'validation.testKind.invalid' }),
      outcome: z.enum(testOutcomes, { message: 'validation.testOutcome.invalid' }),
      mchOrderNo: optionalCode,
      orderCode: optionalCode,
      sign,
    }),
  ),
);

/** What a drive answers: the status the order or payout now has. */
export const testDriveSchema = z.object({
  kind: z.enum(testDriveKinds),
  orderCode: z.string(),
  mchOrderNo: z.string(),
  /** OrderStatus for an order, PayoutStatus for a payout. */
  status: z.number().int(),
  /** The callback event the move recorded (the job sends it as it sends a live one). */
  eventType: z.string(),
});
export type TestDrive = z.infer<typeof testDriveSchema>;

/** A collection order as its merchant sees it. Amounts in the product's minor unit. */
export const merchantOrderSchema = z.object({
  orderCode: z.string(),
  mchOrderNo: z.string(),
  productId: z.number().int(),
  amount: z.number().int(),
  /** What the payer must pay (amount plus the float offset). */
  payableAmount: z.number().int(),
  /** What was paid; 0 until paid. */
  realAmount: z.number().int(),
  fee: z.number().int(),
  /** The order status id (src/contract/statuses.ts OrderStatus). */
  status: z.number().int(),
  utr: z.string(),
  rejectReason: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type MerchantOrder = z.infer<typeof merchantOrderSchema>;

/** A payout order as its merchant sees it. */
export const merchantPayoutSchema = z.object({
  orderCode: z.string(),
  mchOrderNo: z.string(),
  productId: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  /** The payout status id (src/contract/statuses.ts PayoutStatus). */
  status: z.number().int(),
  utr: z.string(),
  rejectReason: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type MerchantPayout = z.infer<typeof merchantPayoutSchema>;

/** The merchant's balance in minor units: available = balance - frozen. */
export const merchantBalanceSchema = z.object({
  mchId: z.number().int(),
  balance: z.number().int(),
  frozenBalance: z.number().int(),
  availableBalance: z.number().int(),
});
export type MerchantBalance = z.infer<typeof merchantBalanceSchema>;

/** Where the OpenAPI 3.1 document of the merchant API is served, public and cacheable (decision 112). */
export const merchantOpenApiPath = '/v1.0/api/openapi.json';

export const merchantApiCalls = {
  /** One collection order of the signing merchant, by its mchOrderNo or the platform's orderCode. */
  orderQuery: call<MerchantOrder>()({
    method: 'POST',
    path: '/v1.0/api/order/query',
    input: merchantOrderQueryInput,
    access: 'public',
    signed: true,
  }),
  /** One payout order of the signing merchant, by its mchOrderNo or the platform's orderCode. */
  payoutQuery: call<MerchantPayout>()({
    method: 'POST',
    path: '/v1.0/api/payout/query',
    input: merchantOrderQueryInput,
    access: 'public',
    signed: true,
  }),
  /**
   * Test mode (decision 130): drives a test order or payout to an outcome, as a payer, a supplier
   * or the platform would. Signed with the test key; the live key is refused.
   */
  testDrive: call<TestDrive>()({
    method: 'POST',
    path: '/v1.0/api/test/drive',
    input: testDriveInput,
    access: 'public',
    signed: true,
  }),
  /** The signing merchant's balance. */
  balanceQuery: call<MerchantBalance>()({
    method: 'POST',
    path: '/v1.0/api/balance/query',
    input: merchantBalanceQueryInput,
    access: 'public',
    signed: true,
  }),
};

/**
 * What a callback tells. Collection orders: paid, timed out, rejected, reversed (a paid order
 * undone), failed (ended unpaid by staff). Payouts: paid, rejected, cancelled, returned (refused
 * or sent back by its payment gateway).
 */
export const orderEventTypes = [
  'order.paid',
  'order.timedOut',
  'order.rejected',
  'order.reversed',
  'order.failed',
] as const;
export const payoutEventTypes = ['payout.paid', 'payout.rejected', 'payout.cancelled', 'payout.returned'] as const;
export type OrderEventType = (typeof orderEventTypes)[number];
export type PayoutEventType = (typeof payoutEventTypes)[number];
export type CallbackEventType = OrderEventType | PayoutEventType;

/**
 * The fields every callback carries since events were added, inside the signed body: `eventId` is
 * the same on every attempt and re-send of one event (drop one already seen), `timestamp` is the
 * attempt's time in Unix seconds (refuse a stale one).
 */
const eventFields = {
  eventId: z.string(),
  timestamp: z.number().int(),
  sign: z.string(),
};

/** The body of a collection order's callback (the fields of the paid callback as before, plus the event). */
export const orderCallbackSchema = z.object({
  ...eventFields,
  eventType: z.enum(orderEventTypes),
  mchId: z.number().int(),
  mchOrderNo: z.string(),
  orderCode: z.string(),
  productId: z.number().int(),
  amount: z.number().int(),
  realAmount: z.number().int(),
  status: z.number().int(),
  utr: z.string().optional(),
  rejectReason: z.string().optional(),
  completedAt: z.string().optional(),
});
export type OrderCallbackBody = z.infer<typeof orderCallbackSchema>;

/** The body of a payout's callback. */
export const payoutCallbackSchema = z.object({
  ...eventFields,
  eventType: z.enum(payoutEventTypes),
  mchId: z.number().int(),
  mchOrderNo: z.string(),
  orderCode: z.string(),
  productId: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: z.number().int(),
  utr: z.string().optional(),
  rejectReason: z.string().optional(),
  completedAt: z.string().optional(),
});
export type PayoutCallbackBody = z.infer<typeof payoutCallbackSchema>;
