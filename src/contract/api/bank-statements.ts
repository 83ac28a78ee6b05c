import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { amountSchema, stepUpProofSchema, optionalFilter, toMinor, int4Max, stored64 } from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import { orderPageSchema } from './orders.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/**
 * Who reads SMS records: the staff of the route table (/bankStatement/list, -sa) and
 * technicalMaintenance (who reads the monitor log too); a supplier its own accounts' records,
 * only while SupplierSmsRecordEnable is on.
 */
const statementReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
  'supplier',
] as const satisfies readonly Role[];
/** Matching by hand moves money: the staff who repair orders. */
const statementMatchers = ['superAdmin', 'admin'] as const satisfies readonly Role[];

/** One SMS record (product 2.4) as the lists show it. Money in minor units, times ISO 8601 UTC. */
export interface BankStatementRow {
  id: number;
  resourceId: number;
  supplierId: number;
  supplierName: string;
  /** The receiving account's bank and the last four digits of its card. */
  bankName: string;
  cardTail: string;
  /** 0 income, 1 expense, 2 reversal (StatementDirection). */
  direction: number;
  amount: number;
  utr: string | null;
  payerName: string;
  /** The card number the message names (may differ from the account's). */
  cardNumber: string;
  sender: string;
  /** The raw SMS text. */
  content: string;
  receivedTime: string;
  /** No SMS template (nor the device) read it: amount 0, no direction; never matched (decision 057). */
  unread: boolean;
  /** The time the bank wrote in the SMS, as its template read it; null when not read. */
  statedTime: string | null;
  matchedOrderCode: string | null;
  matchedTime: string | null;
  /** The staff or supplier account that matched it; 'automatic' for the matcher; null when unmatched. */
  matchedBy: string | null;
}

export const statementMatchedChoices = ['yes', 'no'] as const;
/** Records read by a template (or their device) or left unread. */
export const statementReadChoices = ['read', 'unread'] as const;

const text = (max: number) => optionalFilter(z.string().trim().max(max, 'validation.text.tooLong'));

/** The list's filters; `amount` is typed in major units ('100.50') and read exactly into minor units. */
export const bankStatementListInput = orderPageSchema
  .extend({
    resourceId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
    supplierId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
    direction: optionalFilter(
      z.coerce
        .number()
        .int()
        .max(int4Max, 'validation.integer.tooLarge')
        .refine((v) => v === 0 || v === 1 || v === 2, 'errors.badRequest'),
    ),
    matched: optionalFilter(z.enum(statementMatchedChoices, { message: 'errors.badRequest' })),
    read: optionalFilter(z.enum(statementReadChoices, { message: 'errors.badRequest' })),
    utr: text(64),
    amount: optionalFilter(amountSchema.transform(toMinor)),
    orderCode: text(64),
    startTime: optionalFilter(utcDateTimeSchema),
    endTime: optionalFilter(utcDateTimeSchema),
  })
  .superRefine(startNotAfterEnd('startTime', 'endTime'));

export const manualMatchInput = z.object({
  /** A bank statement or web record id (bigserial). */
  id: stored64(
    z.coerce.number({ message: 'validation.required' }).int('validation.required').positive('validation.required'),
  ),
  orderCode: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(64, 'validation.text.tooLong'),
  /** Required while EnableGoogleVerifyForManualSupplement is on (the server decides). */
  googleCode: optionalFilter(stepUpProofSchema),
});

export interface ManualMatchResult {
  id: number;
  orderCode: string;
  /** The order's status after the match (successful). */
  status: number;
}

export const bankStatementCalls = {
  /** Newest received first. */
  getList: call<Page<BankStatementRow>>()({
    method: 'GET',
    path: '/v1.0/bankStatement/getList',
    input: bankStatementListInput,
    access: statementReaders,
  }),
  /** Confirms an open or timed-out order of the same account and payable amount with an unmatched income. */
  manualMatch: call<ManualMatchResult>()({
    method: 'POST',
    path: '/v1.0/bankStatement/manualMatch',
    input: manualMatchInput,
    access: statementMatchers,
  }),
};
