import { z } from 'zod';
import { call } from '../call.ts';

/** Optional payer fields of spec 3, by channel. */
const payerField = z.string().trim().max(256, 'validation.text.tooLong').optional();
const url = z
  .string()
  .trim()
  .max(512, 'validation.text.tooLong')
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'validation.url.format');

/**
 * The merchant's create payload (spec 3). The amount is a whole number in the product's minor unit
 * (paise for INR); a decimal is refused, never rounded. Keys beyond the named ones are the
 * channel's extra key/value pairs: they are signed like every other parameter and kept with the order.
 */
export const createOrderInput = z
  .object({
    mchId: z.coerce.number({ message: 'validation.required' }).int().positive(),
    productId: z.coerce.number({ message: 'validation.required' }).int().positive(),
    mchOrderNo: z.string({ message: 'validation.required' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.mchOrderNo.format'),
    amount: z
      .union([z.string(), z.number()], { message: 'validation.required' })
      .transform(String)
      .refine((v) => /^[1-9]\d{0,13}$/.test(v), 'validation.amount.integer'),
    returnUrl: url.default(''),
    notifyUrl: url.default(''),
    subject: z.string().max(256, 'validation.text.tooLong').default(''),
    body: z.string().max(1024, 'validation.text.tooLong').default(''),
    clientIp: z.string().trim().max(64, 'validation.text.tooLong').default(''),
    sign: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required'),
    userName: payerField,
    cardNumber: payerField,
    ifscCode: payerField,
    bankName: payerField,
    vpa: payerField,
    mode: payerField,
    address: payerField,
  })
  .catchall(z.union([z.string().max(1024, 'validation.text.tooLong'), z.number(), z.boolean()]));

export interface CreatedOrder {
  orderCode: string;
  mchOrderNo: string;
  /** The checkout page the merchant sends its payer to. */
  payUrl: string;
  status: number;
  /** As asked, in minor units. */
  amount: number;
  /** What the payer must pay: amount plus the float offset that identifies the order. */
  payableAmount: number;
}

export const orderCreateCalls = {
  /**
   * Spec 7.5, the merchant API: authenticated by the signature, not a session. A repeated
   * mchOrderNo answers the first order again.
   */
  create: call<CreatedOrder>()({
    method: 'POST',
    path: '/v1.0/api/order/create',
    input: createOrderInput,
    access: 'public',
  }),
};
