import { z } from 'zod';
import { int4Max } from '../validation.ts';
import { call } from '../call.ts';
import { createOrderInput, type CreatedOrder } from './order-create.ts';

/** A product the create call accepts for the merchant: collection, enabled, and enabled for it. */
export interface TestProduct {
  productId: number;
  name: string;
  /** Receiving-account type (src/contract/products.ts): which optional payer fields apply. */
  resourceType: string;
  currency: string;
}

const id = z.coerce
  .number({ message: 'validation.required' })
  .int('validation.integer.positive')
  .max(int4Max, 'validation.integer.tooLarge')
  .positive('validation.integer.positive');

/** What a superAdmin's test order needs; the server fills in the rest and signs it. */
export const createForMerchantInput = z.object({
  merchantId: id,
  productId: id,
  /** As in the create call: a whole number of minor units. */
  amount: createOrderInput.shape.amount,
});

/** The answer of a staff test order: the create answer plus the parameters the server signed. */
export interface StaffTestOrder extends CreatedOrder {
  /** The canonical sign string with the key masked, so the page can show what was signed. */
  signString: string;
  signType: 'MD5' | 'SHA256';
}

/** The API test pages (product 2.7 /order/test/merchant, 2.8 /order/testAdminOrder). */
export const orderTestCalls = {
  /**
   * Products to test with: a merchant gets its own; a superAdmin names the merchant. Only what the
   * create call would accept is listed, so the picker never offers a product bound to fail.
   */
  products: call<TestProduct[]>()({
    method: 'GET',
    path: '/v1.0/order-test/products',
    input: z.object({ merchantId: id.optional() }),
    // technicalMaintenance reads the /readonly variant: it sees what a test would offer, never sends one.
    access: ['merchant', 'superAdmin', 'technicalMaintenance'],
  }),
  /**
   * A test order (orderType test: it moves no money) made on a merchant's behalf: the server signs
   * with the stored merchant key and runs the create path. Audited.
   */
  createForMerchant: call<StaffTestOrder>()({
    method: 'POST',
    path: '/v1.0/order-test/create-for-merchant',
    input: createForMerchantInput,
    access: ['superAdmin'],
  }),
};
