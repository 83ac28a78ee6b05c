import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { amountSchema, optionalFilter, toMinor, int4Max, stored64 } from '../validation.ts';
import type { Page } from './staff-accounts.ts';
import { orderPageSchema } from './orders.ts';
import { startNotAfterEnd, utcDateTimeSchema } from './order-time.ts';

/**
 * Dynamic pay (decision 078): a product's pay script builds the payment instructions of its
 * collection orders from the order. /dynamicPay/payScriptInfo is superAdmin's; its /readonly variant
 * technicalMaintenance's and technicalSupport's. /dynamicPay/dynamicPayRecord is superAdmin's and
 * customerService's; its /readonly variant technicalMaintenance's and technicalSupport's.
 */
const scriptWriters = ['superAdmin'] as const satisfies readonly Role[];
const scriptReaders = ['superAdmin', 'technicalMaintenance', 'technicalSupport'] as const satisfies readonly Role[];
const recordReaders = [
  'superAdmin',
  'customerService',
  'technicalMaintenance',
  'technicalSupport',
] as const satisfies readonly Role[];

/** Bounds of a script and of what it may answer. */
export const payScriptLimits = {
  sourceMax: 20_000,
  noteMax: 255,
  /** Most parts any split may have, whatever RedWalletCount says. */
  partsMax: 100,
  linkMax: 1024,
  qrMax: 2048,
} as const;

/** The schemes a script's link may use: the web and the payment apps payers open. */
const linkPattern = /^(https?|upi|alipays?|weixin|tron|bitcoin|ethereum|mpesa):\S+$/i;

const bounded = (max: number) => z.string().max(max, 'validation.text.tooLong');

/**
 * What a script answers: the payee, a link or QR payload for the payer, and the amount to pay in
 * minor units, optionally split into parts (Alipay red packets: at most RedWalletCount parts, which
 * add up to the amount). Unknown keys are refused: a typo is an error, not a silent omission.
 */
export const payInstructionsSchema = z
  .object({
    payee: z
      .object({ name: bounded(128).min(1, 'validation.required'), account: bounded(128).min(1, 'validation.required') })
      .strict(),
    /** Where the payer goes: a web page or a payment app's scheme; never javascript:, data: or the like. */
    link: bounded(payScriptLimits.linkMax).regex(linkPattern, 'validation.url.format').optional(),
    qr: bounded(payScriptLimits.qrMax).min(1, 'validation.required').optional(),
    amount: z
      .number()
      .int('validation.amount.integer')
      .positive('validation.amount.integer')
      .max(Number.MAX_SAFE_INTEGER),
    parts: z
      .array(
        z
          .number()
          .int('validation.amount.integer')
          .max(int4Max, 'validation.integer.tooLarge')
          .positive('validation.amount.integer'),
      )
      .min(1)
      .max(payScriptLimits.partsMax)
      .optional(),
    note: bounded(255).optional(),
  })
  .strict();
export type PayInstructions = z.infer<typeof payInstructionsSchema>;

/** The one input a script gets (the global `input`, and the argument of its `pay` function). */
export interface PayScriptInput {
  order: {
    orderCode: string;
    mchOrderNo: string;
    productId: number;
    /** Minor units, as asked. */
    amount: number;
    /** What the payer must pay (amount plus the float offset), minor units. */
    payableAmount: number;
    currency: string;
    createTime: string;
    /** The payer fields the merchant sent (userName and the like). */
    payer: Record<string, string>;
  };
  /** The receiving account the order was allocated to, or null. */
  account: {
    accountName: string;
    bankName: string;
    cardNumber: string;
    ifsc: string;
    upi: string;
    walletAddress: string;
    /** The wallet's name: an Alipay account, a WeChat ID (decision 121). */
    walletNickname: string;
  } | null;
  limits: { redWalletCount: number };
}

export interface PayScriptVersionInfo {
  id: number;
  version: number;
  author: string;
  createTime: string;
}

/** A collection product and its script. */
export interface PayScriptProductRow {
  productId: number;
  productName: string;
  currency: string;
  resourceType: string;
  enabled: boolean;
  /** null: the product has no active script (its orders use the account's own instructions). */
  active: PayScriptVersionInfo | null;
  latest: PayScriptVersionInfo | null;
  versionCount: number;
}

export interface PayScriptVersionRow extends PayScriptVersionInfo {
  productId: number;
  source: string;
  note: string;
  active: boolean;
}

/** A recent order of a product to test a script on. */
export interface PayScriptSampleOrder {
  id: number;
  orderCode: string;
  mchOrderNo: string;
  amount: number;
  createTime: string;
}

/** One run of a script. */
export interface PayScriptRunResult {
  recordId: number;
  ok: boolean;
  durationMs: number;
  result: PayInstructions | null;
  error: string | null;
}

