import { z } from 'zod';
import { call } from '../call.ts';
import type { PayInstructions } from './dynamic-pay.ts';

/**
 * The payer's checkout page (decision 113): no sign-in, reached by the order's checkout token,
 * never by its code. It tells the payer how to pay that one order and nothing else: no order code,
 * merchant, supplier or other order.
 */

/** 24 random bytes in base64url: 32 characters. An order code (C + date + digits) never fits. */
export const checkoutTokenPattern = /^[A-Za-z0-9_-]{32}$/;
const token = z.string({ message: 'validation.required' }).trim().regex(checkoutTokenPattern, 'errors.checkoutUnknown');

/**
 * The reference of the payment as the payer's bank or wallet shows it: a 12-digit UTR, an M-Pesa
 * code, a transaction hash (with its 0x). Letters and digits only, 6 to 66 of them.
 */
export const payerUtrSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .regex(/^[A-Za-z0-9]{6,66}$/, 'validation.payerUtr.format');

/** How to pay, by the channel (`qrImage`: a PNG data URL of the QR to scan) of the order's receiving account (or what its product's pay script built). */
export type CheckoutMethod =
  | { kind: 'upi'; payee: string; vpa: string; link: string; qrImage: string }
  | { kind: 'card'; payee: string; bankName: string; cardNumber: string; ifsc: string }
  | { kind: 'usdt'; network: 'TRC20'; address: string; usdtAmount: string; qrImage: string }
  | { kind: 'mpesa'; payee: string; paybill: string; account: string }
  /** Alipay or WeChat without a pay script: transfer to the account or WeChat ID (decision 121). */
  | { kind: 'wallet'; app: 'alipay' | 'wechat'; payee: string; account: string }
  | { kind: 'script'; instructions: PayInstructions; qrImage: string }
  | { kind: 'none' };

/**
 * `open`: the payer may pay; `paid`: the order is paid (the page goes to `returnUrl`); `expired`:
 * its time ran out or it was ended unpaid.
 */
export type CheckoutState = 'open' | 'paid' | 'expired';

export interface CheckoutInfo {
  state: CheckoutState;
  /** What to pay, in minor units of `currency`. */
  amount: number;
  currency: string;
  /** When the order times out; null when it has no timeout. */
  expiresAt: string | null;
  /** The server's clock, so the countdown does not trust the phone's. */
  now: string;
  /** Only while open: how to pay. */
  method: CheckoutMethod;
  /** Only once paid: where the merchant asked the payer to be sent ('' when it gave none). */
  returnUrl: string;
  /** Whether the payer already gave a UTR. */
  utrGiven: boolean;
}

export const checkoutCalls = {
  /** The page's one read: the order behind the token, as the payer may see it. */
  info: call<CheckoutInfo>()({
    method: 'GET',
    path: '/v1.0/checkout/info',
    input: z.object({ token }),
    access: 'public',
  }),
  /** The payer's UTR: kept on the order as a hint for the supplier; it confirms nothing. */
  submitUtr: call<{ utrGiven: true }>()({
    method: 'POST',
    path: '/v1.0/checkout/submitUtr',
    input: z.object({ token, utr: payerUtrSchema }),
    access: 'public',
  }),
};
