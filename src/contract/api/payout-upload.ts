import { z } from 'zod';
import { int4Max } from '../validation.ts';
import { call } from '../call.ts';
import type { CreatedPayout } from './payouts.ts';
import type { SheetRowIssue } from './sheet-rows.ts';

/**
 * Batch payout upload (decision 038): the app parses the sheet in the worker, the person fixes
 * or drops rows, and the rows are sent as cells by column key (the same cells the worker checked),
 * so the server checks them again with the same row schemas of sheet-rows.ts.
 */
export const payoutUploadRowInput = z.object({
  /** The row's number in the file (header = 1): what every per-row reason refers to. */
  line: z.number().int().max(int4Max, 'validation.integer.tooLarge').positive(),
  cells: z.record(z.string(), z.string().max(1024, 'validation.text.tooLong')),
});

export const payoutUploadInput = z.object({
  productId: z.coerce
    .number({ message: 'validation.required' })
    .int()
    .max(int4Max, 'validation.integer.tooLarge')
    .positive('validation.required'),
  /** For the audit record only. */
  fileName: z.string().trim().max(256, 'validation.text.tooLong').optional().default(''),
  // The 500-row limit (product 9) is checked by the handler so that its message carries {max}; this
  // bound only stops an absurd body before it is checked row by row.
  rows: z.array(payoutUploadRowInput).max(10_000, 'errors.badRequest'),
});

/** One refused row of an upload: its line and every reason (field = column key, null = the row). */
export interface PayoutUploadRowProblem {
  line: number;
  errors: SheetRowIssue[];
}

/** The `data` of an `errors.uploadRowsInvalid` refusal: nothing was created. */
export interface PayoutUploadRefusal {
  rows: PayoutUploadRowProblem[];
}

/** The `data` of an `errors.uploadBalanceShort` refusal, in minor units. */
export interface PayoutUploadShortfall {
  needed: number;
  available: number;
}

export interface PayoutUploadResult {
  created: CreatedPayout[];
  /** Sum of the payouts' amounts and of their fees, minor units. */
  totalAmount: number;
  totalFee: number;
}

export const payoutUploadCalls = {
  /**
   * All rows or none: any bad row (its own rules, the product's payee rules, a merchant order
   * number repeated in the file or already used) refuses the whole file with per-row reasons;
   * otherwise every payout is created in one transaction, held like a single create.
   */
  createBatch: call<PayoutUploadResult>()({
    method: 'POST',
    path: '/v1.0/payoutOrder/createBatch',
    input: payoutUploadInput,
    access: ['merchant'],
  }),
};
