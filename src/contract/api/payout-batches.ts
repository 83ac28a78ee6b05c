import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { amountSchema, stepUpProofSchema, optionalFilter, toMinor, int4Max } from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import { orderPageSchema } from './orders.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';
import { payoutRejectReasons, type PayoutRow } from './payouts.ts';

/** Product 5 and 9: a batch holds at most 500 orders. */
export const payoutBatchMaxOrders = 500;

/**
 * A batch's life (docs/decisions/039-payout-batches.md): created (orders Waiting for processing) ->
 * exported (orders Ready to process; exporting again is allowed) -> confirmed (every order
 * completed) or exception (ticked orders rejected, the rest back to Awaiting Payment).
 * A created batch may also be marked abnormal. Confirmed and exception are final.
 */
export const PayoutBatchStatus = { created: 0, exported: 1, confirmed: 2, exception: 3 } as const;
export type PayoutBatchStatusId = (typeof PayoutBatchStatus)[keyof typeof PayoutBatchStatus];
export const payoutBatchStatusIds = Object.values(PayoutBatchStatus) as PayoutBatchStatusId[];

export type BatchSheetFormat = 'csv' | 'xlsx';
type BatchField =
  | 'orderCode'
  | 'mchOrderNo'
  | 'name'
  | 'cardNumber'
  | 'ifsc'
  | 'upi'
  | 'bankBranch'
  | 'address'
  | 'amount'
  | 'serial'
  | 'transferMode'
  | 'email';

export interface BatchTemplate {
  /** The formats the bank accepts for this layout; the first is the default. */
  formats: readonly BatchSheetFormat[];
  /** Column titles are the bank's own and are never translated: the bank's importer reads them. */
  columns: readonly { title: string; field: BatchField }[];
}

/**
 * The bank export layouts (product 3 bank template labels). Built in: a generic CSV any tool reads,
 * and two Indian bulk-transfer Excel sheets (account + IFSC with the NEFT/IMPS mode; a UPI-first
 * sheet). Amounts are rupees with 2 decimals.
 */
export const payoutBatchTemplates = {
  genericCsv: {
    formats: ['csv'],
    columns: [
      { title: 'Order No', field: 'orderCode' },
      { title: 'Merchant Order No', field: 'mchOrderNo' },
      { title: 'Beneficiary Name', field: 'name' },
      { title: 'Account Number', field: 'cardNumber' },
      { title: 'IFSC', field: 'ifsc' },
      { title: 'Bank', field: 'bankBranch' },
      { title: 'Amount', field: 'amount' },
      { title: 'UPI', field: 'upi' },
      { title: 'Address', field: 'address' },
    ],
  },
  indiaNeftImps: {
    formats: ['xlsx', 'csv'],
    columns: [
      { title: 'Transaction Type', field: 'transferMode' },
      { title: 'Beneficiary Name', field: 'name' },
      { title: 'Beneficiary Account Number', field: 'cardNumber' },
      { title: 'IFSC Code', field: 'ifsc' },
      { title: 'Amount', field: 'amount' },
      { title: 'Beneficiary Email ID', field: 'email' },
      { title: 'Customer Reference Number', field: 'orderCode' },
    ],
  },
  indiaUpiBulk: {
    formats: ['xlsx', 'csv'],
    columns: [
      { title: 'Sr No', field: 'serial' },
      { title: 'Payee Name', field: 'name' },
      { title: 'UPI ID', field: 'upi' },
      { title: 'Account No', field: 'cardNumber' },
      { title: 'IFSC', field: 'ifsc' },
      { title: 'Amount (INR)', field: 'amount' },
      { title: 'Remarks', field: 'orderCode' },
    ],
  },
} as const satisfies Record<string, BatchTemplate>;
export type PayoutBatchTemplateId = keyof typeof payoutBatchTemplates;
export const payoutBatchTemplateIds = Object.keys(payoutBatchTemplates) as PayoutBatchTemplateId[];
export const isBatchTemplateId = (v: string): v is PayoutBatchTemplateId => Object.hasOwn(payoutBatchTemplates, v);

/** NEFT has no upper limit; IMPS is instant up to 5 lakh rupees (minor units). */
const impsLimit = 500_000_00;