export const dynamicPayOutcomes = ['ok', 'failed'] as const;
export type DynamicPayOutcome = (typeof dynamicPayOutcomes)[number];

export interface DynamicPayRecordRow {
  id: number;
  productId: number;
  productName: string;
  /** null for a test run of an unsaved draft. */
  version: number | null;
  /** null for a test run on a sample filled in by hand. */
  orderCode: string | null;
  testRun: boolean;
  ok: boolean;
  durationMs: number;
  result: PayInstructions | null;
  error: string | null;
  /** Who ran it (test runs); '' for an order's run. */
  runBy: string;
  createTime: string;
}

const id = z.coerce.number({ message: 'validation.required' }).int().positive().max(2_147_483_647);
const source = z
  .string({ message: 'validation.required' })
  .max(payScriptLimits.sourceMax, 'validation.text.tooLong')
  .refine((s) => s.trim() !== '', 'validation.required');

export const payScriptSaveInput = z.object({
  productId: id,
  source,
  note: z.string().trim().max(payScriptLimits.noteMax, 'validation.text.tooLong').optional().default(''),
  /** Make the new version the active one at once. */
  activate: z
    .preprocess((v) => v === true || v === 'true', z.boolean())
    .optional()
    .default(true),
});

/** A sample typed in by hand: the amount in major units and the order fields a script reads most. */
export const payScriptSampleSchema = z.object({
  amount: amountSchema.transform(toMinor).refine((v) => v > 0 && v <= 1e13, 'validation.amount.format'),
  mchOrderNo: z.string().trim().max(64, 'validation.text.tooLong').optional().default(''),
  userName: z.string().trim().max(64, 'validation.text.tooLong').optional().default(''),
});

export const payScriptTestRunInput = z
  .object({
    productId: id,
    source,
    /** A recent order of the product (payScriptCalls.samples) ... */
    orderId: optionalFilter(stored64(z.coerce.number().int().positive())),
    /** ... or a sample filled in by hand. */
    sample: payScriptSampleSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.orderId === undefined) === (v.sample === undefined))
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['orderId'] });
  });

export const dynamicPayRecordListInput = orderPageSchema
  .extend({
    productId: optionalFilter(id),
    outcome: optionalFilter(z.enum(dynamicPayOutcomes, { message: 'errors.badRequest' })),
    orderCode: optionalFilter(z.string().trim().max(64, 'validation.text.tooLong')),
    startTime: optionalFilter(utcDateTimeSchema),
    endTime: optionalFilter(utcDateTimeSchema),
  })
  .superRefine(startNotAfterEnd('startTime', 'endTime'));

export const payScriptCalls = {
  /** Every collection product with its active and latest version. */
  list: call<PayScriptProductRow[]>()({
    method: 'GET',
    path: '/v1.0/payScript/list',
    input: z.object({}),
    access: scriptReaders,
  }),
  /** A product's versions, newest first (source included). */
  versions: call<PayScriptVersionRow[]>()({
    method: 'GET',
    path: '/v1.0/payScript/versions',
    input: z.object({ productId: id }),
    access: scriptReaders,
  }),
  /** Every save is a new version, by its author at that time. */
  save: call<PayScriptVersionRow>()({
    method: 'POST',
    path: '/v1.0/payScript/save',
    input: payScriptSaveInput,
    access: scriptWriters,
  }),
  /** Makes a version (an older one too) the product's active script. */
  activate: call<PayScriptVersionRow>()({
    method: 'POST',
    path: '/v1.0/payScript/activate',
    input: z.object({ versionId: id }),
    access: scriptWriters,
  }),
  /** No active script: the product's orders use their account's own instructions again. */
  disable: call<{ productId: number }>()({
    method: 'POST',
    path: '/v1.0/payScript/disable',
    input: z.object({ productId: id }),
    access: scriptWriters,
  }),
  /** The product's 20 most recent orders, to test a script on. */
  samples: call<PayScriptSampleOrder[]>()({
    method: 'GET',
    path: '/v1.0/payScript/samples',
    input: z.object({ productId: id }),
    access: scriptWriters,
  }),
  /** Runs the editor's text (saved or not) on a sample order; the run is recorded as a test run. */
  testRun: call<PayScriptRunResult>()({
    method: 'POST',
    path: '/v1.0/payScript/testRun',
    input: payScriptTestRunInput,
    access: scriptWriters,
  }),
};

export const dynamicPayRecordCalls = {
  list: call<Page<DynamicPayRecordRow>>()({
    method: 'GET',
    path: '/v1.0/dynamicPayRecord/list',
    input: dynamicPayRecordListInput,
    access: recordReaders,
  }),
};
