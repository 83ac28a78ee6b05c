import type { DbOrTx } from '../../db/client.ts';
import { userProductFees } from './repository.ts';

/** Rates are integers of 1/10000 (4 decimals): 250 is 2.50 %. */
export const rateScale = 10_000;

/**
 * fee = round(amount × rate / 10000) + fixed fee, in minor units. Math.round is exact here: the
 * product of two integers below 2^53 is exact, and so is the one division's rounding.
 */
export function feeFor(amount: number, rate: number, fixedFee: number): number {
  return Math.round((amount * rate) / rateScale) + fixedFee;
}

/** The user's enabled fee settings for the product, or null when the product is not theirs. */
export function feeSettings(db: DbOrTx, userId: number, productId: number) {
  return userProductFees(db, userId, productId);
}
