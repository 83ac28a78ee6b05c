import { z } from 'zod';
import { int4Max, numberAsText, requiredIdSchema } from '../validation.ts';
import { call } from '../call.ts';
import { constants } from '../constants.ts';
import { signedParams } from '../signed-params.ts';
import { OrderType } from '../statuses.ts';
import { payInstructionsSchema } from './dynamic-pay.ts';

/** Optional payer fields of product 3, by channel. */
const payerField = z.string().trim().max(256, 'validation.text.tooLong').optional();
const url = z
  .string()
  .trim()
  .max(512, 'validation.text.tooLong')
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'validation.url.format');
const ipAddress = z.union([z.ipv4(), z.ipv6()]);

/**
 * The merchant's create payload (product 3). The amount is a whole number in the product's minor unit
 * (paise for INR); a decimal is refused, never rounded. Keys beyond the named ones are the
 * channel's extra key/value pairs: they are signed like every other parameter and kept with the order.
 */
export const createOrderInput = z
  .object({
    mchId: requiredIdSchema,
    productId: requiredIdSchema,
    mchOrderNo: z
      .string({ message: 'validation.required' })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.mchOrderNo.format'),
    amount: z
      .union([z.string(), numberAsText], { message: 'validation.required' })
      .transform(String)
      .refine((v) => /^[1-9]\d{0,13}$/.test(v), 'validation.amount.integer'),
    returnUrl: url.default(''),
    notifyUrl: url.default(''),
    subject: z.string().max(256, 'validation.text.tooLong').default(''),
    body: z.string().max(1024, 'validation.text.tooLong').default(''),
    /** The payer's address as the merchant saw it: IPv4 or IPv6, or empty. */
    clientIp: z
      .string()
      .trim()
      .refine((v) => v === '' || ipAddress.safeParse(v).success, 'validation.clientIp.format')
      .default(''),
    sign: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required'),
    userName: payerField,
    cardNumber: payerField,
    ifscCode: payerField,
    bankName: payerField,
    vpa: payerField,
    mode: payerField,
    address: payerField,
  })
  .catchall(z.union([z.string().max(1024, 'validation.text.tooLong'), numberAsText, z.boolean()]));

/** What an order create answers (a zod schema, so the OpenAPI document describes it: decision 112). */
export const createdOrderSchema = z.object({
  orderCode: z.string(),
  mchOrderNo: z.string(),
  payUrl: z.string().meta({ description: 'The checkout page the merchant sends its payer to.' }),
  status: z.number().int(),
  amount: z.number().int().meta({ description: 'As asked, in minor units.' }),
  payableAmount: z
    .number()
    .int()
    .meta({ description: 'What the payer must pay: amount plus the float offset that identifies the order.' }),
  /**
   * Built by the product's active pay script (dynamic pay): payee, link or QR payload, the amount
   * to pay and its parts. Absent when the product has no active script or the script failed.
   */
  payInstructions: payInstructionsSchema.optional(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/** A file as the server reads it from the multipart upload. */
export interface UploadedFile {
  filename: string;
  text: string;
}
const uploadedFile = z.custom<UploadedFile>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as UploadedFile).filename === 'string' &&
    typeof (v as UploadedFile).text === 'string',
  'validation.upload.fileRequired',
);

/** The columns of a batch file; the first three are required, the rest as in create. */
export const batchOrderColumns = [
  'mchOrderNo',
  'productId',
  'amount',
  'notifyUrl',
  'returnUrl',
  'subject',
  'body',
  'clientIp',
  'userName',
  'cardNumber',
  'ifscCode',
  'bankName',
  'vpa',
  'mode',
  'address',
] as const;
/** Batch files hold ordinary or test orders; the other types are given by staff, not by merchants. */
export const batchOrderTypes = [OrderType.ordinary, OrderType.test] as const;

/** One line of a batch file and what became of it. `line` counts the header as line 1. */
export interface BatchOrderResult {
  line: number;
  mchOrderNo: string;
  ok: boolean;
  /** The order made or, for a mchOrderNo already used, the order it already names. */
  order: CreatedOrder | null;
  /** Why the line made no order: a message id, its text and the field when a field is at fault. */
  msgId: string | null;
  msg: string | null;
  field: string | null;
}
export interface BatchCreateResult {
  total: number;
  created: number;
  failed: number;
  results: BatchOrderResult[];
}
export interface OrderUploadFlag {
  /** Whether this caller may upload a batch file now. */
  enabled: boolean;
  maxRows: number;
}

export const orderCreateCalls = {
  /**
   * Product 7.5, the merchant API: authenticated by the signature, not a session, so every
   * parameter comes in the signed body (signed-params.ts). A repeated mchOrderNo answers the
   * first order again.
   */
  create: call<CreatedOrder>()({
    method: 'POST',
    path: '/v1.0/api/order/create',
    input: signedParams(createOrderInput),
    access: 'public',
    signed: true,
  }),
  /**
   * Batch create (docs/decisions/016-order-list-filters-figures-batch-create.md): a signed-in merchant uploads a CSV (header row of
   * batchOrderColumns, at most 500 orders) with its API key as proof; each line is checked and
   * created like create, idempotent by mchOrderNo, and answered line by line.
   */
  createBatch: call<BatchCreateResult>()({
    method: 'POST',
    path: '/v1.0/api/order/createBatch',
    input: z.object({
      file: uploadedFile,
      orderType: z.coerce
        .number({ message: 'validation.required' })
        .int()
        .max(int4Max, 'validation.integer.tooLarge')
        .refine((v) => (batchOrderTypes as readonly number[]).includes(v), 'validation.batchOrderType.invalid')
        .default(OrderType.ordinary),
      key: z
        .string({ message: 'validation.required' })
        .trim()
        .min(1, 'validation.required')
        .max(256, 'validation.text.tooLong'),
    }),
    access: ['merchant'],
  }),
  /** Whether the batch upload is open to the caller (a merchant in good standing with a key). */
  orderUploadFlag: call<OrderUploadFlag>()({
    method: 'GET',
    path: '/v1.0/order/orderUploadFlag',
    input: z.object({}),
    access: 'anyUser',
  }),
};
/** At most this many orders in one batch file (product 9: batches hold at most 500). */
export const maxBatchOrderRows = constants.maxBatchOrders;