/** The cells of one order in a template's layout. */
function cell(field: BatchField, o: PayoutRow, i: number): string | number {
  switch (field) {
    case 'amount':
      return o.amount / 100;
    case 'serial':
      return i + 1;
    case 'transferMode':
      return o.amount > impsLimit ? 'NEFT' : 'IMPS';
    case 'email':
      return '';
    default:
      return o[field];
  }
}

/** The header and rows of a batch's bank file in its template's layout; the sheet worker builds the file. */
export function batchSheet(
  templateId: string,
  orders: readonly PayoutRow[],
): { header: string[]; rows: (string | number)[][] } {
  const template: BatchTemplate = isBatchTemplateId(templateId)
    ? payoutBatchTemplates[templateId]
    : payoutBatchTemplates.genericCsv;
  return {
    header: template.columns.map((c) => c.title),
    rows: orders.map((o, i) => template.columns.map((c) => cell(c.field, o, i))),
  };
}

export interface PayoutBatchRow {
  id: number;
  batchNo: string;
  templateId: string;
  resourceId: number;
  resourceName: string;
  supplierId: number;
  supplierName: string;
  status: number;
  maxOrders: number;
  /** Minor units; 0 = no limit. */
  amountLimit: number;
  /** Orders put in the batch when it was made. */
  orderCount: number;
  totalAmount: number;
  exceptionCount: number;
  exceptionAmount: number;
  fileName: string;
  exportCount: number;
  createTime: string;
  exportedTime: string | null;
  finishedTime: string | null;
}

export interface PayoutBatchDetail {
  batch: PayoutBatchRow;
  /** Orders still in the batch (after an exception, the rejected ones). */
  orders: PayoutRow[];
}

/** What an export answers: the batch as it is now and the file to build. */
export interface PayoutBatchExport extends PayoutBatchDetail {
  fileName: string;
  format: BatchSheetFormat;
}

/** A payout receiving account a batch can be paid from. */
export interface PayoutBatchResource {
  id: number;
  type: string;
  productId: number;
  supplierId: number;
  supplierName: string;
  label: string;
}

/** Who runs batches (product 2.5); customerService reads them on its variant. */
const batchRunners = ['superAdmin', 'admin', 'supplier'] as const satisfies readonly Role[];
const batchReaders = [
  'superAdmin',
  'admin',
  'supplier',
  'customerService',
  'technicalMaintenance',
] as const satisfies readonly Role[];

const id = z.coerce
  .number({ message: 'validation.required' })
  .int('validation.required')
  .max(int4Max, 'validation.integer.tooLarge')
  .positive('validation.required');
const googleCode = optionalFilter(stepUpProofSchema);
const optionalAmount = optionalFilter(amountSchema.transform(toMinor));
const templateId = z
  .string({ message: 'validation.batch.template' })
  .refine(isBatchTemplateId, 'validation.batch.template');

/**
 * Create a batch (product 5): template and resource required; max orders 1..500; amount limit
 * optional (0 or empty = none); `selected` takes the ticked order codes (at most 500), `rules`
 * picks the oldest batchable orders within the amount range and the payout (created) time range,
 * which is required there.
 */
export const payoutBatchCreateInput = z
  .object({
    mode: z.enum(['selected', 'rules'], { message: 'validation.batch.mode' }),
    templateId,
    resourceId: id,
    maxOrders: z.coerce
      .number({ message: 'validation.batch.maxOrders' })
      .int('validation.batch.maxOrders')
      .min(1, 'validation.batch.maxOrders')
      .max(payoutBatchMaxOrders, 'validation.batch.maxOrders'),
    amountLimit: optionalAmount,
    orderCodes: z
      .array(z.string().trim().min(1).max(64))
      .max(payoutBatchMaxOrders, 'validation.batch.tooMany')
      .optional()
      .default([]),
    minAmount: optionalAmount,
    maxAmount: optionalAmount,
    startTime: optionalFilter(utcDateTimeSchema),
    endTime: optionalFilter(utcDateTimeSchema),
    googleCode,
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'selected') {
      if (v.orderCodes.length === 0)
        ctx.addIssue({ code: 'custom', message: 'validation.batch.noneSelected', path: ['orderCodes'] });
      else if (v.orderCodes.length > v.maxOrders)
        ctx.addIssue({ code: 'custom', message: 'validation.batch.aboveMaxOrders', path: ['orderCodes'] });
      return;
    }
    if (!v.startTime) ctx.addIssue({ code: 'custom', message: 'validation.batch.timeRequired', path: ['startTime'] });
    if (!v.endTime) ctx.addIssue({ code: 'custom', message: 'validation.batch.timeRequired', path: ['endTime'] });
    if (v.minAmount !== undefined && v.maxAmount !== undefined && v.minAmount > v.maxAmount) {
      ctx.addIssue({ code: 'custom', message: 'validation.batch.minAboveMax', path: ['maxAmount'] });
    }
  })
  .superRefine(startNotAfterEnd('startTime', 'endTime'));

