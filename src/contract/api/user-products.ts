import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { amountSchema, optionalFilter, pageSchema, rateSchema, rateToScaled, toMinor, int4Max } from '../validation.ts';
import type { Page } from './staff-accounts.ts';

/** Product 2.8 /userProduct: admins change fees; the customerService variant reads them. */
const productRead = ['superAdmin', 'admin', 'customerService', 'technicalMaintenance'] as const;
const productWrite = ['superAdmin', 'admin'] as const;

/** One user's fee settings for one product (product 3, product rate). */
export interface UserProductRow {
  userId: number;
  userAccount: string;
  userNickname: string;
  userRole: Role;
  productId: number;
  productName: string;
  /** In 1/10000: 125 is a rate of 0.0125 (1.25 %). */
  rate: number;
  /** Per transaction, minor units. */
  fixedFee: number;
  enabled: boolean;
  updatedAt: string;
}

/** The highest fixed fee a person may type: 10 000 000.00, far above any real fee, far below overflow. */
export const maxFixedFee = 1_000_000_000;

const positiveId = z.coerce
  .number({ message: 'validation.required' })
  .int('validation.required')
  .max(int4Max, 'validation.integer.tooLarge')
  .positive('validation.required');
const boolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  message: 'errors.badRequest',
});

/** A rate as typed (0.0125): at most 4 decimals, 0 ≤ rate < 1 (100 %); becomes 1/10000 units. */
export const userProductRateSchema = rateSchema
  .transform(rateToScaled)
  .refine((v) => v < 10_000, 'validation.rate.range');
/** A fixed fee as typed (1.50): at most 2 decimals, not negative; becomes minor units. */
export const userProductFeeSchema = amountSchema
  .transform(toMinor)
  .refine((v) => v <= maxFixedFee, 'validation.amount.tooLarge');

export const userProductCalls = {
  /** Every user's settings per product, merchants and suppliers alike; by user, then product. */
  getList: call<Page<UserProductRow>>()({
    method: 'GET',
    path: '/v1.0/userProduct/getList',
    input: pageSchema.extend({ userId: optionalFilter(positiveId), productId: optionalFilter(positiveId) }),
    access: productRead,
  }),
  /** Applies to orders created afterwards: an order keeps the fee fixed at its creation. */
  update: call<UserProductRow>()({
    method: 'POST',
    path: '/v1.0/userProduct/update',
    input: z.object({
      userId: positiveId,
      productId: positiveId,
      rate: userProductRateSchema,
      fixedFee: userProductFeeSchema,
      enabled: boolish,
    }),
    access: productWrite,
    secondLevel: true,
  }),
};
