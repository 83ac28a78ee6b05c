import { z } from 'zod';
import { deviceAuthFields } from '../device-signing.ts';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { amountSchema, decimalToScaled, optionalFilter, toMinor, int4Max, stored64 } from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import { manualMatchInput, statementMatchedChoices, type ManualMatchResult } from './bank-statements.ts';
import { orderPageSchema } from './orders.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';
import { usdtAmountSchema } from './sheet-rows.ts';

/**
 * Web messages (payment notices the monitoring device reads from the bank's web page) and USDT
 * transfers (on-chain, to a USDT receiving account's wallet): the route table's
 * /bankStatement/webMessageRecord-admin and /bankStatement/usdtTransactionRecord-admin, their
 * customerService variants, and a supplier for its own accounts (web messages only while
 * SupplierWebMessageEnable is on). WeChat payment notices (kind wechat, decision 121) are web messages of a
 * WeChat account: matched the same way, listed on /bankStatement/weChatRecord-admin.
 */
export const webRecordKinds = ['web', 'usdt', 'wechat'] as const;
export type WebRecordKind = (typeof webRecordKinds)[number];

/** Staff of the routes and their /customerService variants (customerService, technicalMaintenance); a supplier its own. */
const webRecordReaders = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
  'supplier',
] as const satisfies readonly Role[];
/** Matching by hand moves money: the staff who repair orders (as for SMS records). */
const webRecordMatchers = ['superAdmin', 'admin'] as const satisfies readonly Role[];

export interface WebRecordRow {
  id: number;
  kind: WebRecordKind;
  resourceId: number;
  supplierId: number;
  supplierName: string;
  /** The receiving account: bank and card tail (web), wallet address (usdt). */
  bankName: string;
  cardTail: string;
  walletAddress: string;
  /** web: minor units; usdt: USDT millionths. */
  amount: number;
  utr: string | null;
  payerName: string;
  txHash: string | null;
  fromAddress: string;
  toAddress: string;
  content: string;
  receivedTime: string;
  matchedOrderCode: string | null;
  matchedTime: string | null;
  /** The staff account that matched it; 'automatic' for the matcher; null when unmatched. */
  matchedBy: string | null;
}

const text = (max: number) => optionalFilter(z.string().trim().max(max, 'validation.text.tooLong'));

/** `amount` is a web message's amount in major units; `usdtAmount` a transfer's USDT (6 decimals). */
export const webRecordListInput = orderPageSchema
  .extend({
    kind: z.enum(webRecordKinds, { message: 'errors.badRequest' }),
    resourceId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
    supplierId: optionalFilter(z.coerce.number().int().max(int4Max, 'validation.integer.tooLarge').positive()),
    matched: optionalFilter(z.enum(statementMatchedChoices, { message: 'errors.badRequest' })),
    amount: optionalFilter(amountSchema.transform(toMinor)),
    usdtAmount: optionalFilter(usdtAmountSchema.transform((v) => decimalToScaled(v, 6))),
    utr: text(64),
    txHash: text(128),
    address: text(64),
    orderCode: text(64),
    startTime: optionalFilter(utcDateTimeSchema),
    endTime: optionalFilter(utcDateTimeSchema),
  })
  .superRefine(startNotAfterEnd('startTime', 'endTime'));

const deviceText = (max: number) => z.string().trim().max(max, 'validation.text.tooLong').default('');

export const reportedWebRecordSchema = z.object({
  kind: z.enum(webRecordKinds, { message: 'errors.badRequest' }),
  /** The device's own id of the notice or transfer: the same id again changes nothing. */
  deviceMessageId: z.coerce
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(128, 'validation.text.tooLong'),
  /** web: minor units; usdt: USDT millionths. */
  amount: stored64(
    z.coerce
      .number({ message: 'validation.required' })
      .int('validation.amount.integer')
      .positive('validation.amount.integer'),
  ),
  utr: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
  payerName: deviceText(128),
  txHash: optionalFilter(z.string().trim().max(128, 'validation.text.tooLong')),
  fromAddress: deviceText(64),
  toAddress: deviceText(64),
  content: deviceText(2000),
  receivedAt: z.iso.datetime({ offset: true, message: 'validation.dateTime.format' }).transform((v) => new Date(v)),
});

/** Signed like the SMS report (src/contract/device-signing.ts: timestamp, nonce, HMAC-SHA256 under the device key). */
export const webRecordReportSchema = z.object({
  resourceId: z.coerce
    .number({ message: 'validation.required' })
    .int()
    .max(int4Max, 'validation.integer.tooLarge')
    .positive('validation.required'),
  records: z.array(reportedWebRecordSchema).max(100, 'validation.messages.tooMany').default([]),
  ...deviceAuthFields,
});

/** stored: kept for staff to match by hand without looking for an order (a USDT record while UsdtAuto is off). */
export type WebRecordReportResult = 'matched' | 'unmatched' | 'ambiguous' | 'duplicate' | 'stored';
export interface WebRecordReportAnswer {
  results: {
    deviceMessageId: string;
    result: WebRecordReportResult;
    recordId: number | null;
    orderCode: string | null;
  }[];
}

export const webRecordCalls = {
  /** Newest received first, one kind at a time. */
  getList: call<Page<WebRecordRow>>()({
    method: 'GET',
    path: '/v1.0/webRecord/getList',
    input: webRecordListInput,
    access: webRecordReaders,
  }),
  /** Confirms an open or timed-out order of the same account and amount with an unmatched record. */
  manualMatch: call<ManualMatchResult>()({
    method: 'POST',
    path: '/v1.0/webRecord/manualMatch',
    input: manualMatchInput,
    access: webRecordMatchers,
  }),
  /** Public: the monitoring device reports web messages and USDT transfers, signed. */
  report: call<WebRecordReportAnswer>()({
    method: 'POST',
    path: '/v1.0/monitor/reportRecords',
    input: webRecordReportSchema,
    access: 'public',
    signed: true,
  }),
};