export const payoutBatchListInput = orderPageSchema
  .extend({
    batchNo: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
    status: optionalFilter(
      z.coerce
        .number()
        .int()
        .max(int4Max, 'validation.integer.tooLarge')
        .refine((v) => (payoutBatchStatusIds as number[]).includes(v), 'errors.badRequest'),
    ),
    templateId: optionalFilter(templateId),
    startTime: optionalFilter(utcDateTimeSchema),
    endTime: optionalFilter(utcDateTimeSchema),
  })
  .superRefine(startNotAfterEnd('startTime', 'endTime'));

export const payoutBatchCandidatesInput = z.object({
  resourceId: id,
  orderCode: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
  pageNum: z.coerce.number().int().min(1).max(payoutBatchMaxOrders).default(100),
});

export const payoutBatchExportInput = z.object({
  id,
  format: z.enum(['csv', 'xlsx'], { message: 'validation.batch.format' }),
  googleCode,
});

export const payoutBatchAbnormalInput = z
  .object({
    id,
    /** The orders to reject to the merchant; the rest go back to Awaiting Payment. */
    orderCodes: z
      .array(z.string().trim().min(1).max(64))
      .max(payoutBatchMaxOrders, 'validation.batch.tooMany')
      .default([]),
    reason: z.enum(payoutRejectReasons, { message: 'validation.rejectReason.invalid' }),
    otherReason: z.string().trim().max(256, 'validation.text.tooLong').optional().default(''),
    googleCode,
  })
  .refine((v) => v.reason !== 'other' || v.otherReason !== '', {
    message: 'validation.rejectReason.textRequired',
    path: ['otherReason'],
  });

export const payoutBatchCalls = {
  getList: call<Page<PayoutBatchRow>>()({
    method: 'GET',
    path: '/v1.0/payoutBatch/getList',
    input: payoutBatchListInput,
    access: batchReaders,
  }),
  getDetail: call<PayoutBatchDetail>()({
    method: 'GET',
    path: '/v1.0/payoutBatch/getDetail',
    input: z.object({ id }),
    access: batchReaders,
  }),
  /** Payout accounts the caller may batch with: a supplier its own, staff all; enabled ones only. */
  getResources: call<PayoutBatchResource[]>()({
    method: 'GET',
    path: '/v1.0/payoutBatch/getResources',
    input: z.object({}),
    access: batchRunners,
  }),
  /** Orders the resource could pay in a batch now, oldest first (for ticking). */
  getCandidates: call<Page<PayoutRow>>()({
    method: 'GET',
    path: '/v1.0/payoutBatch/getCandidates',
    input: payoutBatchCandidatesInput,
    access: batchRunners,
  }),
  create: call<PayoutBatchRow>()({
    method: 'POST',
    path: '/v1.0/payoutBatch/create',
    input: payoutBatchCreateInput,
    access: batchRunners,
  }),
  exportFile: call<PayoutBatchExport>()({
    method: 'POST',
    path: '/v1.0/payoutBatch/export',
    input: payoutBatchExportInput,
    access: batchRunners,
  }),
  confirm: call<PayoutBatchRow>()({
    method: 'POST',
    path: '/v1.0/payoutBatch/confirm',
    input: z.object({ id, googleCode }),
    access: batchRunners,
  }),
  markAbnormal: call<PayoutBatchRow>()({
    method: 'POST',
    path: '/v1.0/payoutBatch/markAbnormal',
    input: payoutBatchAbnormalInput,
    access: batchRunners,
  }),
};
